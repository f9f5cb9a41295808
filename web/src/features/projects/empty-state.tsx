import type { ReactNode } from 'react';

/** A list with nothing in it: one sentence and, when there is one, the action that fills it. */
export function EmptyState({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed border-line bg-surface px-6 py-12 text-center">
      <p className="max-w-md text-sm text-muted">{text}</p>
      {action}
    </div>
  );
}
