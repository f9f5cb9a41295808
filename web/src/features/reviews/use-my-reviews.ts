import { useQuery } from '@tanstack/react-query';
import type { MyReview } from '@review/contract/reviews';
import { api } from '../../lib/api-client.ts';
import { myReviewsKey } from './reviews-keys.ts';

/** `GET /reviews/mine` → the assets whose newest version waits for my decision, across projects. */
export function useMyReviews() {
  return useQuery({
    queryKey: myReviewsKey,
    queryFn: ({ signal }) => api.get<{ data: MyReview[] }>('/reviews/mine', signal).then((reply) => reply.data),
  });
}
