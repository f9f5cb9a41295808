import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StageListMessageReplySchema, UpdateStagesBody } from '@review/contract/stages';
import type { z } from 'zod';
import { api } from '../../lib/api-client.ts';
import { invalidateAfterReviewChange } from '../reviews/invalidate-after-review.ts';
import { showStageList } from './show-stage-list.ts';

type StageListMessageReply = z.infer<typeof StageListMessageReplySchema>;

/** `PUT /assets/{id}/stages` with the whole list (or `{template_id}`); the reply's stages are shown at once. */
export function useUpdateStages(assetId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateStagesBody) => api.put<StageListMessageReply>(`/assets/${assetId}/stages`, body),
    onSuccess: (reply) => showStageList(queryClient, assetId, reply),
    onSettled: () => invalidateAfterReviewChange(queryClient, assetId),
  });
}
