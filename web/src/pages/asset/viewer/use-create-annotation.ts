import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comment, CommentMessageReply } from '@review/contract/comments';
import { api } from '../../../lib/api-client.ts';
import type { AnnotationRequestBody } from '../../../annotate/annotation-body.ts';
import { invalidateAfterCommentChange } from '../../../features/comments/comment-keys.ts';
import { commentsKey } from '../../../features/comments/use-comments.ts';
import type { FrameSpanBody } from '../../../features/video/frame-span.ts';

/**
 * `POST /annotation-comments`, with the members it mentions (and on a video, its frames). The new comment joins the cached list
 * at once, so its marker replaces the drawing without a flicker; then the comments, asset and history
 * refresh. Failures are left to the form, which keeps its text and shows the server's message.
 */
export function useCreateAnnotation(assetId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AnnotationRequestBody & Partial<FrameSpanBody> & { mentions: number[] }) => api.post<CommentMessageReply>('/annotation-comments', body),
    onSuccess: async (reply) => {
      queryClient.setQueryData<Comment[]>(commentsKey(assetId), (list) => (list ? [...list, reply.data] : list));
      await invalidateAfterCommentChange(queryClient, assetId);
    },
  });
}
