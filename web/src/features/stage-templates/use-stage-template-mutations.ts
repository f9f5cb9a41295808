import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MessageReply } from '@review/contract/errors';
import type { StageTemplateBody, StageTemplateMessageReplySchema } from '@review/contract/stages';
import { api } from '../../lib/api-client.ts';
import { stageTemplatesKey } from '../stages/stages-keys.ts';

type StageTemplateMessageReply = z.infer<typeof StageTemplateMessageReplySchema>;

/** The list is read with `useStageTemplates` (features/stages), which the stages editor's template picker shares. */
function useRefreshTemplates(projectId: number) {
  const queryClient = useQueryClient();
  // Saving a default also unsets the previous one: the whole list is read again.
  return () => queryClient.invalidateQueries({ queryKey: stageTemplatesKey(projectId) });
}

/** `POST /projects/{id}/stage-templates`. */
export function useCreateStageTemplate(projectId: number) {
  const refresh = useRefreshTemplates(projectId);
  return useMutation({
    mutationFn: (body: StageTemplateBody) => api.post<StageTemplateMessageReply>(`/projects/${projectId}/stage-templates`, body),
    onSettled: refresh,
  });
}

/** `PUT /projects/{id}/stage-templates/{template_id}`, sent whole by the editor. */
export function useUpdateStageTemplate(projectId: number) {
  const refresh = useRefreshTemplates(projectId);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: StageTemplateBody }) => api.put<StageTemplateMessageReply>(`/projects/${projectId}/stage-templates/${id}`, body),
    onSettled: refresh,
  });
}

/** `DELETE /projects/{id}/stage-templates/{template_id}`. */
export function useDeleteStageTemplate(projectId: number) {
  const refresh = useRefreshTemplates(projectId);
  return useMutation({
    mutationFn: (id: number) => api.delete<MessageReply>(`/projects/${projectId}/stage-templates/${id}`),
    onSettled: refresh,
  });
}
