import clsx from 'clsx';
import type { ReviewState } from '@review/contract/reviews';

const PATHS: Record<ReviewState, string> = {
  approved: 'M20 6 9 17l-5-5',
  changes_requested: 'M18 6 6 18M6 6l12 12',
  pending: 'M12 6v6l4 3',
};

/** Approved is the spec's green; a request for changes the app's red; pending a grey clock face. */
const TONES: Record<ReviewState, string> = {
  approved: 'bg-green-600 text-white',
  changes_requested: 'bg-red-600 text-white',
  pending: 'bg-zinc-500 text-white dark:bg-zinc-400 dark:text-zinc-900',
};

/** A tick, cross or clock in a small disc. Decorative: the decision is written out beside it. */
export function DecisionMark({ decision, isSmall = false, className }: { decision: ReviewState; isSmall?: boolean; className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-decision={decision}
      className={clsx('inline-flex shrink-0 items-center justify-center rounded-full', isSmall ? 'size-3.5' : 'size-4', TONES[decision], className)}
    >
      <svg width="10" height="10" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={3.2} strokeLinecap="round" strokeLinejoin="round" focusable="false">
        <path d={PATHS[decision]} />
      </svg>
    </span>
  );
}
