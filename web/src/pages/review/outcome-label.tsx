import type { ReviewState } from '@review/contract/reviews';
import { DecisionMark } from '../../features/reviews/decision-mark.tsx';

const OUTCOME_TEXT: Record<ReviewState, string> = {
  approved: 'Approved',
  changes_requested: 'Changes requested',
  pending: 'Waiting for decisions',
};

/** Where an asset's newest version stands, with its tick, cross or clock. */
export function OutcomeLabel({ outcome }: { outcome: ReviewState }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-xs text-muted">
      <DecisionMark decision={outcome} isSmall />
      {OUTCOME_TEXT[outcome]}
    </span>
  );
}
