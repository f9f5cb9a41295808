import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectMessageReply } from '@review/contract/projects';
import { api } from '../../lib/api-client.ts';
import { patchCachedProject, restoreProjects } from './project-cache.ts';
import { projectsKey } from './projects-key.ts';

export interface StarVariables {
  projectId: number;
  isStarred: boolean;
}

/** `PUT /projects/{id}/star` {is_starred}: shown at once, put back if the server refuses (spec section 4). */
export function useStarProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, isStarred }: StarVariables) =>
      api.put<ProjectMessageReply>(`/projects/${projectId}/star`, { is_starred: isStarred ? '1' : '0' }),
    onMutate: ({ projectId, isStarred }) =>
      patchCachedProject(queryClient, projectId, (project, listView) =>
        listView === 'starred' && !isStarred ? null : { ...project, is_starred: isStarred ? '1' : '0' },
      ),
    onError: (_error, _variables, snapshot) => restoreProjects(queryClient, snapshot),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectsKey }),
  });
}
