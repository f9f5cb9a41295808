import type { RefObject } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';

export interface DiscardCommentDialogProps {
  /** What goes with the comment, e.g. 'What you typed and drew will be lost.' */
  loss: string;
  onDiscard: () => void;
  /** Escape, Keep editing or a click beside the question: back to the comment. */
  onKeepEditing: () => void;
  /** The comment's text field, which gets the focus back. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** Asked before a comment box with typed text closes, whichever way it was asked to. */
export function DiscardCommentDialog({ loss, onDiscard, onKeepEditing, returnFocusTo }: DiscardCommentDialogProps) {
  const intl = useIntl();
  return (
    <ConfirmDialog
      title={intl.formatMessage({ id: 'review.discard.title' })}
      confirmLabel={intl.formatMessage({ id: 'review.discard.confirm' })}
      cancelLabel={intl.formatMessage({ id: 'review.discard.keep' })}
      onConfirm={onDiscard}
      onClose={onKeepEditing}
      returnFocusTo={returnFocusTo}
    >
      {loss}
    </ConfirmDialog>
  );
}
