import { useQuery } from '@tanstack/react-query';
import type { Variation } from '@review/contract/assets';
import { api } from '../../lib/api-client.ts';
import { variationsKey } from './assets-keys.ts';

/** `GET /variations?version={id}` → the version's design files, in label order (1A, 1B, ...). */
export function useVariations(versionId: number | string) {
  return useQuery({
    queryKey: variationsKey(versionId),
    queryFn: ({ signal }) => api.get<{ data: Variation[] }>(`/variations?version=${encodeURIComponent(versionId)}`, signal).then((reply) => reply.data),
  });
}
