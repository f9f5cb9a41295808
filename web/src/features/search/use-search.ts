import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchReply } from '@review/contract/search';
import { api } from '../../lib/api-client.ts';
import { groupHits } from './search-hits.ts';

/** `GET /search?q=&limit=`, as titled groups of hits (titled at each render, so in the language shown now); idle while the words are empty. */
export function useSearch(query: string, limit: number) {
  const words = query.trim();
  return useQuery({
    queryKey: ['search', words, limit],
    queryFn: async ({ signal }) => (await api.get<SearchReply>(`/search?q=${encodeURIComponent(words)}&limit=${limit}`, signal)).data,
    select: (results) => groupHits(results),
    enabled: words.length > 0,
    // While the next words are on their way the last hits stay, so the list does not blink at each key.
    placeholderData: keepPreviousData,
  });
}
