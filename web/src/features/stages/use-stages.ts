import { useQuery } from '@tanstack/react-query';
import type { StageListReply } from '@review/contract/stages';
import { api } from '../../lib/api-client.ts';
import { stagesKey } from './stages-keys.ts';

/** `GET /assets/{id}/stages` → the stages in order, where a new version restarts, and whether I may manage them. */
export function useStages(assetId: number) {
  return useQuery({
    queryKey: stagesKey(assetId),
    queryFn: ({ signal }) => api.get<StageListReply>(`/assets/${assetId}/stages`, signal),
  });
}
