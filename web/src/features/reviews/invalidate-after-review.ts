import type { QueryClient } from '@tanstack/react-query';
import { assetsKey } from '../assets/assets-keys.ts';
import { historyKey } from '../comments/comment-keys.ts';
import { myReviewsKey } from './reviews-keys.ts';

/**
 * What a change of reviewers or stages, a decision or a stage started by hand makes stale: the asset
 * everywhere it shows (its card's badges and current stage, its column when the rule is met; its
 * review and stages share the assets root), its history, and the dashboard's waiting list.
 */
export function invalidateAfterReviewChange(queryClient: QueryClient, assetId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: assetsKey }),
    queryClient.invalidateQueries({ queryKey: historyKey(assetId) }),
    queryClient.invalidateQueries({ queryKey: myReviewsKey }),
  ]);
}
