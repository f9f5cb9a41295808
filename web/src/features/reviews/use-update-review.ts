import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewMessageReply, UpdateReviewBody } from '@review/contract/reviews';
import { api } from '../../lib/api-client.ts';
import { invalidateAfterReviewChange } from './invalidate-after-review.ts';
import { reviewKey } from './reviews-keys.ts';

/** `PUT /assets/{id}/review` {reviewers, rule, due_date}; the reply's review is shown at once. */
export function useUpdateReview(assetId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateReviewBody) => api.put<ReviewMessageReply>(`/assets/${assetId}/review`, body),
    onSuccess: (reply) => queryClient.setQueryData(reviewKey(assetId), reply.data),
    onSettled: () => invalidateAfterReviewChange(queryClient, assetId),
  });
}
