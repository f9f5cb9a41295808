import { useQuery } from '@tanstack/react-query';
import type { VariationChanges, VariationChangesReply } from '@review/contract/changes';
import type { StageListReply } from '@review/contract/stages';
import { api } from '../../lib/api-client.ts';
import { publicReviewPath, publicReviewsKey } from './public-review-keys.ts';

/**
 * `GET /public/reviews/{token}/variations/{id}/changes`: What changed, read through the link as
 * members read it. Under the link's key, so its event stream refreshes a comparison that was pending.
 */
export function useLinkChanges(token: string, variationId: number | undefined, isEnabled: boolean) {
  return useQuery({
    queryKey: [...publicReviewsKey(token), 'changes', variationId ?? 0],
    queryFn: ({ signal }) => api.get<VariationChangesReply>(`${publicReviewPath(token)}/variations/${variationId}/changes`, signal).then((reply): VariationChanges => reply.data),
    enabled: isEnabled && variationId !== undefined,
  });
}

/** `GET /public/reviews/{token}/assets/{id}/stages`: the asset's stages as the link's guests see them. */
export function useLinkStages(token: string, assetId: number) {
  return useQuery({
    queryKey: [...publicReviewsKey(token), 'stages', assetId],
    queryFn: ({ signal }) => api.get<StageListReply>(`${publicReviewPath(token)}/assets/${assetId}/stages`, signal),
  });
}
