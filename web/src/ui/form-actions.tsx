import { Button } from './button.tsx';

interface FormActionsProps {
  /** The submit button's label, and what it says while the form is being sent. */
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  cancelLabel?: string;
  onCancel: () => void;
}

/** Cancel and submit, right-aligned, at the foot of a form in a panel or dialog. */
export function FormActions({ submitLabel, pendingLabel, isPending, cancelLabel = 'Cancel', onCancel }: FormActionsProps) {
  return (
    <div className="flex justify-end gap-2">
      <Button variant="secondary" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" disabled={isPending}>
        {isPending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}
