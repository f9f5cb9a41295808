import { useId, useRef } from 'react';
import { toast } from 'sonner';
import { Button } from './button.tsx';
import { Input } from './field.tsx';
import { WarningIcon } from './icons.tsx';
import { FormattedMessage, useIntl } from 'react-intl';

export interface OneTimeSecretProps {
  /** Names the value, e.g. 'Your new token'. */
  label: string;
  value: string;
  /** Said when the value is copied. */
  copiedMessage: string;
  onDone: () => void;
}

/** A secret the server shows only once: the value to copy, a warning that it will not be shown again, and Done. */
export function OneTimeSecret({ label, value, copiedMessage, onDone }: OneTimeSecretProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const intl = useIntl();

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(copiedMessage);
    } catch {
      // Where the clipboard is refused, the value is left selected to copy by hand.
      inputRef.current?.select();
      toast.error(intl.formatMessage({ id: 'shell.secret.copyFailed' }));
    }
  }

  return (
    <div className="flex flex-col gap-3 rounded-md border border-line bg-subtle p-4">
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <Input ref={inputRef} id={inputId} readOnly value={value} onFocus={(event) => event.target.select()} className="font-mono text-xs" />
        <Button variant="primary" onClick={() => void handleCopy()}>
          <FormattedMessage id="shell.secret.copy" />
        </Button>
      </div>
      <p className="flex items-start gap-2 text-sm">
        <span className="mt-0.5 shrink-0 text-muted">
          <WarningIcon />
        </span>
        <FormattedMessage id="shell.secret.warning" />
      </p>
      <div>
        <Button variant="secondary" size="sm" onClick={onDone}>
          <FormattedMessage id="shell.secret.done" />
        </Button>
      </div>
    </div>
  );
}
