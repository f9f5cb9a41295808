import type { AssetReviewSummary, Review, ReviewRule, ReviewState } from '@review/contract/reviews';
import type { AssetStatus } from '@review/contract/statuses';
import { currentIntl } from '../../i18n/index.ts';
import { formatDate } from '../../lib/format.ts';
import { translatedLabels } from './translated-labels.ts';

/** How a reviewer's standing reads, next to its tick, cross or clock. */
export const DECISION_LABELS = translatedLabels<ReviewState>({
  approved: 'review.decisionState.approved',
  changes_requested: 'review.decisionState.changesRequested',
  pending: 'review.decisionState.pending',
});

export const RULE_LABELS = translatedLabels<ReviewRule>({
  all: 'review.rule.all',
  any: 'review.rule.any',
});

/**
 * 'Jul 01, 2024' for a `YYYY-MM-DD` due day. Read as local midnight: as UTC midnight it would show
 * the day before west of Greenwich.
 */
export function formatDueDate(day: string): string {
  return formatDate(new Date(`${day}T00:00:00`));
}

/** One sentence on where the newest version stands. */
export function describeOutcome(review: Pick<Review, 'outcome' | 'version' | 'reviewers' | 'guest_decisions'>): string {
  const intl = currentIntl();
  if (review.version === null) return intl.formatMessage({ id: 'review.stages.nothing' });
  if (review.reviewers.length === 0 && review.guest_decisions.length === 0) return intl.formatMessage({ id: 'review.outcome.noReviewers' });
  if (review.outcome !== 'pending') return intl.formatMessage({ id: 'review.decision.outcome' }, { outcome: review.outcome, version: review.version });
  const waiting = review.reviewers.filter((reviewer) => reviewer.decision === 'pending').length;
  return intl.formatMessage({ id: 'review.outcome.waitingFor' }, { version: review.version, count: waiting });
}

export type ApprovalMark = 'by-review' | 'by-hand';

/**
 * Why a card sits in Approved: the rule was met, or someone moved it there while it had reviewers.
 * Nothing for other columns, or for assets nobody was asked to review.
 */
export function approvalMarkOf(status: AssetStatus, review: AssetReviewSummary): ApprovalMark | null {
  if (status !== 'Approved') return null;
  if (review.approved_by_decision) return 'by-review';
  return review.reviewers.length > 0 ? 'by-hand' : null;
}
