import { useIntl } from 'react-intl';
import type { Comment } from '@review/contract/comments';
import { ErrorText } from '../../ui/field.tsx';
import { SaveCancel } from '../../ui/save-cancel.tsx';
import { MentionTextarea } from './mention-textarea.tsx';
import type { MentionPerson } from './mentions.ts';
import { useCommentEditor } from './use-comment-editor.ts';

export interface CommentEditorProps {
  comment: Comment;
  /** Who '@' suggests (members); none for a review link's guest. */
  people: readonly MentionPerson[];
  isPending: boolean;
  /** Why the last save was refused, when the caller shows it here. */
  error?: string | undefined;
  /** Saves the changed, trimmed text; the caller closes the editor once it went through. */
  onSave: (content: string) => void;
  onClose: () => void;
}

/** A comment or reply in edit mode, a member's or a guest's own: Enter saves (unless empty), Esc cancels. */
export function CommentEditor({ comment, people, isPending, error, onSave, onClose }: CommentEditorProps) {
  const intl = useIntl();
  const { text, setText, content, hintId, save, handleKeyDown } = useCommentEditor({ initial: comment.content, isPending, onSave, onClose });
  return (
    <div className="flex flex-col gap-1.5">
      <MentionTextarea
        aria-label={intl.formatMessage({ id: comment.parent_id === null ? 'review.commentEditor.editComment' : 'review.commentEditor.editReply' })}
        aria-describedby={hintId}
        aria-invalid={!content || undefined}
        value={text}
        onValueChange={setText}
        people={people}
        onKeyDown={handleKeyDown}
        readOnly={isPending}
        rows={2}
        autoFocus
      />
      <p id={hintId} className="text-xs text-muted">
        {intl.formatMessage({ id: 'review.commentEditor.hint' })}
      </p>
      <ErrorText>{error}</ErrorText>
      <SaveCancel label={intl.formatMessage({ id: 'review.common.save' })} pendingLabel={intl.formatMessage({ id: 'review.common.saving' })} isPending={isPending} disabled={!content} onSave={save} onCancel={onClose} />
    </div>
  );
}
