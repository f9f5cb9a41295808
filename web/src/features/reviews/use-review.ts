import { useQuery } from '@tanstack/react-query';
import type { Review } from '@review/contract/reviews';
import { api } from '../../lib/api-client.ts';
import { reviewKey } from './reviews-keys.ts';

/** `GET /assets/{id}/review` → `{data: review}`: reviewers, rule, due date and decisions on the newest version. */
export function useReview(assetId: number) {
  return useQuery({
    queryKey: reviewKey(assetId),
    queryFn: ({ signal }) => api.get<{ data: Review }>(`/assets/${assetId}/review`, signal).then((reply) => reply.data),
  });
}
