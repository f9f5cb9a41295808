import type { Comment } from '@review/contract/comments';
import { EDIT_HINT } from '@review/contract/comments';
import { MentionTextarea } from '../../../features/comments/mention-textarea.tsx';
import { mentionedIds } from '../../../features/comments/mentions.ts';
import { useCommentEditor } from '../../../features/comments/use-comment-editor.ts';
import { useUpdateComment } from '../../../features/comments/use-update-comment.ts';
import { SaveCancel } from '../../../ui/save-cancel.tsx';
import { useReviewContext } from './review-context.ts';

/** Edit mode of a comment or reply: Enter saves (if the trimmed text is not empty), Esc cancels. */
export function CommentEditField({ comment }: { comment: Comment }) {
  const { asset, people, setEditingId } = useReviewContext();
  const update = useUpdateComment(asset.id);
  const close = () => setEditingId(null);
  const { text, setText, content, hintId, save, handleKeyDown } = useCommentEditor({
    initial: comment.content,
    isPending: update.isPending,
    onSave: (changed) => update.mutate({ id: comment.id, change: { content: changed, mentions: mentionedIds(changed, people) } }, { onSuccess: close }),
    onClose: close,
  });

  return (
    <div className="flex flex-col gap-1.5">
      <MentionTextarea
        aria-label={comment.parent_id === null ? 'Edit comment' : 'Edit reply'}
        aria-describedby={hintId}
        aria-invalid={!content || undefined}
        value={text}
        onValueChange={setText}
        people={people}
        onKeyDown={handleKeyDown}
        readOnly={update.isPending}
        rows={2}
        autoFocus
      />
      <p id={hintId} className="text-xs text-muted">
        {EDIT_HINT}
      </p>
      <SaveCancel label="Save" pendingLabel="Saving..." isPending={update.isPending} disabled={!content} onSave={save} onCancel={close} />
    </div>
  );
}
