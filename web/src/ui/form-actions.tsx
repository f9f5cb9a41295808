import { Button } from './button.tsx';
import { useIntl } from 'react-intl';

interface FormActionsProps {
  /** The submit button's label, and what it says while the form is being sent. */
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  cancelLabel?: string;
  onCancel: () => void;
}

/** Cancel and submit, right-aligned, at the foot of a form in a panel or dialog. */
export function FormActions({ submitLabel, pendingLabel, isPending, cancelLabel, onCancel }: FormActionsProps) {
  const intl = useIntl();
  return (
    <div className="flex justify-end gap-2">
      <Button variant="secondary" onClick={onCancel}>
        {cancelLabel ?? intl.formatMessage({ id: 'shell.cancel' })}
      </Button>
      <Button type="submit" disabled={isPending}>
        {isPending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}
