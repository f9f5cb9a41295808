import type { Reviewer } from '@review/contract/reviews';
import type { Stage } from '@review/contract/stages';
import { ReviewerRow } from './reviewer-row.tsx';

export interface StageReviewersProps {
  /** Names the list, e.g. 'Reviewers' or 'Reviewers of Client'. */
  label: string;
  reviewers: Reviewer[];
  guests: Stage['guest_decisions'];
  /** The person looking, tagged 'you' among the reviewers; null for a review link's guest. */
  userId: number | null;
}

/** Who reviews (a stage, or a single-stage review) and where each stands, guests who decided through a review link last. */
export function StageReviewers({ label, reviewers, guests, userId }: StageReviewersProps) {
  return (
    <ul aria-label={label} className="flex flex-col">
      {reviewers.map((reviewer) => (
        <ReviewerRow key={reviewer.user_id} name={`${reviewer.first_name} ${reviewer.last_name}`.trim()} tag={reviewer.user_id === userId ? 'you' : undefined} reviewer={reviewer} />
      ))}
      {guests.map((guest) => (
        <ReviewerRow key={`guest-${guest.name}-${guest.decided_at}`} name={guest.name} tag="guest" reviewer={{ ...guest, avatar: null, required: false }} />
      ))}
    </ul>
  );
}
