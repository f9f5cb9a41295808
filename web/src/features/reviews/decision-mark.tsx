import clsx from 'clsx';
import type { ReviewState } from '@review/contract/reviews';

const PATHS: Record<ReviewState, string> = {
  approved: 'M20 6 9 17l-5-5',
  changes_requested: 'M18 6 6 18M6 6l12 12',
  pending: 'M12 7v5l3 2',
};

/** Approved is the spec's green; a request for changes the app's red; pending stays grey. */
const TONES: Record<ReviewState, string> = {
  approved: 'bg-green-600 text-white',
  changes_requested: 'bg-red-600 text-white',
  pending: 'bg-surface text-muted ring-1 ring-line',
};

/** A tick, cross or clock in a small disc. Decorative: the decision is written out beside it. */
export function DecisionMark({ decision, className }: { decision: ReviewState; className?: string }) {
  return (
    <span aria-hidden="true" data-decision={decision} className={clsx('inline-flex size-4 shrink-0 items-center justify-center rounded-full', TONES[decision], className)}>
      <svg width="10" height="10" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={3.2} strokeLinecap="round" strokeLinejoin="round" focusable="false">
        {decision === 'pending' && <circle cx="12" cy="12" r="9" strokeWidth={2.6} />}
        <path d={PATHS[decision]} />
      </svg>
    </span>
  );
}
