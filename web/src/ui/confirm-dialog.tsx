import { useRef, type ReactNode, type RefObject } from 'react';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import { ErrorText } from './field.tsx';
import { useIntl } from 'react-intl';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The button that backs out; 'Cancel' unless the question needs its own words. */
  cancelLabel?: string;
  /** Label while the confirmed action runs. */
  pendingLabel?: string;
  isPending?: boolean;
  /** The action's failure, shown above the buttons. */
  error?: string;
  tone?: 'primary' | 'danger';
  onConfirm: () => void;
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
  /**
   * The button focused as it opens: the safe one (Cancel) unless the question follows an action the
   * person already chose by keyboard, where Enter again confirms it.
   */
  focus?: 'cancel' | 'confirm';
}

/** Asks before an action that cannot be undone; Cancel (focused first, unless told otherwise) or the action. */
export function ConfirmDialog({ title, children, confirmLabel, cancelLabel, pendingLabel, isPending = false, error, tone = 'danger', onConfirm, onClose, returnFocusTo, focus = 'cancel' }: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const intl = useIntl();
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog title={title} description={children} onClose={onClose} returnFocusTo={returnFocusTo} initialFocus={focus === 'cancel' ? cancelRef : confirmRef}>
      <div className="flex flex-col gap-4">
        <ErrorText>{error}</ErrorText>
        <div className="flex justify-end gap-2">
          <Button ref={cancelRef} variant="secondary" onClick={onClose}>
            {cancelLabel ?? intl.formatMessage({ id: 'shell.cancel' })}
          </Button>
          <Button ref={confirmRef} variant={tone === 'danger' ? 'danger' : 'primary'} disabled={isPending} onClick={onConfirm}>
            {isPending ? (pendingLabel ?? confirmLabel) : confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
