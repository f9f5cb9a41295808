import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageReply } from '@review/contract/errors';
import { api } from '../../lib/api-client.ts';
import { projectsKey } from './projects-key.ts';
import { projectKey } from './use-project.ts';

/** `DELETE /projects/{id}`: the owner deletes the project with everything in it. */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectId: number) => api.delete<MessageReply>(`/projects/${projectId}`),
    onSuccess: (_reply, projectId) => {
      queryClient.removeQueries({ queryKey: projectKey(String(projectId)) });
      void queryClient.invalidateQueries({ queryKey: projectsKey });
    },
  });
}
