import clsx from 'clsx';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { ErrorText } from './field.tsx';

export interface SelectFieldProps extends ComponentProps<'select'> {
  label: string;
  /** A line under the select, e.g. what the chosen role may do. */
  hint?: ReactNode;
  error?: string;
  /** The `<option>`s. */
  children: ReactNode;
}

/** A labelled native select, its hint and error message wired for screen readers. */
export function SelectField({ label, hint, error, id, className, children, ...props }: SelectFieldProps) {
  const fallbackId = useId();
  const selectId = id ?? fallbackId;
  const hintId = hint ? `${selectId}-hint` : undefined;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <div className={clsx('flex min-w-0 flex-col gap-1', className)}>
      <label htmlFor={selectId} className="text-sm font-medium text-fg">
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={clsx(hintId, errorId) || undefined}
        className="block h-10 w-full min-w-0 rounded-md border border-line bg-surface px-3 text-sm text-fg aria-[invalid=true]:border-danger disabled:opacity-60"
        {...props}
      >
        {children}
      </select>
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      <ErrorText id={errorId}>{error}</ErrorText>
    </div>
  );
}
