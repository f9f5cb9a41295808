import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssetMessageReply } from '@review/contract/assets';
import { api } from '../../lib/api-client.ts';
import { projectsKey } from '../projects/projects-key.ts';
import { assetsKey } from './assets-keys.ts';

export interface NewAsset {
  projectId: number;
  /** Trimmed; may be empty when a file is given (the server then names the asset after the file). */
  title: string;
  file: File | null;
}

/** Uploads the file as a new asset (`POST /upload/design_files`), or creates an empty one (`POST /assets`). */
export function uploadDesignFile(projectId: number, file: File) {
  const form = new FormData();
  form.append('project_id', String(projectId));
  form.append('design_file', file);
  return api.post<AssetMessageReply>('/upload/design_files', form);
}

/**
 * A new asset in a project. With a file the server takes the title from the file name, so a
 * different title typed by the user is set afterwards with `PUT /assets/{id}`.
 */
async function createAsset({ projectId, title, file }: NewAsset): Promise<AssetMessageReply> {
  if (!file) return api.post<AssetMessageReply>('/assets', { project_id: projectId, title });
  const uploaded = await uploadDesignFile(projectId, file);
  if (!title || title === uploaded.data.title) return uploaded;
  const renamed = await api.put<AssetMessageReply>(`/assets/${uploaded.data.id}`, { title });
  return { ...renamed, message: uploaded.message };
}

export function useCreateAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAsset,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: projectsKey });
      return queryClient.invalidateQueries({ queryKey: assetsKey });
    },
  });
}

/** `POST /upload/design_files` for files picked or dropped on the board: one new asset per file. */
export function useUploadDesignFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, file }: { projectId: number; file: File }) => uploadDesignFile(projectId, file),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: projectsKey });
      return queryClient.invalidateQueries({ queryKey: assetsKey });
    },
  });
}
