import type { ErrorCode, ErrorParams } from '@review/contract/errors';
import { AppError, conflict, forbidden, notFound } from '../../errors.ts';
import { formatError } from '../../i18n/error-messages.ts';
import type { AssetReviewState, StageRound } from './load-reviews.ts';

/** Who asks to decide: a member by their user id, or a guest of a review link. */
export type Who = { userId: number } | 'guest';

/**
 * Whether guests of review links decide in a stage: where the stage takes them. A review of one
 * stage is the review as it was before stages, where the link's own "Allow decisions" is the only
 * switch, so its one stage takes guests whatever its flag.
 */
export const takesGuests = (state: AssetReviewState, round: StageRound) => round.row.guests === 1 || state.stages.length === 1;

const sitsIn = (round: StageRound, who: Who) => (who === 'guest' ? false : round.reviewers.some((reviewer) => reviewer.user_id === who.userId));

/** The stages `who` may decide in at all, whatever their state. */
const stagesOf = (state: AssetReviewState, who: Who) => state.stages.filter((round) => (who === 'guest' ? takesGuests(state, round) : sitsIn(round, who)));

/** A stage with an outcome that a later stage followed on: its part of the review is done. */
function isFinished(state: AssetReviewState, round: StageRound) {
  if (round.state !== 'approved' && round.state !== 'changes_requested') return false;
  return state.stages.some((later) => later.row.position > round.row.position && later.state !== 'waiting' && later.row.version_id === state.newest?.id);
}

/** Why the stage takes no decision now, or null when it does. */
type Refusal = { code: ErrorCode; params?: ErrorParams };

function refusalOf(state: AssetReviewState, round: StageRound): Refusal | null {
  if (!state.newest) return { code: 'no_version_to_decide' };
  // One stage is "the review"; among several, the stage is named.
  const params = { stages: state.stages.length > 1 ? 'many' : 'one', stage: round.row.name };
  if (round.state === 'waiting') return { code: 'stage_not_started', params };
  if (round.row.version_id !== state.newest?.id) return { code: 'stage_done_earlier_version', params };
  if (round.locked) return { code: 'stage_locked', params };
  if (isFinished(state, round)) {
    const next = state.stages.filter((later) => later.row.position > round.row.position && later.state !== 'waiting').map((later) => later.row.name);
    return { code: 'stage_finished', params: { ...params, next: next.join(' and ') } };
  }
  return null;
}

/** Whether the stage takes decisions now (the API's `accepts_decisions`, so screens offer them where they go). */
export const acceptsDecisions = (state: AssetReviewState, round: StageRound) => refusalOf(state, round) === null;

/** 409 unless the stage's round is open to decisions on the newest version. */
function assertOpen(state: AssetReviewState, round: StageRound) {
  const refusal = refusalOf(state, round);
  if (refusal) throw conflict(refusal.code, refusal.params);
}

/**
 * The one rule of where a decision goes, for members and guests alike: to a running stage that
 * `who` decides in (a member among its reviewers, a guest where it takes guests). A stage that has
 * not started, or that is finished (its outcome reached and a later stage started), takes none:
 * 409 with the reason. A member may name the stage (`stageId`); without it, and always for a guest,
 * it is the first open one of theirs, a stage still waiting for its outcome before one that has it
 * (where a change of mind is still allowed).
 */
export function stageForDecision(state: AssetReviewState, who: Who, stageId?: number): StageRound {
  if (stageId !== undefined && who !== 'guest') {
    const named = state.stages.find((round) => round.row.id === stageId);
    if (!named) throw notFound('stage_not_found');
    if (!sitsIn(named, who)) throw forbidden('stage_not_reviewer', { stage: named.row.name });
    assertOpen(state, named);
    return named;
  }
  const found = openStageOf(state, who);
  if ('stage' in found) return found.stage;
  throw new AppError(found.status, found.refusal.code, { params: found.refusal.params });
}

/** The stage `who` decides in now when they name none, or why there is none (403: not theirs to decide; 409: not now). */
function openStageOf(state: AssetReviewState, who: Who): { stage: StageRound } | { refusal: Refusal; status: 403 | 409 } {
  const theirs = stagesOf(state, who);
  if (!theirs.length) {
    return who === 'guest' ? { refusal: { code: 'guest_no_stage' }, status: 409 } : { refusal: { code: 'not_a_reviewer' }, status: 403 };
  }
  const open = theirs.filter((round) => acceptsDecisions(state, round));
  const chosen = open.find((round) => round.state === 'running') ?? open[0];
  if (chosen) return { stage: chosen };
  // Nothing open: the reason is the next stage's of theirs to come, else their last one's.
  const refused = theirs.find((round) => round.state === 'waiting') ?? theirs[theirs.length - 1]!;
  return { refusal: refusalOf(state, refused)!, status: 409 };
}

/** Why a review link's guests cannot decide now, or null when a stage takes their decision (review links show it in place of the buttons). */
export function guestRefusal(state: AssetReviewState): string | null {
  const found = openStageOf(state, 'guest');
  return 'refusal' in found ? formatError(found.refusal.code, found.refusal.params) : null;
}
