import type { Db } from '../../db/database.ts';
import type { Announce } from '../../domain-events/announce.ts';
import { addBusinessDays } from './business-days.ts';
import { loadReviewStates, previousStages, type AssetReviewState, type StageRound } from './load-reviews.ts';
import { createReviewsRepository, WAITING_ROUND, type StageRow } from './repository.ts';

/** Who moved the review on: a member, a guest (by name), or the server's clock (neither). */
export interface Mover {
  actor_id: number | null;
  actor_name?: string;
}

/** Every decision of the stage is in: each reviewer's, or (a stage of guests only) its outcome. */
const decided = (round: StageRound) => (round.reviewers.length > 0 ? round.allDecided : round.state === 'approved' || round.state === 'changes_requested');

/** Whether a waiting stage's trigger has fired. The first stages (nothing before them) follow the upload. */
function triggerFired(state: AssetReviewState, round: StageRound, at: Date): boolean {
  const before = previousStages(state, round);
  switch (round.row.start) {
    case 'upload':
      return true;
    case 'previous_approved':
      return before.every((stage) => stage.state === 'approved');
    case 'previous_decided':
      return before.every(decided);
    case 'at':
      return round.row.start_at !== null && round.row.start_at <= at.toISOString();
    default:
      return false;
  }
}

/** This round's due day: the date set, or the business days counted from its start. */
export const roundDueDate = (stage: Pick<StageRow, 'deadline' | 'deadline_days'>, startedAt: string | null) =>
  stage.deadline ?? (stage.deadline_days !== null && startedAt !== null ? addBusinessDays(startedAt, stage.deadline_days) : null);

/**
 * Starts one stage's round on the newest version and says so. The round's deadline is fixed now,
 * so a deadline in business days counts from this moment.
 */
export async function startRound(trx: Db, announce: Announce, state: AssetReviewState, round: StageRound, at: Date, mover: Mover, start = round.row.start) {
  if (!state.newest) return;
  const startedAt = at.toISOString();
  await createReviewsRepository(trx).updateStage(round.row.id, { ...WAITING_ROUND, version_id: state.newest.id, started_at: startedAt, due_date: roundDueDate(round.row, startedAt), updated_at: startedAt });
  await announce(trx, {
    type: 'stage.started',
    asset_id: state.assetId,
    stage_id: round.row.id,
    version_number: state.newest.version,
    start,
    reviewer_ids: round.reviewers.map((reviewer) => reviewer.user_id),
    ...mover,
  });
}

/**
 * Moves an asset's stages on after any change (a decision, a new version, an edit, the clock):
 * marks rounds that reached an outcome completed (and reopened ones running again), then starts
 * every waiting stage whose trigger has fired, until nothing more moves. Announces each start and
 * completion. Runs in the caller's transaction, which holds the review's lock.
 */
export async function advanceStages(trx: Db, announce: Announce, assetId: number, at: Date, mover: Mover) {
  const repo = createReviewsRepository(trx);
  // Each pass starts at least one stage, so the loop ends within the number of stages.
  for (;;) {
    const state = (await loadReviewStates(trx, [assetId])).get(assetId)!;
    for (const round of state.stages) {
      const outcome = round.state === 'approved' || round.state === 'changes_requested' ? round.state : null;
      if (outcome && round.row.completed_at === null) {
        await repo.updateStage(round.row.id, { completed_at: at.toISOString() });
        await announce(trx, { type: 'stage.completed', asset_id: assetId, stage_id: round.row.id, version_number: round.row.round_version ?? 0, outcome, ...mover });
      } else if (!outcome && round.row.completed_at !== null) {
        await repo.updateStage(round.row.id, { completed_at: null });
      }
    }
    if (!state.newest) return;
    const due = state.stages.filter((round) => round.state === 'waiting' && triggerFired(state, round, at));
    if (!due.length) return;
    for (const round of due) await startRound(trx, announce, state, round, at, mover);
  }
}

/**
 * A new version restarts the review: from stage 1, or (with `restart_from: changes`) from the first
 * stage not approved, so stages that approved earlier versions keep their record. Every stage from
 * there on waits again, then the triggers start what they start.
 */
export async function restartForNewVersion(trx: Db, announce: Announce, assetId: number, at: Date, mover: Mover) {
  const state = (await loadReviewStates(trx, [assetId])).get(assetId)!;
  const open = state.stages.find((round) => round.state !== 'approved');
  const from = state.restartFrom === 'changes' && open ? open.row.position : (state.first?.row.position ?? 1);
  const repo = createReviewsRepository(trx);
  for (const round of state.stages) {
    if (round.row.position >= from) await repo.updateStage(round.row.id, { ...WAITING_ROUND, due_date: round.row.deadline, updated_at: at.toISOString() });
  }
  await advanceStages(trx, announce, assetId, at, mover);
}
