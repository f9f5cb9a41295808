import { useQuery } from '@tanstack/react-query';
import type { ProjectListReply, ProjectView } from '@review/contract/projects';
import { api } from '../../lib/api-client.ts';
import { projectsKey } from './projects-key.ts';
import { useFallbackPoll } from '../live/live-status.ts';

/** While the live event stream is down, lists poll at this pace (and refresh when the window regains focus). */
export const PROJECT_POLL_MS = 5_000;

export const projectListKey = (view: ProjectView) => [...projectsKey, 'list', view] as const;

/** `GET /projects?view=` → the projects of one dashboard view. */
export function useProjectList(view: ProjectView) {
  return useQuery({
    queryKey: projectListKey(view),
    queryFn: ({ signal }) => api.get<ProjectListReply>(`/projects?view=${view}`, signal).then((reply) => reply.data),
    refetchInterval: useFallbackPoll(PROJECT_POLL_MS),
    refetchOnWindowFocus: true,
  });
}
