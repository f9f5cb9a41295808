import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StageListMessageReplySchema } from '@review/contract/stages';
import type { z } from 'zod';
import { api } from '../../lib/api-client.ts';
import { invalidateAfterReviewChange } from '../reviews/invalidate-after-review.ts';
import { showStageList } from './show-stage-list.ts';

type StageListMessageReply = z.infer<typeof StageListMessageReplySchema>;

/** `POST /assets/{id}/stages/{stage_id}/start`: a manager starts a waiting stage by hand. */
export function useStartStage(assetId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stageId: number) => api.post<StageListMessageReply>(`/assets/${assetId}/stages/${stageId}/start`),
    onSuccess: (reply) => showStageList(queryClient, assetId, reply),
    onSettled: () => invalidateAfterReviewChange(queryClient, assetId),
  });
}
