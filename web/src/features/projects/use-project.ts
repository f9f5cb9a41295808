import { useQuery } from '@tanstack/react-query';
import type { ProjectReply } from '@review/contract/projects';
import { api } from '../../lib/api-client.ts';
import { projectsKey } from './projects-key.ts';
import { PROJECT_POLL_MS } from './use-project-list.ts';
import { useFallbackPoll } from '../live/live-status.ts';

export const projectKey = (id: string) => [...projectsKey, 'one', id] as const;

/** `GET /projects/{id}` → `{data: project}`; kept fresh like the lists. */
export function useProject(id: string) {
  return useQuery({
    queryKey: projectKey(id),
    queryFn: ({ signal }) => api.get<ProjectReply>(`/projects/${encodeURIComponent(id)}`, signal).then((reply) => reply.data),
    refetchInterval: useFallbackPoll(PROJECT_POLL_MS),
    refetchOnWindowFocus: true,
  });
}
