import type { QueryClient } from '@tanstack/react-query';
import { assetsKey } from '../assets/assets-keys.ts';
import { historyKey } from '../comments/comment-keys.ts';
import { myReviewsKey } from './reviews-keys.ts';

/**
 * What a change of reviewers or a decision makes stale: the asset everywhere it shows (its card's
 * badges, its column when the rule is met), its history, and the dashboard's waiting list.
 */
export function invalidateAfterReviewChange(queryClient: QueryClient, assetId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: assetsKey }),
    queryClient.invalidateQueries({ queryKey: historyKey(assetId) }),
    queryClient.invalidateQueries({ queryKey: myReviewsKey }),
  ]);
}
