import { useQuery } from '@tanstack/react-query';
import type { Asset } from '@review/contract/assets';
import { api } from '../../lib/api-client.ts';
import { assetKey } from './assets-keys.ts';

/** `GET /assets/{id}` → `{data: asset}`; `enabled` false asks nothing (a caller that needs it only sometimes). */
export function useAsset(id: string, enabled = true) {
  return useQuery({
    queryKey: assetKey(id),
    enabled,
    queryFn: ({ signal }) => api.get<{ data: Asset }>(`/assets/${encodeURIComponent(id)}`, signal).then((reply) => reply.data),
  });
}
