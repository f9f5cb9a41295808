import type { DecisionRecord, Review, Reviewer } from '@review/contract/reviews';

/** A reviewer for unit tests: pending and not required unless told otherwise. */
export function buildReviewer(overrides: Partial<Reviewer> & { user_id: number }): Reviewer {
  return { first_name: 'Ada', last_name: 'Lovelace', avatar: null, required: false, decision: 'pending', note: null, decided_at: null, version_id: 20, ...overrides };
}

/** A review of version 2 (id 20) for unit tests. */
export function buildReview(overrides: Partial<Review> = {}): Review {
  return { rule: 'all', due_date: null, overdue: false, outcome: 'pending', version_id: 20, version: 2, reviewers: [], guest_decisions: [], can_manage: false, stage: null, ...overrides };
}

export function buildDecision(overrides: Partial<DecisionRecord> & { id: number; version: number }): DecisionRecord {
  return {
    user_id: 1,
    first_name: 'Ada',
    last_name: 'Lovelace',
    guest: false,
    version_id: overrides.version * 10,
    stage_id: 1,
    stage_name: 'Review',
    decision: 'approved',
    note: null,
    decided_at: '2024-07-01T10:00:00Z',
    ...overrides,
  };
}
