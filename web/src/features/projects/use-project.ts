import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { projectsKey, type ProjectSummary } from './project-summary.ts';

/** `GET /projects/{id}` → `{data: project}`. */
export function useProject(id: string) {
  return useQuery({
    queryKey: [...projectsKey, 'one', id],
    queryFn: ({ signal }) => api.get<{ data: ProjectSummary }>(`/projects/${encodeURIComponent(id)}`, signal).then((reply) => reply.data),
  });
}
