import type { Review, ReviewState } from '@review/contract/reviews';

/** What the signed-in user's part of the Reviewers panel offers for the version on screen. */
export type DecisionControls =
  | { kind: 'none' }
  /** The version on screen is not the newest; decisions are only taken on the newest. */
  | { kind: 'older'; newestVersionId: number; newestVersion: number }
  | { kind: 'decide'; versionId: number; current: ReviewState };

/** Only a listed reviewer decides, and only on the newest version; they may change their mind. */
export function decisionControlsOf(review: Pick<Review, 'reviewers' | 'version_id' | 'version'>, userId: number, versionOnScreenId: number | undefined): DecisionControls {
  const me = review.reviewers.find((reviewer) => reviewer.user_id === userId);
  if (!me || review.version_id === null || review.version === null) return { kind: 'none' };
  if (versionOnScreenId !== undefined && versionOnScreenId !== review.version_id) {
    return { kind: 'older', newestVersionId: review.version_id, newestVersion: review.version };
  }
  return { kind: 'decide', versionId: review.version_id, current: me.decision };
}
