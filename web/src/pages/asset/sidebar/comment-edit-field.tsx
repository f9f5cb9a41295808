import { useId, useState, type KeyboardEvent } from 'react';
import type { Comment } from '@review/contract/comments';
import { EDIT_HINT } from '@review/contract/comments';
import { MentionTextarea } from '../../../features/comments/mention-textarea.tsx';
import { mentionedIds } from '../../../features/comments/mentions.ts';
import { useUpdateComment } from '../../../features/comments/use-update-comment.ts';
import { SaveCancel } from '../../../ui/save-cancel.tsx';
import { useReviewContext } from './review-context.ts';

/** Edit mode of a comment or reply: Enter saves (if the trimmed text is not empty), Esc cancels. */
export function CommentEditField({ comment }: { comment: Comment }) {
  const { asset, people, setEditingId } = useReviewContext();
  const [text, setText] = useState(comment.content);
  const update = useUpdateComment(asset.id);
  const hintId = useId();
  const content = text.trim();
  const close = () => setEditingId(null);

  function save() {
    if (!content || update.isPending) return;
    if (content === comment.content) return close();
    update.mutate({ id: comment.id, change: { content, mentions: mentionedIds(content, people) } }, { onSuccess: close });
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  }

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
