import clsx from 'clsx';
import { useId, type ComponentProps } from 'react';

export interface TextAreaFieldProps extends ComponentProps<'textarea'> {
  label: string;
}

/** A labelled multi-line text input. */
export function TextAreaField({ label, id, className, ...props }: TextAreaFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-fg">
        {label}
      </label>
      <textarea
        id={inputId}
        rows={3}
        className="block w-full min-w-0 resize-y rounded-md border border-line bg-surface px-3 py-2 text-sm text-fg placeholder:text-muted disabled:opacity-60"
        {...props}
      />
    </div>
  );
}
