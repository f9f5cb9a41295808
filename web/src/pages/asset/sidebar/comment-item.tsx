import type { Comment } from '@review/contract/comments';
import { CommentAttachments } from './comment-attachments.tsx';
import { CommentContent } from './comment-content.tsx';
import { CommentEditField } from './comment-edit-field.tsx';
import { CommentFooter } from './comment-footer.tsx';
import { CommentHeader } from './comment-header.tsx';
import { useReviewContext } from './review-context.ts';

export interface CommentItemProps {
  comment: Comment;
  /** Top-level comments only: whether the reply box is open, and its toggle. */
  isReplying?: boolean;
  onToggleReply?: () => void;
}

/** One comment or reply: who and when, the text (or its edit field), attachments, reactions, actions. */
export function CommentItem({ comment, isReplying, onToggleReply }: CommentItemProps) {
  const { editingId } = useReviewContext();
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <CommentHeader comment={comment} />
      {editingId === comment.id ? <CommentEditField comment={comment} /> : <CommentContent text={comment.content} />}
      {comment.attachment.length > 0 && <CommentAttachments comment={comment} />}
      <CommentFooter comment={comment} isReplying={isReplying} onToggleReply={onToggleReply} />
    </div>
  );
}
