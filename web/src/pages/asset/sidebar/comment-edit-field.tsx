import type { Comment } from '@review/contract/comments';
import { CommentEditor } from '../../../features/comments/comment-editor.tsx';
import { mentionedIds } from '../../../features/comments/mentions.ts';
import { useUpdateComment } from '../../../features/comments/use-update-comment.ts';
import { useReviewContext } from './review-context.ts';

/** Edit mode of a member's comment or reply, with '@' for the project's people. */
export function CommentEditField({ comment }: { comment: Comment }) {
  const { asset, people, setEditingId } = useReviewContext();
  const update = useUpdateComment(asset.id);
  const close = () => setEditingId(null);
  return (
    <CommentEditor
      comment={comment}
      people={people}
      isPending={update.isPending}
      onSave={(changed) => update.mutate({ id: comment.id, change: { content: changed, mentions: mentionedIds(changed, people) } }, { onSuccess: close })}
      onClose={close}
    />
  );
}
