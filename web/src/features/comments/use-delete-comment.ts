import type { MessageReply } from '@review/contract/errors';
import { api } from '../../lib/api-client.ts';
import { useCommentMutation } from './use-comment-mutation.ts';

/** `DELETE /comments/{id}`: a comment goes with its replies. The author, the owner or an admin may. */
export function useDeleteComment(assetId: number) {
  return useCommentMutation(assetId, {
    mutationFn: (id: number) => api.delete<MessageReply>(`/comments/${id}`),
  });
}
