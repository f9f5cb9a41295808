import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageReply } from '@review/contract/errors';
import type { ProjectFile } from '@review/contract/project-files';
import { api } from '../../../lib/api-client.ts';
import { projectsKey } from '../projects-key.ts';
import { PROJECT_POLL_MS } from '../use-project-list.ts';
import { useFallbackPoll } from '../../live/live-status.ts';

/** Kept apart from `projectsKey`: these are files, not projects. */
const filesKey = (projectId: number) => ['project-files', projectId] as const;

/** `GET /projects/{id}/attachments`: the project's reference files (briefs, brand guides). */
export function useProjectFiles(projectId: number) {
  return useQuery({
    queryKey: filesKey(projectId),
    queryFn: ({ signal }) => api.get<{ data: ProjectFile[] }>(`/projects/${projectId}/attachments`, signal).then((reply) => reply.data),
    refetchInterval: useFallbackPoll(PROJECT_POLL_MS),
    refetchOnWindowFocus: true,
  });
}

/** After a change: the list, and the project's storage figure (not awaited, see useRefreshProjects). */
function useRefreshFiles(projectId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: filesKey(projectId) });
    void queryClient.invalidateQueries({ queryKey: projectsKey });
  };
}

/** `POST /projects/{id}/attachments` multipart {file}. */
export function useUploadProjectFile(projectId: number) {
  const refresh = useRefreshFiles(projectId);
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.post<{ message: string; data: ProjectFile }>(`/projects/${projectId}/attachments`, form);
    },
    onSuccess: refresh,
  });
}

/** `DELETE /project-attachments/{id}`. */
export function useRemoveProjectFile(projectId: number) {
  const refresh = useRefreshFiles(projectId);
  return useMutation({
    mutationFn: (fileId: number) => api.delete<MessageReply>(`/project-attachments/${fileId}`),
    onSuccess: refresh,
  });
}
