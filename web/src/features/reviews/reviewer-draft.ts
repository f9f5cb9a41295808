import type { Review, UpdateReviewBody } from '@review/contract/reviews';

export interface DraftReviewer {
  user_id: number;
  name: string;
  avatar: string | null;
  required: boolean;
}

/** What the manager edits before saving: the reviewers in order, the rule, the due day ('' for none). */
export interface ReviewDraft {
  reviewers: DraftReviewer[];
  rule: Review['rule'];
  dueDate: string;
}

export function draftOf(review: Review): ReviewDraft {
  return {
    reviewers: review.reviewers.map((reviewer) => ({
      user_id: reviewer.user_id,
      name: `${reviewer.first_name} ${reviewer.last_name}`.trim(),
      avatar: reviewer.avatar,
      required: reviewer.required,
    })),
    rule: review.rule,
    dueDate: review.due_date ?? '',
  };
}

export function bodyOf(draft: ReviewDraft): UpdateReviewBody {
  return {
    reviewers: draft.reviewers.map(({ user_id, required }) => ({ user_id, required })),
    rule: draft.rule,
    due_date: draft.dueDate === '' ? null : draft.dueDate,
  };
}

/** The project's people not yet in the draft, who may be added. */
export function addablePeople<P extends { id: number }>(people: readonly P[], draft: Pick<ReviewDraft, 'reviewers'>): P[] {
  const listed = new Set(draft.reviewers.map((reviewer) => reviewer.user_id));
  return people.filter((person) => !listed.has(person.id));
}
