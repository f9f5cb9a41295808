import { useQueryClient } from '@tanstack/react-query';
import type { Comment, CommentMessageReply } from '@review/contract/comments';
import type { User } from '@review/contract/user';
import { api } from '../../lib/api-client.ts';
import { patchComment } from './patch-comments.ts';
import { useCommentMutation } from './use-comment-mutation.ts';
import { commentsKey } from './use-comments.ts';

export interface ReactionToggle {
  commentId: number;
  /** The emoji itself. */
  reaction: string;
  user: User;
}

/** Adds the user's reaction, or takes it back if they had already given that emoji. */
function toggleOwnReaction(comment: Comment, { reaction, user }: ReactionToggle): Comment {
  const isOwn = (r: Comment['reactions'][number]) => r.user_id === user.id && r.reaction === reaction;
  if (comment.reactions.some(isOwn)) return { ...comment, reactions: comment.reactions.filter((r) => !isOwn(r)) };
  const pending = { id: -Date.now(), reaction, user_id: user.id, user: { first_name: user.first_name, last_name: user.last_name } };
  return { ...comment, reactions: [...comment.reactions, pending] };
}

/** `POST /comments-react {reaction, comment_id}`: toggles the user's emoji, shown before the server answers. */
export function useReactToComment(assetId: number) {
  const queryClient = useQueryClient();
  const key = commentsKey(assetId);
  return useCommentMutation(assetId, {
    mutationFn: ({ commentId, reaction }: ReactionToggle) => api.post<CommentMessageReply>('/comments-react', { reaction, comment_id: commentId }),
    onMutate: async (toggle) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Comment[]>(key);
      queryClient.setQueryData<Comment[]>(key, (list) => patchComment(list, toggle.commentId, (comment) => toggleOwnReaction(comment, toggle)));
      return { previous };
    },
    onError: (_error, _toggle, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
  });
}
