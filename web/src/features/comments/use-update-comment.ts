import type { CommentMessageReply } from '@review/contract/comments';
import { api } from '../../lib/api-client.ts';
import { useCommentMutation } from './use-comment-mutation.ts';

type Change = { content: string; mentions: number[] } | { remove_attachment: string };

/** `PUT /comments/{id}`: new text (edit), or `{remove_attachment: path}`. Only the author may. */
export function useUpdateComment(assetId: number) {
  return useCommentMutation(assetId, {
    mutationFn: ({ id, change }: { id: number; change: Change }) => api.put<CommentMessageReply>(`/comments/${id}`, change),
  });
}
