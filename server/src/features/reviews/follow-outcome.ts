import type { Db } from '../../db/database.ts';
import type { Announce } from '../../domain-events/announce.ts';
import type { AssetRow } from '../assets/repository.ts';
import type { AssetsService } from '../assets/service.ts';
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
  const inStage = stage && after.stages.length > 1 ? ` in ${stage.row.name}` : '';
  const concluded = { type: 'review.concluded', asset_id: asset.id, version_number: version, ...actor.announced, by_all: decisive?.rule === 'all' && required > 1, note } as const;
  if (after.outcome === 'approved') {
    const text = after.stages.length > 1 ? `Approved: every stage approved version ${version}` : decisive?.rule === 'all' ? `Approved: all required approvers approved version ${version}` : `Approved: ${actor.name} approved version ${version}`;
    await assets.moveByReview(trx, asset, { status: 'Approved', approvedByDecision: true, actor: actor.history, action: 'review_approved', text });
    await announce(trx, { ...concluded, outcome: 'approved' });
  } else if (after.outcome === 'changes_requested') {
    const text = `Changes requested: ${actor.name} asked for changes on version ${version}${inStage}`;
    await assets.moveByReview(trx, asset, { status: 'InProgress', approvedByDecision: false, actor: actor.history, action: 'review_changes_requested', text });
    await announce(trx, { ...concluded, outcome: 'changes_requested' });
  } else if (asset.status === 'Approved' || asset.status === 'InProgress') {
    await assets.moveByReview(trx, asset, { status: 'Ready to Review', approvedByDecision: false, actor: actor.history, action: 'review_reopened', text: `The review of version ${version} is open again` });
  }
}

/**
 * A stage that starts while the whole review stays open puts the asset in Ready to Review (it may
 * sit in To do, its reviewers chosen before anything was asked of them). Only when the outcome did
 * not move, which `followOutcome` handles.
 */
export async function followStarts(trx: Db, { assets }: { assets: AssetsService }, asset: AssetRow, before: AssetReviewState, after: AssetReviewState, actor: Decider) {
  if (before.outcome !== after.outcome || after.outcome !== 'pending' || asset.status === 'Ready to Review' || !after.newest) return;
  const started = after.stages.filter((round) => round.state === 'running' && before.stages.find((old) => old.row.id === round.row.id)?.state !== 'running');
  if (!started.some((round) => round.reviewers.length > 0)) return;
  const names = started.map((round) => round.row.name).join(' and ');
  await assets.moveByReview(trx, asset, { status: 'Ready to Review', approvedByDecision: false, actor: actor.history, action: 'stage_started', text: `${names} started reviewing version ${after.newest.version}` });
}
