import clsx from 'clsx';
import { useId, type ComponentProps } from 'react';

export interface FileFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'onChange' | 'value'> {
  label: string;
  /** Called with the chosen file, or null when the choice is cleared. */
  onFileChange: (file: File | null) => void;
  hint?: string;
}

/** A labelled file picker (the browser's own control, styled), for one file. */
export function FileField({ label, onFileChange, hint, id, className, ...props }: FileFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-fg">
        {label}
      </label>
      <input
        id={inputId}
        type="file"
        aria-describedby={hintId}
        onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
        className={clsx(
          'block w-full min-w-0 rounded-md border border-line bg-surface text-sm text-muted disabled:opacity-60',
          'file:me-3 file:h-10 file:cursor-pointer file:border-0 file:border-e file:border-line file:bg-subtle file:px-4 file:text-sm file:font-medium file:text-fg hover:file:bg-line',
        )}
        {...props}
      />
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
