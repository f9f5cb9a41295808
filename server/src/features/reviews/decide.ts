import type { DecideBody, Decision } from '@review/contract/reviews';
import type { Db } from '../../db/database.ts';
import type { Announce } from '../../domain-events/announce.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import type { AssetRow } from '../assets/repository.ts';
import type { AssetsService } from '../assets/service.ts';
import type { UserRow } from '../auth/repository.ts';
import { guestDecider, memberDecider, moverOf, type Decider } from './deciders.ts';
import { followOutcome, followStarts } from './follow-outcome.ts';
import { loadReviewStates, type AssetReviewState, type StageRound } from './load-reviews.ts';
import { createReviewsRepository } from './repository.ts';
import { advanceStages } from './stage-machine.ts';

interface Deps {
  db: Db;
  assets: AssetsService;
  announce: Announce;
}

type DecisionInput = { decision: Decision; note?: string | null | undefined; version_id?: number | undefined };

const stateOf = async (db: Db, assetId: number) => (await loadReviewStates(db, [assetId])).get(assetId)!;

/** 409 unless `versionId` (when given) is the newest version, which decisions are about. */
async function assertNewest(assets: AssetsService, asset: AssetRow, state: AssetReviewState, versionId: number | undefined) {
  if (!state.newest) throw conflict('There is no version to decide on yet.');
  if (versionId !== undefined && versionId !== state.newest.id) {
    const version = await assets.findVersionOf(asset.id, versionId);
    if (!version) throw notFound('Version not found.');
    throw conflict(`Decisions are about the newest version: version ${state.newest.version}. Version ${version.version} can no longer be decided on.`);
  }
  return state.newest;
}

/** 409 unless the stage's round is open to decisions on the newest version. */
function assertOpen(state: AssetReviewState, round: StageRound) {
  const named = state.stages.length > 1 ? `The ${round.row.name} stage` : 'The review';
  if (round.state === 'waiting') throw conflict(`${named} has not started yet.`);
  if (round.row.version_id !== state.newest?.id) throw conflict(`${named} approved an earlier version; it is done until the review restarts there.`);
  if (round.locked) throw conflict(`${named} is locked: every decision is in, and decisions can no longer change.`);
}

/** The stage a member decides in: the one named, else the first running one they sit in, else the first they sit in. */
function memberStage(state: AssetReviewState, user: UserRow, stageId: number | undefined): StageRound {
  if (stageId !== undefined) {
    const named = state.stages.find((round) => round.row.id === stageId);
    if (!named) throw notFound('Stage not found.');
    if (!named.reviewers.some((reviewer) => reviewer.user_id === user.id)) throw forbidden(`Only the reviewers of ${named.row.name} can decide in it, each for themself.`);
    return named;
  }
  const mine = state.stages.filter((round) => round.reviewers.some((reviewer) => reviewer.user_id === user.id));
  if (!mine.length) throw forbidden("Only the asset's reviewers can decide on it, each for themself.");
  return mine.find((round) => round.state !== 'waiting' && round.row.version_id === state.newest?.id && !round.locked) ?? mine[0]!;
}

/** The stage guests of a review link decide in: the first open one that takes guests. */
function guestStage(state: AssetReviewState): StageRound {
  const taking = state.stages.filter((round) => round.row.guests === 1);
  if (!taking.length) throw conflict('Guests do not decide on this review.');
  return taking.find((round) => round.state !== 'waiting' && round.row.version_id === state.newest?.id && !round.locked) ?? taking[0]!;
}

/**
 * Decisions: each is about the newest version, in one stage's round. Recorded with its history line
 * and what follows from it (the stage's outcome, the next stages starting, the asset's status) in
 * one transaction that holds the asset's review; the checks are made again inside it.
 */
export function createDecisions({ db, assets, announce }: Deps) {
  async function record(asset: AssetRow, versionId: number, stageOf: (state: AssetReviewState) => StageRound, actor: Decider, body: DecisionInput) {
    await db.transaction().execute(async (trx) => {
      const trxRepo = createReviewsRepository(trx);
      const at = new Date();
      await trxRepo.lock(asset.id, at.toISOString());
      const before = await stateOf(trx, asset.id);
      // A newer version may have arrived, a stage moved on, or this reviewer been removed, since the caller's checks.
      if (before.newest?.id !== versionId) throw conflict(`Decisions are about the newest version: version ${before.newest?.version ?? ''}.`);
      const stage = stageOf(before);
      assertOpen(before, stage);
      const note = body.note?.trim() || null;
      await trxRepo.insertDecision({ asset_id: asset.id, version_id: versionId, stage_id: stage.row.id, decision: body.decision, note, created_at: at.toISOString(), ...actor.stored });
      const fresh = await assets.findAssetRow(trx, asset.id);
      const verb = body.decision === 'approved' ? 'approved' : 'requested changes on';
      const inStage = before.stages.length > 1 ? ` in ${stage.row.name}` : '';
      await assets.recordHistory(trx, asset.id, actor.history, body.decision === 'approved' ? 'decided_approved' : 'decided_changes', `${verb} version ${before.newest.version}${inStage}`, note);
      const decided = await stateOf(trx, asset.id);
      const concludes = decided.outcome !== before.outcome && (decided.outcome === 'approved' || decided.outcome === 'changes_requested');
      await announce(trx, { type: 'decision.made', asset_id: asset.id, version_number: before.newest.version, ...actor.announced, decision: body.decision, note, concludes });
      await advanceStages(trx, announce, asset.id, at, moverOf(actor));
      const after = await stateOf(trx, asset.id);
      await followOutcome(trx, { assets, announce }, fresh, before, after, actor, { note, stage: after.stages.find((round) => round.row.id === stage.row.id) });
      await followStarts(trx, { assets }, fresh, before, after, actor);
    });
  }

  return {
    async decide(user: UserRow, asset: AssetRow, body: DecideBody) {
      const current = await stateOf(db, asset.id);
      const stage = memberStage(current, user, body.stage_id);
      const newest = await assertNewest(assets, asset, current, body.version_id);
      assertOpen(current, stage);
      await record(asset, newest.id, (state) => memberStage(state, user, stage.row.id), memberDecider(user), body);
    },

    /**
     * A guest's decision through a review link that allows it (the sharing feature checked the link
     * and that the asset is in it), in the stage that takes guests: it counts as a reviewer's who is
     * not a required approver.
     */
    async decideAsGuest(asset: AssetRow, guest: { name: string; email: string; linkId: number }, body: DecisionInput) {
      const current = await stateOf(db, asset.id);
      const newest = await assertNewest(assets, asset, current, body.version_id);
      assertOpen(current, guestStage(current));
      await record(asset, newest.id, guestStage, guestDecider(guest), body);
      return stateOf(db, asset.id);
    },
  };
}
