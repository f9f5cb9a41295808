import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssetMessageReply, Version } from '@review/contract/assets';
import type { CreateWebsiteBody, UpdateWebsiteSettingsBody, WebsiteSettings } from '@review/contract/websites';
import { api } from '../../lib/api-client.ts';
import { assetsKey } from '../assets/assets-keys.ts';
import { projectsKey } from '../projects/projects-key.ts';

export const websiteSettingsKey = (projectId: number) => [...projectsKey, 'website-settings', String(projectId)] as const;

/** A project's capture settings, and whether the server can capture at all (`capture_unavailable`). */
export function useWebsiteSettings(projectId: number) {
  return useQuery({
    queryKey: websiteSettingsKey(projectId),
    queryFn: ({ signal }) => api.get<{ data: WebsiteSettings }>(`/projects/${projectId}/website-settings`, signal).then((reply) => reply.data),
  });
}

export function useSaveWebsiteSettings(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateWebsiteSettingsBody) => api.put<{ data: WebsiteSettings }>(`/projects/${projectId}/website-settings`, body).then((reply) => reply.data),
    onSuccess: (settings) => queryClient.setQueryData(websiteSettingsKey(projectId), settings),
  });
}

/** `POST /assets/website`: the asset appears at once, its captures follow. */
export function useAddWebsite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWebsiteBody) => api.post<AssetMessageReply>('/assets/website', body),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: projectsKey });
      return queryClient.invalidateQueries({ queryKey: assetsKey });
    },
  });
}

/** `POST /assets/{id}/capture`: the next version, captured afresh. */
export function useCaptureAgain(assetId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ message: string; data: Version }>(`/assets/${assetId}/capture`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: assetsKey }),
  });
}
