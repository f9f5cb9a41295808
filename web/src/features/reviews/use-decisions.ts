import { useQuery } from '@tanstack/react-query';
import type { DecisionRecord } from '@review/contract/reviews';
import { api } from '../../lib/api-client.ts';
import { decisionsKey } from './reviews-keys.ts';

/** `GET /assets/{id}/decisions` → every decision ever made, newest first; read only while `enabled`. */
export function useDecisions(assetId: number, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: decisionsKey(assetId),
    queryFn: ({ signal }) => api.get<{ data: DecisionRecord[] }>(`/assets/${assetId}/decisions`, signal).then((reply) => reply.data),
    enabled,
  });
}
