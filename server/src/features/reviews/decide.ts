import type { Decision } from '@review/contract/reviews';
import type { Db } from '../../db/database.ts';
import type { Announce } from '../../domain-events/announce.ts';
import type { RequestOrigin } from '../../domain-events/audited-events.ts';
import { conflict, notFound } from '../../errors.ts';
import type { AssetRow, AssetsService } from '../assets/index.ts';
import { authorize, type ProjectActor } from '../access/index.ts';
import { stageForDecision, type Who } from './decision-rule.ts';
import { deciderOf, moverOf, type Decider } from './deciders.ts';
import { followOutcome, followStarts } from './follow-outcome.ts';
import { loadReviewStates, type AssetReviewState } from './load-reviews.ts';
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
  if (!state.newest) throw conflict('no_version_to_decide');
  if (versionId !== undefined && versionId !== state.newest.id) {
    const version = await assets.findVersionOf(asset.id, versionId);
    if (!version) throw notFound('version_not_found');
    throw conflict('version_not_newest', { newest: state.newest.version, version: version.version });
  }
  return state.newest;
}

/**
 * Decisions: each is about the newest version, in one stage's round. Recorded and announced with
 * what follows from it (the stage's outcome, the next stages starting, the asset's status) in
 * one transaction that holds the asset's review; the checks are made again inside it.
 */
export function createDecisions({ db, assets, announce }: Deps) {
  /** Checks against the state now, then records in the stage the rule picks, checked again under the review's lock. */
  async function record(asset: AssetRow, who: Who, actor: Decider, body: DecisionInput & { stage_id?: number | undefined }, client: RequestOrigin) {
    const current = await stateOf(db, asset.id);
    const seen = stageForDecision(current, who, body.stage_id);
    const versionId = (await assertNewest(assets, asset, current, body.version_id)).id;
    await db.transaction().execute(async (trx) => {
      const trxRepo = createReviewsRepository(trx);
      const at = new Date();
      await trxRepo.lock(asset.id, at.toISOString());
      const before = await stateOf(trx, asset.id);
      // A newer version may have arrived, a stage moved on, or this reviewer been removed, since the caller's checks.
      if (before.newest?.id !== versionId) throw conflict('version_changed', { newest: before.newest?.version ?? '' });
      // A member's decision stays in the stage they saw, if it is still open; a guest's goes where the rule says now.
      const stage = stageForDecision(before, who, who === 'guest' ? undefined : seen.row.id);
      const note = body.note?.trim() || null;
      await trxRepo.insertDecision({ asset_id: asset.id, version_id: versionId, stage_id: stage.row.id, decision: body.decision, note, created_at: at.toISOString(), ...actor.stored });
      const fresh = await assets.findAssetRow(trx, asset.id);
      const inStage = before.stages.length > 1 ? { stage_name: stage.row.name } : {};
      const decided = await stateOf(trx, asset.id);
      const concludes = decided.outcome !== before.outcome && (decided.outcome === 'approved' || decided.outcome === 'changes_requested');
      await announce(trx, { type: 'decision.made', asset_id: asset.id, version_number: before.newest.version, ...actor.announced, decision: body.decision, note, concludes, ...inStage, client });
      await advanceStages(trx, announce, asset.id, at, moverOf(actor));
      const after = await stateOf(trx, asset.id);
      await followOutcome(trx, { assets, announce }, fresh, before, after, actor, { note, stage: after.stages.find((round) => round.row.id === stage.row.id) });
      await followStarts(trx, { assets }, fresh, before, after, actor);
    });
  }

  return {
    /**
     * A decision by a member or a review link's guest, when the policy lets them decide (a guest's
     * link allows decisions); the decision rule then says in which stage: a member's among the
     * stages they review (or the one named), a guest's where a stage takes guests, counted as a
     * reviewer's who is not a required approver. `asset` is one the actor reaches (access/scoped.ts);
     * `client`, where the request came from, goes into the decision's audit entry.
     */
    async decide(actor: ProjectActor, asset: AssetRow, body: DecisionInput & { stage_id?: number | undefined }, client: RequestOrigin) {
      authorize(actor, 'review.decide');
      await record(asset, actor.kind === 'guest' ? 'guest' : { userId: actor.user.id }, deciderOf(actor), body, client);
      return stateOf(db, asset.id);
    },
  };
}
