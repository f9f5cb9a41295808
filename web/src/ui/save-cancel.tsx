import clsx from 'clsx';
import { Button } from './button.tsx';
import { FormattedMessage } from 'react-intl';

interface SaveCancelProps {
  /** The save button's label, and what it says while the save is under way. */
  label: string;
  pendingLabel: string;
  isPending: boolean;
  /** Besides while pending. */
  disabled?: boolean;
  /** Without it the save button submits its form. */
  onSave?: () => void;
  onCancel: () => void;
  className?: string;
}

/** The small save-or-cancel pair under an inline form. */
export function SaveCancel({ label, pendingLabel, isPending, disabled = false, onSave, onCancel, className }: SaveCancelProps) {
  return (
    <div className={clsx('flex flex-wrap gap-2', className)}>
      <Button type={onSave ? 'button' : 'submit'} size="sm" disabled={disabled || isPending} onClick={onSave}>
        {isPending ? pendingLabel : label}
      </Button>
      <Button size="sm" variant="ghost" onClick={onCancel}>
        <FormattedMessage id="shell.cancel" />
      </Button>
    </div>
  );
}
