import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssetMessageReply } from '@review/contract/assets';
import { api } from '../../lib/api-client.ts';
import { projectsKey } from './projects-key.ts';

/** `POST /upload/design_files` multipart {project_id, design_file}: a new asset in the project from one image. */
export function useUploadDesignFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, file }: { projectId: number; file: File }) => {
      const form = new FormData();
      form.append('project_id', String(projectId));
      form.append('design_file', file);
      return api.post<AssetMessageReply>('/upload/design_files', form);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: projectsKey });
      void queryClient.invalidateQueries({ queryKey: ['assets'] });
    },
  });
}
