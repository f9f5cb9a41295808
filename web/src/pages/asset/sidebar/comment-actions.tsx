import type { Comment } from '@review/contract/comments';
import { DELETE_COMMENT_CONFIRM, DELETE_REPLY_CONFIRM } from '@review/contract/comments';
import { PencilIcon, ReplyIcon, TrashIcon } from '../../../features/comments/comment-icons.tsx';
import { useDeleteComment } from '../../../features/comments/use-delete-comment.ts';
import { useReviewParams } from '../../../features/assets/review-params.ts';
import { ActionButton } from './action-button.tsx';
import { useReviewContext } from './review-context.ts';

export interface CommentActionsProps {
  comment: Comment;
  isReplying?: boolean;
  onToggleReply?: () => void;
}

/** Reply (toggles with Cancel), Edit and Delete, each shown only to who may use it. */
export function CommentActions({ comment, isReplying, onToggleReply }: CommentActionsProps) {
  const { asset, rights, editingId, setEditingId, selectedId } = useReviewContext();
  const { update } = useReviewParams();
  const remove = useDeleteComment(asset.id);
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
    <>
      {onToggleReply && (
        <ActionButton aria-expanded={isReplying} onClick={onToggleReply}>
          {isReplying ? (
            'Cancel'
          ) : (
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
    </>
  );
}
