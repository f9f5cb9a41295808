import type { QueryClient } from '@tanstack/react-query';
import { commentsKey } from './use-comments.ts';

/** Query key of an asset's history pages. */
export const historyKey = (assetId: number | string) => ['history', String(assetId)] as const;

/** What a change to a comment makes stale: the comments, the asset (its counts) and its history. */
export function invalidateAfterCommentChange(queryClient: QueryClient, assetId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: commentsKey(assetId) }),
    queryClient.invalidateQueries({ queryKey: ['assets', 'one', String(assetId)] }),
    queryClient.invalidateQueries({ queryKey: historyKey(assetId) }),
  ]);
}
