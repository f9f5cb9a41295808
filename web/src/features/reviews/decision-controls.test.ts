import { describe, expect, it } from 'vitest';
import { decisionControlsOf } from './decision-controls.ts';
import { buildReview, buildReviewer } from './test-factories.ts';

const review = buildReview({ reviewers: [buildReviewer({ user_id: 7, decision: 'changes_requested' }), buildReviewer({ user_id: 8 })] });

describe('decisionControlsOf', () => {
  it('lets a reviewer decide on the newest version, knowing their current decision', () => {
    expect(decisionControlsOf(review, 7, 20)).toEqual({ kind: 'decide', versionId: 20, current: 'changes_requested' });
    expect(decisionControlsOf(review, 8, undefined)).toEqual({ kind: 'decide', versionId: 20, current: 'pending' });
  });

  it('points a reviewer looking at an older version to the newest', () => {
    expect(decisionControlsOf(review, 7, 10)).toEqual({ kind: 'older', newestVersionId: 20, newestVersion: 2 });
  });

  it('offers nothing to someone who is not a reviewer, or before any version', () => {
    expect(decisionControlsOf(review, 9, 20)).toEqual({ kind: 'none' });
    expect(decisionControlsOf({ ...review, version: null, version_id: null }, 7, undefined)).toEqual({ kind: 'none' });
  });
});
