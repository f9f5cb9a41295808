import type { Comment } from '@review/contract/comments';
import { CommentEditor } from '../../../features/comments/comment-editor.tsx';
import { mentionedIds } from '../../../features/comments/mentions.ts';
import { useReviewSource } from '../source/review-source.ts';
import { useReviewContext } from './review-context.ts';

/** Edit mode of one's own comment or reply, with '@' for the project's people (a member's); a refusal shows under it. */
export function CommentEditField({ comment }: { comment: Comment }) {
  const { writes, marks } = useReviewSource();
  const { setEditingId } = useReviewContext();
  const edit = writes.useEdit(comment);
  const close = () => setEditingId(null);
  return (
    <CommentEditor
      comment={comment}
      people={marks.people}
      isPending={edit.isPending}
      error={edit.error}
      onSave={(changed) => edit.mutate({ content: changed, mentions: mentionedIds(changed, marks.people) }, { onSuccess: close })}
      onClose={close}
    />
  );
}
