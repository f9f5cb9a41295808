import { FormattedMessage } from 'react-intl';
import type { ReviewState } from '@review/contract/reviews';
import type { MessageId } from '../../i18n/index.ts';
import { DecisionMark } from '../../features/reviews/decision-mark.tsx';

const OUTCOME_IDS = {
  approved: 'review.outcome.approved',
  changes_requested: 'review.outcome.changesRequested',
  pending: 'review.outcome.pending',
} satisfies Record<ReviewState, MessageId>;

/** Where an asset's newest version stands, with its tick, cross or clock. */
export function OutcomeLabel({ outcome }: { outcome: ReviewState }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-xs text-muted">
      <DecisionMark decision={outcome} isSmall />
      <FormattedMessage id={OUTCOME_IDS[outcome]} />
    </span>
  );
}
