import { useId, useState } from 'react';
import { TextField, type TextFieldProps } from './field.tsx';
import { useIntl } from 'react-intl';

/** A labelled password input whose value can be shown, to check what was typed before it is handed out. */
export function PasswordField({ id, ...props }: Omit<TextFieldProps, 'type' | 'action'>) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const [isShown, setIsShown] = useState(false);
  const intl = useIntl();
  const toggle = (
    <button
      type="button"
      aria-label={intl.formatMessage({ id: isShown ? 'shell.password.hideLabel' : 'shell.password.showLabel' })}
      aria-controls={inputId}
      onClick={() => setIsShown((shown) => !shown)}
      className="rounded px-2 text-xs font-medium text-muted hover:bg-subtle hover:text-fg"
    >
      {intl.formatMessage({ id: isShown ? 'shell.password.hide' : 'shell.password.show' })}
    </button>
  );
  return <TextField id={inputId} type={isShown ? 'text' : 'password'} action={toggle} {...props} />;
}
