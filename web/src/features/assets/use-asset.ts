import { useQuery } from '@tanstack/react-query';
import type { Asset } from '@review/contract/assets';
import { api } from '../../lib/api-client.ts';

/** `GET /assets/{id}` → `{data: asset}`. */
export function useAsset(id: string) {
  return useQuery({
    queryKey: ['assets', 'one', id],
    queryFn: ({ signal }) => api.get<{ data: Asset }>(`/assets/${encodeURIComponent(id)}`, signal).then((reply) => reply.data),
  });
}
