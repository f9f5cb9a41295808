import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DecideBody, ReviewMessageReply } from '@review/contract/reviews';
import { api } from '../../lib/api-client.ts';
import { invalidateAfterReviewChange } from './invalidate-after-review.ts';
import { reviewKey } from './reviews-keys.ts';

/** `POST /assets/{id}/decisions` {decision, note?, version_id}: the signed-in reviewer's decision. */
export function useDecide(assetId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DecideBody) => api.post<ReviewMessageReply>(`/assets/${assetId}/decisions`, body),
    onSuccess: (reply) => queryClient.setQueryData(reviewKey(assetId), reply.data),
    onSettled: () => invalidateAfterReviewChange(queryClient, assetId),
  });
}
