import clsx from 'clsx';
import type { ReactNode } from 'react';

const TONES = {
  neutral: 'border-line bg-subtle text-fg',
  accent: 'border-transparent bg-accent-soft text-accent-text',
} as const;

export function Badge({ children, tone = 'neutral', className }: { children: ReactNode; tone?: keyof typeof TONES; className?: string }) {
  return <span className={clsx('inline-flex h-6 items-center rounded-full border px-2 text-xs font-medium whitespace-nowrap', TONES[tone], className)}>{children}</span>;
}
