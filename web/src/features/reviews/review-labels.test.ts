import { beforeAll, describe, expect, it } from 'vitest';
import { useEnglishInTests } from '../../i18n/english-for-tests.ts';
import { approvalMarkOf, describeOutcome, formatDueDate } from './review-labels.ts';
import { buildReview, buildReviewer } from './test-factories.ts';

beforeAll(useEnglishInTests);

const summary = (approved_by_decision: boolean, reviewers = 1) => ({
  outcome: 'approved' as const,
  due_date: null,
  overdue: false,
  approved_by_decision,
  stage: null,
  reviewers: Array.from({ length: reviewers }, (_, index) => ({ user_id: index + 1, first_name: 'A', last_name: 'B', avatar: null, decision: 'approved' as const, required: true })),
});

describe('formatDueDate', () => {
  it('shows the calendar day itself, whatever the time zone', () => {
    expect(formatDueDate('2024-07-01')).toBe('Jul 01, 2024');
    expect(formatDueDate('2025-01-31')).toBe('Jan 31, 2025');
  });
});

describe('describeOutcome', () => {
  it('says how many decisions the newest version waits for', () => {
    const review = buildReview({ reviewers: [buildReviewer({ user_id: 1 }), buildReviewer({ user_id: 2, decision: 'approved' })] });
    expect(describeOutcome(review)).toBe('Version 2 waits for 1 decision.');
    expect(describeOutcome({ ...review, outcome: 'approved' })).toBe('Version 2 is approved.');
    expect(describeOutcome({ ...review, outcome: 'changes_requested' })).toBe('Changes are requested on version 2.');
  });

  it('has its own sentence before any reviewer or any version', () => {
    expect(describeOutcome(buildReview())).toBe('No reviewers yet.');
    expect(describeOutcome(buildReview({ version: null, version_id: null }))).toBe('Nothing to review until a version is uploaded.');
  });

  it('counts a guest who decided through a review link as a reviewer', () => {
    const guestApproved = buildReview({ outcome: 'approved', guest_decisions: [{ name: 'Ana Lima', decision: 'approved', note: null, decided_at: '2024-07-01T10:00:00Z' }] });
    expect(describeOutcome(guestApproved)).toBe('Version 2 is approved.');
  });
});

describe('approvalMarkOf', () => {
  it('tells a card approved by its reviewers from one moved there by hand', () => {
    expect(approvalMarkOf('Approved', summary(true))).toBe('by-review');
    expect(approvalMarkOf('Approved', summary(false))).toBe('by-hand');
  });

  it('marks nothing outside Approved, nor an asset nobody reviews', () => {
    expect(approvalMarkOf('Ready to Review', summary(true))).toBeNull();
    expect(approvalMarkOf('Approved', summary(false, 0))).toBeNull();
  });
});
