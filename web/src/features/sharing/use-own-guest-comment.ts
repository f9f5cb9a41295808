import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommentMessageReply } from '@review/contract/comments';
import type { MessageReply } from '@review/contract/errors';
import type { GuestCommentEditBody } from '@review/contract/sharing';
import { api } from '../../lib/api-client.ts';
import { publicReviewPath, publicReviewsKey } from './public-review-keys.ts';

const commentPath = (token: string, commentId: number) => `${publicReviewPath(token)}/comments/${commentId}`;

/** `PUT /public/reviews/{token}/comments/{id}`: a comment this browser wrote through the link, changed. */
export function useEditGuestComment(token: string, commentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GuestCommentEditBody) => api.put<CommentMessageReply>(commentPath(token, commentId), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publicReviewsKey(token) }),
  });
}

/** `DELETE /public/reviews/{token}/comments/{id}`: a comment this browser wrote through the link, removed. */
export function useDeleteGuestComment(token: string, commentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<MessageReply>(commentPath(token, commentId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publicReviewsKey(token) }),
  });
}
