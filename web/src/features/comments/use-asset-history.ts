import { useInfiniteQuery } from '@tanstack/react-query';
import type { HistoryReply } from '@review/contract/history';
import { api } from '../../lib/api-client.ts';
import { historyKey } from './comment-keys.ts';

export const HISTORY_PAGE_SIZE = 20;

/** `GET /history?asset=&page=&per_page=20`: newest first, a page at a time; read afresh each time the tab opens. */
export function useAssetHistory(assetId: number) {
  return useInfiniteQuery({
    queryKey: historyKey(assetId),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => api.get<HistoryReply>(`/history?asset=${assetId}&page=${pageParam}&per_page=${HISTORY_PAGE_SIZE}`, signal),
    getNextPageParam: ({ meta }) => (meta.page * meta.per_page < meta.total ? meta.page + 1 : undefined),
    staleTime: 0,
  });
}
