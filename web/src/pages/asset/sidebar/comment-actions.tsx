import type { Comment } from '@review/contract/comments';
import { DELETE_COMMENT_CONFIRM, DELETE_REPLY_CONFIRM } from '@review/contract/comments';
import { PencilIcon, ReopenIcon, ReplyIcon, ResolveIcon, TrashIcon } from '../../../features/comments/comment-icons.tsx';
import { useDeleteComment } from '../../../features/comments/use-delete-comment.ts';
import { useToggleResolved } from '../../../features/comments/use-toggle-resolved.ts';
import { useReviewParams } from '../../../features/assets/review-params.ts';
import { ActionButton } from './action-button.tsx';
import { useReviewContext } from './review-context.ts';

export interface CommentActionsProps {
  comment: Comment;
  isReplying?: boolean;
  onToggleReply?: () => void;
}

/** Reply (toggles with Cancel), Edit, Delete and Resolve/Reopen, each shown only to who may use it. */
export function CommentActions({ comment, isReplying, onToggleReply }: CommentActionsProps) {
  const { asset, user, rights, editingId, setEditingId, selectedId } = useReviewContext();
  const { update } = useReviewParams();
  const remove = useDeleteComment(asset.id);
  const toggleResolved = useToggleResolved(asset.id);
  const isReply = comment.parent_id !== null;

  function handleDelete() {
    if (!window.confirm(isReply ? DELETE_REPLY_CONFIRM : DELETE_COMMENT_CONFIRM)) return;
    remove.mutate(comment.id, {
      onSuccess: () => {
        if (selectedId === comment.id) update({ comment: null });
        if (editingId === comment.id) setEditingId(null);
      },
    });
  }

  return (
    <div className="flex flex-wrap items-center gap-x-1 gap-y-1">
      {onToggleReply && (
        <ActionButton aria-expanded={isReplying} onClick={onToggleReply}>
          {isReplying ? 'Cancel' : (
            <>
              <ReplyIcon /> Reply
            </>
          )}
        </ActionButton>
      )}
      {rights.canEdit(comment) && editingId !== comment.id && (
        <ActionButton onClick={() => setEditingId(comment.id)}>
          <PencilIcon /> Edit
        </ActionButton>
      )}
      {rights.canDelete(comment) && (
        <ActionButton tone="danger" disabled={remove.isPending} onClick={handleDelete}>
          <TrashIcon /> Delete
        </ActionButton>
      )}
      {!isReply && (
        <ActionButton
          className="ml-auto"
          onClick={() => toggleResolved.mutate({ comment, user, latestVersion: asset.versions[0]?.version ?? comment.version.version })}
        >
          {comment.is_resolved ? <ReopenIcon /> : <ResolveIcon />} {comment.is_resolved ? 'Reopen' : 'Resolve'}
        </ActionButton>
      )}
    </div>
  );
}
