import { useQuery } from '@tanstack/react-query';
import type { PlanUsageReply } from '@review/contract/plans';
import { api } from '../../lib/api-client.ts';
import { projectsKey } from '../projects/projects-key.ts';

/** `GET /projects/{id}/plan-usage`: under the projects' key, so an upload or a live change anywhere in them refreshes it. */
export function usePlanUsage(projectId: number) {
  return useQuery({
    queryKey: [...projectsKey, 'plan-usage', projectId],
    queryFn: ({ signal }) => api.get<PlanUsageReply>(`/projects/${projectId}/plan-usage`, signal).then((reply) => reply.data),
  });
}
