import { useQuery } from '@tanstack/react-query';
import type { Comment } from '@review/contract/comments';
import { api } from '../../lib/api-client.ts';

/** Query key of an asset's comments; every comment mutation invalidates it. */
export const commentsKey = (assetId: number | string) => ['comments', String(assetId)] as const;

/**
 * `GET /comments?asset={id}`: every comment of the asset, replies included (flat, oldest first;
 * top-level ones also carry `replies`). The viewer takes the annotations, the sidebar the threads.
 */
export function useComments(assetId: number | string) {
  return useQuery({
    queryKey: commentsKey(assetId),
    queryFn: ({ signal }) => api.get<{ data: Comment[] }>(`/comments?asset=${encodeURIComponent(assetId)}`, signal).then((reply) => reply.data),
  });
}
