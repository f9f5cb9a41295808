import { useQuery } from '@tanstack/react-query';
import type { Version } from '@review/contract/assets';
import { api } from '../../lib/api-client.ts';
import { versionsKey } from './assets-keys.ts';

/** `GET /versions?asset={id}` → the asset's versions, newest first, each with its variations. */
export function useVersions(assetId: number | string | null) {
  return useQuery({
    queryKey: versionsKey(assetId ?? ''),
    queryFn: ({ signal }) => api.get<{ data: Version[] }>(`/versions?asset=${encodeURIComponent(assetId ?? '')}`, signal).then((reply) => reply.data),
    enabled: assetId !== null,
  });
}
