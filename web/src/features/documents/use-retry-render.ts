import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Variation } from '@review/contract/assets';
import { api } from '../../lib/api-client.ts';
import { assetKey } from '../assets/assets-keys.ts';

/** `POST /variations/{id}/render`: renders a document's missing pages again; the asset then refreshes to show them fill in. */
export function useRetryRender(assetId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variationId: number) => api.post<{ message: string; data: Variation }>(`/variations/${variationId}/render`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetKey(assetId) }),
  });
}
