import type { Review, ReviewState } from '@review/contract/reviews';
import type { Stage } from '@review/contract/stages';

/** A stage the signed-in user may decide in, with where they stand in it. */
export interface StageChoice {
  stageId: number;
  name: string;
  current: ReviewState;
  /** Decisions lock once everyone in the stage has decided. */
  lock: boolean;
}

/** What the signed-in user's part of the Reviewers panel offers for the version on screen. */
export type DecisionControls =
  | { kind: 'none' }
  /** The version on screen is not the newest; decisions are only taken on the newest. */
  | { kind: 'older'; newestVersionId: number; newestVersion: number }
  /** `choices` in the stages' order; more than one when the user sits in several open stages. */
  | { kind: 'decide'; versionId: number; choices: StageChoice[] };

type StageOfReview = Pick<Stage, 'id' | 'name' | 'position' | 'lock' | 'accepts_decisions' | 'reviewers'>;

/**
 * Only a listed reviewer decides, only on the newest version, and only in a stage the server says
 * takes decisions now (`accepts_decisions`: started on the newest version, not locked, not finished
 * with a later stage started), so the buttons are offered exactly where the decision would go.
 */
export function decisionControlsOf(
  review: Pick<Review, 'version_id' | 'version'>,
  stages: readonly StageOfReview[],
  userId: number,
  versionOnScreenId: number | undefined,
): DecisionControls {
  if (review.version_id === null || review.version === null) return { kind: 'none' };
  const choices = [...stages]
    .sort((a, b) => a.position - b.position)
    .flatMap((stage) => {
      const me = stage.reviewers.find((reviewer) => reviewer.user_id === userId);
      return me && stage.accepts_decisions ? [{ stageId: stage.id, name: stage.name, current: me.decision, lock: stage.lock }] : [];
    });
  if (choices.length === 0) return { kind: 'none' };
  if (versionOnScreenId !== undefined && versionOnScreenId !== review.version_id) {
    return { kind: 'older', newestVersionId: review.version_id, newestVersion: review.version };
  }
  return { kind: 'decide', versionId: review.version_id, choices };
}
