import { describe, expect, it } from 'vitest';
import { addablePeople, bodyOf, draftOf } from './reviewer-draft.ts';
import { buildReview, buildReviewer } from './test-factories.ts';

describe('reviewer drafts', () => {
  const review = buildReview({ due_date: '2024-07-01', rule: 'any', reviewers: [buildReviewer({ user_id: 3, required: true, first_name: 'Grace', last_name: 'Hopper' })] });

  it('round-trips a review into the PUT body, an empty day clearing the due date', () => {
    const draft = draftOf(review);
    expect(draft.reviewers[0]).toMatchObject({ user_id: 3, name: 'Grace Hopper', required: true });
    expect(bodyOf(draft)).toEqual({ reviewers: [{ user_id: 3, required: true }], rule: 'any', due_date: '2024-07-01' });
    expect(bodyOf({ ...draft, dueDate: '' }).due_date).toBeNull();
  });

  it('offers only the people not yet listed', () => {
    expect(addablePeople([{ id: 3 }, { id: 4 }], draftOf(review))).toEqual([{ id: 4 }]);
  });
});
