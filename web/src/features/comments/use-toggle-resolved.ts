import { useQueryClient } from '@tanstack/react-query';
import type { Comment, CommentMessageReply } from '@review/contract/comments';
import type { User } from '@review/contract/user';
import { api } from '../../lib/api-client.ts';
import { patchComment } from './patch-comments.ts';
import { useCommentMutation } from './use-comment-mutation.ts';
import { commentsKey } from './use-comments.ts';

export interface ResolveTarget {
  comment: Comment;
  /** Who is resolving, shown at once as the resolver. */
  user: User;
  /** The asset's newest version number, where the server records the resolution. */
  latestVersion: number;
}

function toggled({ comment, user, latestVersion }: ResolveTarget): Comment {
  if (comment.is_resolved) return { ...comment, is_resolved: false, resolved_by: null, resolved_at: null, resolved_version: null };
  const { id, first_name, last_name, email, avatar } = user;
  return { ...comment, is_resolved: true, resolved_by: { id, first_name, last_name, email, avatar }, resolved_at: new Date().toISOString(), resolved_version: latestVersion };
}

/**
 * `GET /comments-resolve/{id}` resolves an open thread or reopens a resolved one. The list changes
 * before the server answers (spec: on the Resolved tab a reopened comment leaves at once), and is
 * put back if the server refuses.
 */
export function useToggleResolved(assetId: number) {
  const queryClient = useQueryClient();
  const key = commentsKey(assetId);
  return useCommentMutation(assetId, {
    mutationFn: ({ comment }: ResolveTarget) => api.get<CommentMessageReply>(`/comments-resolve/${comment.id}`),
    onMutate: async (target) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Comment[]>(key);
      queryClient.setQueryData<Comment[]>(key, (list) => patchComment(list, target.comment.id, () => toggled(target)));
      return { previous };
    },
    onError: (_error, _target, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
  });
}
