import type { Comment } from '@review/contract/comments';
import { CommentEditor } from '../../features/comments/comment-editor.tsx';
import { useEditGuestComment } from '../../features/sharing/use-own-guest-comment.ts';
import { guestErrorText } from './guest-error-text.ts';

/** A guest's own comment or reply in edit mode, as members edit theirs, through the link; the server's refusal shows under it. */
export function OwnCommentEditor({ token, comment, onClose }: { token: string; comment: Comment; onClose: () => void }) {
  const edit = useEditGuestComment(token, comment.id);
  return (
    <CommentEditor
      comment={comment}
      people={[]}
      isPending={edit.isPending}
      error={edit.error ? guestErrorText(edit.error) : undefined}
      onSave={(changed) => edit.mutate({ content: changed }, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
