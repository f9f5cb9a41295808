import clsx from 'clsx';
import { useId, type ComponentProps, type ReactNode } from 'react';

export interface SelectFieldProps extends ComponentProps<'select'> {
  label: string;
  /** A line under the select, e.g. what the chosen role may do. */
  hint?: ReactNode;
  /** The `<option>`s. */
  children: ReactNode;
}

/** A labelled native select, its hint wired for screen readers. */
export function SelectField({ label, hint, id, className, children, ...props }: SelectFieldProps) {
  const fallbackId = useId();
  const selectId = id ?? fallbackId;
  const hintId = hint ? `${selectId}-hint` : undefined;
  return (
    <div className={clsx('flex min-w-0 flex-col gap-1', className)}>
      <label htmlFor={selectId} className="text-sm font-medium text-fg">
        {label}
      </label>
      <select id={selectId} aria-describedby={hintId} className="block h-10 w-full min-w-0 rounded-md border border-line bg-surface px-3 text-sm text-fg disabled:opacity-60" {...props}>
        {children}
      </select>
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
