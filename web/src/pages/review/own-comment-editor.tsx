import { EDIT_HINT, type Comment } from '@review/contract/comments';
import { useCommentEditor } from '../../features/comments/use-comment-editor.ts';
import { useEditGuestComment } from '../../features/sharing/use-own-guest-comment.ts';
import { ErrorText } from '../../ui/field.tsx';
import { SaveCancel } from '../../ui/save-cancel.tsx';
import { guestErrorText } from './guest-error-text.ts';

/** A guest's own comment or reply in edit mode, as members edit theirs: Enter saves (unless empty), Esc cancels. */
export function OwnCommentEditor({ token, comment, onClose }: { token: string; comment: Comment; onClose: () => void }) {
  const edit = useEditGuestComment(token, comment.id);
  const { text, setText, content, hintId, save, handleKeyDown } = useCommentEditor({
    initial: comment.content,
    isPending: edit.isPending,
    onSave: (changed) => edit.mutate({ content: changed }, { onSuccess: onClose }),
    onClose,
  });

  return (
    <div className="flex flex-col gap-1.5">
      <textarea
        aria-label={comment.parent_id === null ? 'Edit comment' : 'Edit reply'}
        aria-describedby={hintId}
        aria-invalid={!content || undefined}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={handleKeyDown}
        readOnly={edit.isPending}
        rows={2}
        autoFocus
        className="block w-full resize-y rounded-md border border-line bg-surface px-3 py-2 text-sm"
      />
      <p id={hintId} className="text-xs text-muted">
        {EDIT_HINT}
      </p>
      <ErrorText>{edit.error ? guestErrorText(edit.error) : undefined}</ErrorText>
      <SaveCancel label="Save" pendingLabel="Saving..." isPending={edit.isPending} disabled={!content} onSave={save} onCancel={onClose} />
    </div>
  );
}
