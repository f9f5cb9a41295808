import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { DELETE_COMMENT_CONFIRM, DELETE_REPLY_CONFIRM, type Comment } from '@review/contract/comments';
import { useDeleteGuestComment } from '../../features/sharing/use-own-guest-comment.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { guestErrorText } from './guest-error-text.ts';

/** Edit and Delete (after a confirmation) of a comment this browser wrote through the link. */
export function OwnCommentActions({ token, comment, onEdit }: { token: string; comment: Comment; onEdit: () => void }) {
  const remove = useDeleteGuestComment(token, comment.id);
  const [isConfirming, setIsConfirming] = useState(false);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const isReply = comment.parent_id !== null;

  function handleDelete() {
    remove.mutate(undefined, {
      onSuccess: (reply) => {
        setIsConfirming(false);
        toast.success(reply.message);
      },
    });
  }

  return (
    <div className="-ml-2 flex gap-1">
      <Button variant="ghost" size="sm" className="h-7 px-2 text-xs text-muted" onClick={onEdit}>
        Edit
      </Button>
      <Button ref={deleteRef} variant="ghost" size="sm" className="h-7 px-2 text-xs text-danger!" onClick={() => setIsConfirming(true)}>
        Delete
      </Button>
      {isConfirming && (
        <ConfirmDialog
          title={isReply ? 'Delete reply' : 'Delete comment'}
          confirmLabel="Delete"
          pendingLabel="Deleting..."
          isPending={remove.isPending}
          error={remove.error ? guestErrorText(remove.error) : undefined}
          onConfirm={handleDelete}
          onClose={() => setIsConfirming(false)}
          returnFocusTo={deleteRef}
        >
          {isReply ? DELETE_REPLY_CONFIRM : DELETE_COMMENT_CONFIRM}
        </ConfirmDialog>
      )}
    </div>
  );
}
