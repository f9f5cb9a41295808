import clsx from 'clsx';
import type { ComponentProps } from 'react';

export interface IconButtonProps extends ComponentProps<'button'> {
  /** What the button does, read by screen readers and shown as a tooltip. */
  label: string;
}

/** A square button holding only an icon; the label names it. */
export function IconButton({ label, className, type = 'button', children, ...props }: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={clsx('relative inline-flex size-9 shrink-0 items-center justify-center rounded-md text-muted transition-colors hover:bg-subtle hover:text-fg', className)}
      {...props}
    >
      {children}
    </button>
  );
}
