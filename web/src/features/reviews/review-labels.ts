import type { AssetReviewSummary, Review, ReviewRule, ReviewState } from '@review/contract/reviews';
import type { AssetStatus } from '@review/contract/statuses';
import { formatDate } from '../../lib/format.ts';

/** How a reviewer's standing reads, next to its tick, cross or clock. */
export const DECISION_LABELS: Record<ReviewState, string> = {
  approved: 'Approved',
  changes_requested: 'Changes requested',
  pending: 'Pending',
};

export const RULE_LABELS: Record<ReviewRule, string> = {
  all: 'All required approvers',
  any: 'Any required approver',
};

/**
 * 'Jul 01, 2024' for a `YYYY-MM-DD` due day. Read as local midnight: as UTC midnight it would show
 * the day before west of Greenwich.
 */
export function formatDueDate(day: string): string {
  return formatDate(new Date(`${day}T00:00:00`));
}

/** One sentence on where the newest version stands. */
export function describeOutcome(review: Pick<Review, 'outcome' | 'version' | 'reviewers' | 'guest_decisions'>): string {
  if (review.version === null) return 'Nothing to review until a version is uploaded.';
  if (review.reviewers.length === 0 && review.guest_decisions.length === 0) return 'No reviewers yet.';
  if (review.outcome === 'approved') return `Version ${review.version} is approved.`;
  if (review.outcome === 'changes_requested') return `Changes are requested on version ${review.version}.`;
  const waiting = review.reviewers.filter((reviewer) => reviewer.decision === 'pending').length;
  return `Version ${review.version} waits for ${waiting} ${waiting === 1 ? 'decision' : 'decisions'}.`;
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
