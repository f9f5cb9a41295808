import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectMessageReply } from '@review/contract/projects';
import { api } from '../../lib/api-client.ts';
import { projectKey } from './use-project.ts';
import { projectsKey } from './projects-key.ts';

/** What `PUT /projects/{id}` changes: one of the three at a time; `is_archived` is the user's own flag. */
export type ProjectChange = { project_name: string } | { description: string } | { is_archived: '0' | '1' };

/** `PUT /projects/{id}`; the reply's project replaces the cached one, then every list refreshes. */
export function useUpdateProject(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ProjectChange) => api.put<ProjectMessageReply>(`/projects/${projectId}`, change),
    onSuccess: (reply) => {
      queryClient.setQueryData(projectKey(String(projectId)), reply.data);
      void queryClient.invalidateQueries({ queryKey: projectsKey });
    },
  });
}
