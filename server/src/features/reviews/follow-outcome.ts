import type { Db } from '../../db/database.ts';
import type { Announce } from '../../domain-events/announce.ts';
import type { AssetRow, AssetsService } from '../assets/index.ts';
import type { Decider } from './deciders.ts';
import type { AssetReviewState, StageRound } from './load-reviews.ts';

/**
 * Moves the asset where the whole review's outcome says, when it changed, and tells the people it
 * concerns: Approved when every stage is, In Progress when a stage asks for changes, Ready to Review
 * when it is open again. `stage` is the one whose decision moved it, named when there are several.
 */
export async function followOutcome(
  trx: Db,
  { assets, announce }: { assets: AssetsService; announce: Announce },
  asset: AssetRow,
  before: AssetReviewState,
  after: AssetReviewState,
  actor: Decider,
  { note = null, stage }: { note?: string | null; stage?: StageRound | undefined } = {},
) {
  if (before.outcome === after.outcome || !after.newest) return;
  const version = after.newest.version;
  const decisive = stage ?? after.first;
  const required = decisive?.reviewers.filter((reviewer) => reviewer.required).length ?? 0;
  const inStage = stage && after.stages.length > 1 ? { stage_name: stage.row.name } : {};
  const concluded = {
    type: 'review.concluded',
    asset_id: asset.id,
    version_number: version,
    ...actor.announced,
    by_all: decisive?.rule === 'all' && required > 1,
    note,
    stage_count: after.stages.length,
    rule: decisive?.rule ?? null,
    ...inStage,
  } as const;
  const mover = actor.announced;
  if (after.outcome === 'approved') {
    await assets.moveByReview(trx, asset, { status: 'Approved', approvedByDecision: true, mover, because: { by: 'review_concluded' } });
    await announce(trx, { ...concluded, outcome: 'approved' });
  } else if (after.outcome === 'changes_requested') {
    await assets.moveByReview(trx, asset, { status: 'InProgress', approvedByDecision: false, mover, because: { by: 'review_concluded' } });
    await announce(trx, { ...concluded, outcome: 'changes_requested' });
  } else if (asset.status === 'Approved' || asset.status === 'InProgress') {
    await assets.moveByReview(trx, asset, { status: 'Ready to Review', approvedByDecision: false, mover, because: { by: 'review_reopened', version_number: version } });
  }
}

/**
 * A stage round that asks for decisions: running on the newest version with reviewers, or, in a
 * review of several stages, taking guests (a client stage may have no reviewers of its own).
 */
const asksForDecisions = (state: AssetReviewState, round: StageRound) =>
  round.state === 'running' && round.row.version_id === state.newest?.id && (round.reviewers.length > 0 || (state.stages.length > 1 && round.row.guests === 1));

/**
 * While a stage is running the asset is Ready to Review: when a change (a stage starting, by its
 * trigger or by hand, or reviewers given to a running stage) leaves a stage asking for decisions
 * that was not before, and the whole review stays open, the asset moves there from wherever it
 * sat (To Do, its reviewers chosen after the upload). Only when the outcome did not move, which
 * `followOutcome` handles; a status set by hand stays until the review moves again.
 */
export async function followStarts(trx: Db, { assets }: { assets: AssetsService }, asset: AssetRow, before: AssetReviewState, after: AssetReviewState, actor: Decider) {
  if (before.outcome !== after.outcome || after.outcome !== 'pending' || asset.status === 'Ready to Review' || !after.newest) return;
  const askedBefore = new Set(before.stages.filter((round) => asksForDecisions(before, round)).map((round) => round.row.id));
  const asking = after.stages.filter((round) => asksForDecisions(after, round) && !askedBefore.has(round.row.id));
  if (!asking.length) return;
  const named = after.stages.length > 1 ? { stage_names: asking.map((round) => round.row.name) } : {};
  await assets.moveByReview(trx, asset, { status: 'Ready to Review', approvedByDecision: false, mover: actor.announced, because: { by: 'stages_started', version_number: after.newest.version, ...named } });
}
