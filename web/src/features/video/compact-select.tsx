import clsx from 'clsx';
import type { ComponentProps } from 'react';

/** A small native select for the player's bar, named by its label alone (no visible caption). */
export function CompactSelect({ label, className, ...props }: ComponentProps<'select'> & { label: string }) {
  return <select aria-label={label} title={label} className={clsx('h-8 rounded-md border border-line bg-surface px-1.5 text-sm text-fg tabular', className)} {...props} />;
}
