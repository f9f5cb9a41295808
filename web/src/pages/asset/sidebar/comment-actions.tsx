import { useIntl } from 'react-intl';
import type { Comment } from '@review/contract/comments';
import { PencilIcon, ReplyIcon, TrashIcon } from '../../../features/comments/comment-icons.tsx';
import { useReviewParams } from '../../../features/assets/review-params.ts';
import { ErrorText } from '../../../ui/field.tsx';
import { useReviewSource } from '../source/review-source.ts';
import { ActionButton } from './action-button.tsx';
import { useReviewContext } from './review-context.ts';

export interface CommentActionsProps {
  comment: Comment;
  isReplying?: boolean;
  onToggleReply?: () => void;
}

/** Reply (toggles with Cancel), Edit and Delete, each shown only to who may use it (the source's capabilities). */
export function CommentActions({ comment, isReplying, onToggleReply }: CommentActionsProps) {
  const intl = useIntl();
  const { can, writes } = useReviewSource();
  const { editingId, setEditingId, selectedId } = useReviewContext();
  const { update } = useReviewParams();
  const remove = writes.useDelete(comment);
  const isReply = comment.parent_id !== null;

  function handleDelete() {
    // The spec's confirm texts (DELETE_COMMENT_CONFIRM, DELETE_REPLY_CONFIRM in the contract) are the English messages.
    if (!window.confirm(intl.formatMessage({ id: isReply ? 'asset.comment.deleteReplyConfirm' : 'asset.comment.deleteConfirm' }))) return;
    remove.mutate(undefined, {
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
            intl.formatMessage({ id: 'asset.common.cancel' })
          ) : (
            <>
              <ReplyIcon /> {intl.formatMessage({ id: 'asset.reply.label' })}
            </>
          )}
        </ActionButton>
      )}
      {can.edit(comment) && editingId !== comment.id && (
        <ActionButton onClick={() => setEditingId(comment.id)}>
          <PencilIcon /> {intl.formatMessage({ id: 'asset.comment.edit' })}
        </ActionButton>
      )}
      {can.delete(comment) && (
        <ActionButton tone="danger" disabled={remove.isPending} onClick={handleDelete}>
          <TrashIcon /> {intl.formatMessage({ id: 'asset.common.delete' })}
        </ActionButton>
      )}
      {remove.error && (
        <div className="basis-full px-1">
          <ErrorText>{remove.error}</ErrorText>
        </div>
      )}
    </>
  );
}
