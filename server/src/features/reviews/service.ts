import type { DecideBody, UpdateReviewBody } from '@review/contract/reviews';
import type { UpdateStagesBody } from '@review/contract/stages';
import type { Db } from '../../db/database.ts';
import type { Announce } from '../../domain-events/announce.ts';
import type { RequestOrigin } from '../../domain-events/audited-events.ts';
import type { AssetRow, AssetsService } from '../assets/index.ts';
import { authorize, findActorAsset, may, memberActor, type GuestActor, type ProjectActor } from '../access/index.ts';
import type { UserRow } from '../auth/index.ts';
import type { ProjectRole } from '@review/contract/members';
import { createDecisions } from './decide.ts';
import { acceptsDecisions } from './decision-rule.ts';
import { sendDueNotices } from './due-notices.ts';
import { createStageEdits } from './edit-stages.ts';
import { createReviewsListener } from './listener.ts';
import { loadReviewStates, presentReview, presentStage } from './load-reviews.ts';
import { listMyReviews } from './my-reviews.ts';
import { createReviewsRepository } from './repository.ts';
import { advanceStages } from './stage-machine.ts';

/** The user placed in the asset's project, as the policy is asked about them. */
const placed = (user: UserRow, role: ProjectRole): ProjectActor => ({ ...memberActor(user), role });

/** Whether the user runs the asset's review (the policy's managers and the asset's creators): the screens' `can_manage`. */
export const canManageReview = (user: UserRow, asset: AssetRow, role: ProjectRole) => may(placed(user, role), 'review.stages', asset);

/**
 * The approval workflow (see contract/reviews and contract/stages): an asset's stages, their
 * reviewers and decisions, and the outcome they lead to, which moves the asset's status through the
 * assets service. The approvals API reads and writes stage 1.
 */
export function createReviewsService(db: Db, { assets, announce }: { assets: AssetsService; announce: Announce }) {
  const repo = createReviewsRepository(db);
  const decisions = createDecisions({ db, assets, announce });
  const edits = createStageEdits({ db, assets, announce });
  const stateOf = async (assetId: number) => (await loadReviewStates(db, [assetId])).get(assetId)!;

  async function presentStages(assetId: number, canManage: boolean) {
    const state = await stateOf(assetId);
    return { data: state.stages.map((round) => presentStage(round, acceptsDecisions(state, round))), restart_from: state.restartFrom, can_manage: canManage };
  }

  async function managed(user: UserRow, assetId: number) {
    const { asset, project, role } = await assets.findVisibleAsset(user, assetId);
    authorize(placed(user, role), 'review.stages', asset);
    return { asset, project };
  }

  return {
    onEvent: createReviewsListener(announce),

    async get(user: UserRow, assetId: number) {
      const { asset, role } = await assets.findVisibleAsset(user, assetId);
      return presentReview(await stateOf(asset.id), canManageReview(user, asset, role));
    },

    async update(user: UserRow, assetId: number, body: UpdateReviewBody) {
      const { asset, project, role } = await assets.findVisibleAsset(user, assetId);
      authorize(placed(user, role), 'review.assign', asset);
      await edits.updateFirstStage(user, asset, project.id, body);
      return presentReview(await stateOf(asset.id), true);
    },

    async listStages(user: UserRow, assetId: number) {
      const { asset, role } = await assets.findVisibleAsset(user, assetId);
      return presentStages(asset.id, canManageReview(user, asset, role));
    },

    /**
     * The stages as a review link's guest sees them: the asset only when the link opens it; a private
     * stage only when it takes the link's guests (its reviewers' discussion is theirs), people by name
     * without their pictures; never managed.
     */
    async listStagesOfLink(guest: GuestActor, assetId: number) {
      const { asset, actor } = await findActorAsset(db, guest, assetId);
      const { data, restart_from } = await presentStages(asset.id, false);
      // The private stages a guest sits in are those taking guests; every stage only to whom the policy shows every one (never a guest).
      const seesEvery = may(actor, 'stage.see_private', asset);
      const shown = data.filter((stage) => !stage.private || stage.guests || seesEvery);
      return { data: shown.map((stage) => ({ ...stage, reviewers: stage.reviewers.map((reviewer) => ({ ...reviewer, avatar: null })) })), restart_from, can_manage: false };
    },

    async updateStages(user: UserRow, assetId: number, body: UpdateStagesBody) {
      const { asset, project } = await managed(user, assetId);
      await edits.updateStages(user, asset, project.id, body);
      return presentStages(asset.id, true);
    },

    async startStage(user: UserRow, assetId: number, stageId: number) {
      const { asset } = await managed(user, assetId);
      await edits.startStage(user, asset, stageId);
      return presentStages(asset.id, true);
    },

    async decide(user: UserRow, assetId: number, body: DecideBody, client: RequestOrigin) {
      const { asset, role } = await assets.findVisibleAsset(user, assetId);
      await decisions.decide({ ...memberActor(user), role }, asset, body, client);
      return presentReview(await stateOf(asset.id), canManageReview(user, asset, role));
    },

    /** A decision by an actor placed on an asset they reach: how review links' guests decide, by the members' operation. */
    decideAs: decisions.decide,

    async listDecisions(user: UserRow, assetId: number, versionId?: number) {
      const { asset } = await assets.findVisibleAsset(user, assetId);
      const rows = await repo.listDecisionHistory(asset.id, versionId);
      return rows.map((row) => ({
        id: row.id,
        user_id: row.user_id,
        first_name: row.guest_name ?? row.first_name ?? 'Former',
        last_name: row.guest_name === null ? (row.last_name ?? 'member') : '',
        guest: row.guest_name !== null,
        version_id: row.version_id,
        version: row.version,
        stage_id: row.stage_id,
        stage_name: row.stage_name,
        decision: row.decision === 'approved' ? ('approved' as const) : ('changes_requested' as const),
        note: row.note,
        decided_at: row.created_at,
      }));
    },

    mine: (user: UserRow) => listMyReviews(db, user),

    /**
     * The clock's part, every few minutes on any number of instances: stages set to start at a time
     * that has come start (each asset under its review's lock; a waiting stage already kept the whole
     * from approved, so the asset's status stays), then deadline reminders go out.
     */
    async tick(at = new Date()) {
      for (const assetId of await repo.listAssetsWithStartsDue(at.toISOString())) {
        await db.transaction().execute(async (trx) => {
          await createReviewsRepository(trx).lock(assetId, at.toISOString());
          await advanceStages(trx, announce, assetId, at, { actor_id: null });
        });
      }
      await sendDueNotices(db, { assets, announce }, at);
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
