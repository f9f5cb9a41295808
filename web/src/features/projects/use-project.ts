import { useQuery } from '@tanstack/react-query';
import type { ProjectReply } from '@review/contract/projects';
import { api } from '../../lib/api-client.ts';
import { projectsKey } from './projects-key.ts';

/** `GET /projects/{id}` → `{data: project}`. */
export function useProject(id: string) {
  return useQuery({
    queryKey: [...projectsKey, 'one', id],
    queryFn: ({ signal }) => api.get<ProjectReply>(`/projects/${encodeURIComponent(id)}`, signal).then((reply) => reply.data),
  });
}
