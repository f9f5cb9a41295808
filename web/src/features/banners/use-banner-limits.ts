import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BannerLimits, UpdateBannerLimitsBody } from '@review/contract/banners';
import { api } from '../../lib/api-client.ts';
import { assetsKey } from '../assets/assets-keys.ts';
import { projectsKey } from '../projects/projects-key.ts';

export const bannerLimitsKey = (projectId: number) => [...projectsKey, 'banner-limits', String(projectId)] as const;

/** The limits a project's banners are checked against (the IAB's until a manager changes them). */
export function useBannerLimits(projectId: number) {
  return useQuery({
    queryKey: bannerLimitsKey(projectId),
    queryFn: ({ signal }) => api.get<{ data: BannerLimits }>(`/projects/${projectId}/banner-limits`, signal).then((reply) => reply.data),
  });
}

/** Saves a project's banner limits; its banners' checks are judged against them at once, so the assets on screen are read again. */
export function useSaveBannerLimits(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateBannerLimitsBody) => api.put<{ data: BannerLimits }>(`/projects/${projectId}/banner-limits`, body).then((reply) => reply.data),
    onSuccess: (limits) => {
      queryClient.setQueryData(bannerLimitsKey(projectId), limits);
      return queryClient.invalidateQueries({ queryKey: assetsKey });
    },
  });
}
