import clsx from 'clsx';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { ErrorText } from './field.tsx';

export interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: ReactNode;
  error?: string;
}

/** A checkbox with its label beside it and an error line under it. */
export function CheckboxField({ label, error, id, className, ...props }: CheckboxFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <div className="flex items-start gap-2">
        <input
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className="mt-0.5 size-4 shrink-0 accent-accent"
          {...props}
        />
        <label htmlFor={inputId} className="text-sm text-fg">
          {label}
        </label>
      </div>
      <ErrorText id={errorId}>{error}</ErrorText>
    </div>
  );
}
