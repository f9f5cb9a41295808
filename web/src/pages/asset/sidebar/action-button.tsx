import clsx from 'clsx';
import type { ComponentProps } from 'react';

export interface ActionButtonProps extends ComponentProps<'button'> {
  tone?: 'neutral' | 'danger';
}

/** A small text button of a comment's action row. */
export function ActionButton({ tone = 'neutral', className, type = 'button', ...props }: ActionButtonProps) {
  return (
    <button
      type={type}
      className={clsx(
        'inline-flex h-7 items-center gap-1 rounded-md px-2 text-xs font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50',
        tone === 'danger' ? 'text-danger hover:bg-danger-soft' : 'text-muted hover:bg-subtle hover:text-fg',
        className,
      )}
      {...props}
    />
  );
}
