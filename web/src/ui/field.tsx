import clsx from 'clsx';
import { useId, type ComponentProps, type ReactNode } from 'react';

const CONTROL = clsx(
  'block h-10 w-full min-w-0 rounded-md border border-line bg-surface px-3 text-sm text-fg placeholder:text-muted',
  'aria-[invalid=true]:border-danger read-only:bg-subtle read-only:text-muted disabled:opacity-60',
);

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={clsx(CONTROL, className)} {...props} />;
}

/** The red line under a control or form; announced when it appears. */
export function ErrorText({ id, children }: { id?: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="text-sm text-danger">
      {children}
    </p>
  );
}

export interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** A small control inside the input's right end (e.g. show the password). */
  action?: ReactNode;
}

/** A labelled input with its hint and error message wired for screen readers. */
export function TextField({ label, error, hint, action, id, className, ...props }: TextFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-fg">
        {label}
      </label>
      <div className="relative">
        <Input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={clsx(hintId, errorId) || undefined} className={clsx(action !== undefined && 'pe-16')} {...props} />
        {action !== undefined && <div className="absolute inset-y-1 end-1 flex">{action}</div>}
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      <ErrorText id={errorId}>{error}</ErrorText>
    </div>
  );
}
