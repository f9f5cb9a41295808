import type { DecideBody, Decision, UpdateReviewBody } from '@review/contract/reviews';
import type { Db } from '../../db/database.ts';
import type { Announce } from '../../domain-events/announce.ts';
import { conflict, forbidden, invalid, notFound } from '../../errors.ts';
import type { AssetRow } from '../assets/repository.ts';
import type { AssetsService, HistoryActor } from '../assets/service.ts';
import type { UserRow } from '../auth/repository.ts';
import type { ProjectRole } from '@review/contract/members';
import { loadReviewStates, presentReview, type AssetReviewState } from './load-reviews.ts';
import { sendDueNotices } from './due-notices.ts';
import { listMyReviews } from './my-reviews.ts';
import { createReviewsRepository } from './repository.ts';
import { fullName } from '../auth/presenter.ts';

const now = () => new Date().toISOString();

/** Who decides, in the forms the decision row, the history and the announcement need. */
interface Decider {
  name: string;
  history: HistoryActor;
  stored: { user_id: number | null; guest_name: string | null; guest_email: string | null; share_link_id: number | null };
  announced: { actor_id: number | null; actor_name?: string; guest_name?: string };
}

const memberDecider = (user: UserRow): Decider => ({
  name: fullName(user),
  history: user,
  stored: { user_id: user.id, guest_name: null, guest_email: null, share_link_id: null },
  announced: { actor_id: user.id },
});

const guestDecider = (guest: { name: string; email: string; linkId: number }): Decider => ({
  name: `${guest.name} (guest)`,
  history: { guest_name: guest.name },
  stored: { user_id: null, guest_name: guest.name, guest_email: guest.email, share_link_id: guest.linkId },
  announced: { actor_id: null, actor_name: `${guest.name} (guest)`, guest_name: guest.name },
});

/** Managers, and whoever created the asset or is its assigned creator, choose its reviewers, rule and due date. */
export const canManageReview = (user: UserRow, asset: AssetRow, role: ProjectRole) =>
  role === 'Owner' || role === 'Admin' || asset.user_id === user.id || asset.creator_user_id === user.id;

async function stateOf(db: Db, assetId: number): Promise<AssetReviewState> {
  return (await loadReviewStates(db, [assetId])).get(assetId)!;
}

/**
 * Reviewers, decisions and the outcome they lead to (see contract/reviews). The asset's status moves
 * through the assets service: Approved when the rule is met on the newest version, In Progress when
 * a counted approver asks for changes, Ready to Review when the outcome is open again.
 */
export function createReviewsService(db: Db, { assets, announce }: { assets: AssetsService; announce: Announce }) {
  const repo = createReviewsRepository(db);

  /** Moves the asset where the outcome says, when the outcome changed, and tells the people it concerns. */
  async function followOutcome(trx: Db, asset: AssetRow, before: AssetReviewState, after: AssetReviewState, actor: Decider, note: string | null = null) {
    if (before.outcome === after.outcome || !after.newest) return;
    const version = after.newest.version;
    const concluded = { type: 'review.concluded', asset_id: asset.id, version_number: version, ...actor.announced, by_all: after.rule === 'all' && after.reviewers.filter((reviewer) => reviewer.required).length > 1, note } as const;
    if (after.outcome === 'approved') {
      const text = after.rule === 'all' ? `Approved: all required approvers approved version ${version}` : `Approved: ${actor.name} approved version ${version}`;
      await assets.moveByReview(trx, asset, { status: 'Approved', approvedByDecision: true, actor: actor.history, action: 'review_approved', text });
      await announce(trx, { ...concluded, outcome: 'approved' });
    } else if (after.outcome === 'changes_requested') {
      const text = `Changes requested: ${actor.name} asked for changes on version ${version}`;
      await assets.moveByReview(trx, asset, { status: 'InProgress', approvedByDecision: false, actor: actor.history, action: 'review_changes_requested', text });
      await announce(trx, { ...concluded, outcome: 'changes_requested' });
    } else if (asset.status === 'Approved' || asset.status === 'InProgress') {
      await assets.moveByReview(trx, asset, { status: 'Ready to Review', approvedByDecision: false, actor: actor.history, action: 'review_reopened', text: `The review of version ${version} is open again` });
    }
  }

  /** 409 unless `versionId` (when given) is the newest version, which decisions are about. */
  async function assertNewest(asset: AssetRow, state: AssetReviewState, versionId: number | undefined) {
    if (!state.newest) throw conflict('There is no version to decide on yet.');
    if (versionId !== undefined && versionId !== state.newest.id) {
      const version = await assets.findVersionOf(asset.id, versionId);
      if (!version) throw notFound('Version not found.');
      throw conflict(`Decisions are about the newest version: version ${state.newest.version}. Version ${version.version} can no longer be decided on.`);
    }
    return state.newest;
  }

  /**
   * Records a decision on the newest version, its history line and what follows from it, in one
   * transaction that holds the asset's review; `mayDecide` is asked again inside it.
   */
  async function recordDecision(asset: AssetRow, versionId: number, actor: Decider, body: { decision: Decision; note?: string | null | undefined }, mayDecide: (state: AssetReviewState) => void) {
    await db.transaction().execute(async (trx) => {
      const trxRepo = createReviewsRepository(trx);
      const at = now();
      await trxRepo.lock(asset.id, at);
      const before = await stateOf(trx, asset.id);
      // A newer version may have arrived, or this reviewer been removed, since the caller's checks.
      if (before.newest?.id !== versionId) throw conflict(`Decisions are about the newest version: version ${before.newest?.version ?? ''}.`);
      mayDecide(before);
      const note = body.note?.trim() || null;
      await trxRepo.insertDecision({ asset_id: asset.id, version_id: versionId, decision: body.decision, note, created_at: at, ...actor.stored });
      const fresh = await assets.findAssetRow(trx, asset.id);
      const verb = body.decision === 'approved' ? 'approved' : 'requested changes on';
      await assets.recordHistory(trx, asset.id, actor.history, body.decision === 'approved' ? 'decided_approved' : 'decided_changes', `${verb} version ${before.newest.version}`, note);
      const after = await stateOf(trx, asset.id);
      const concludes = after.outcome !== before.outcome && (after.outcome === 'approved' || after.outcome === 'changes_requested');
      await announce(trx, { type: 'decision.made', asset_id: asset.id, version_number: before.newest.version, ...actor.announced, decision: body.decision, note, concludes });
      await followOutcome(trx, fresh, before, after, actor, note);
    });
  }

  const assertReviewer = (user: UserRow) => (state: AssetReviewState) => {
    if (!state.reviewers.some((reviewer) => reviewer.user_id === user.id)) throw forbidden("Only the asset's reviewers can decide on it, each for themself.");
  };

  return {
    async get(user: UserRow, assetId: number) {
      const { asset, role } = await assets.findVisibleAsset(user, assetId);
      return presentReview(await stateOf(db, asset.id), canManageReview(user, asset, role));
    },

    async update(user: UserRow, assetId: number, body: UpdateReviewBody) {
      const { asset, project, role } = await assets.findVisibleAsset(user, assetId);
      if (!canManageReview(user, asset, role)) throw forbidden("Only the project's owner or an admin, or the asset's creator, can choose its reviewers.");
      const inProject = await repo.projectPeople(project.id, body.reviewers.map((reviewer) => reviewer.user_id));
      if (body.reviewers.some((reviewer) => !inProject.has(reviewer.user_id))) {
        throw invalid('Reviewers must be members of the project.', { reviewers: 'Reviewers must be members of the project.' });
      }
      await db.transaction().execute(async (trx) => {
        const trxRepo = createReviewsRepository(trx);
        const at = now();
        await trxRepo.lock(asset.id, at);
        const before = await stateOf(trx, asset.id);
        const fresh = await assets.findAssetRow(trx, asset.id);
        await trxRepo.replaceReviewers(asset.id, body.reviewers, at);
        const dueChanged = body.due_date !== undefined && body.due_date !== before.dueDate;
        await trxRepo.updateSettings(asset.id, {
          ...(body.rule && { rule: body.rule }),
          ...(body.due_date !== undefined && { due_date: body.due_date }),
          ...(dueChanged && { due_soon_notified_at: null, overdue_notified_at: null }),
          updated_at: at,
        });
        const approver = body.reviewers.find((reviewer) => reviewer.required)?.user_id ?? null;
        await assets.setApprover(trx, fresh, approver, user);
        const known = new Set(before.reviewers.map((reviewer) => reviewer.user_id));
        const added = body.reviewers.map((reviewer) => reviewer.user_id).filter((id) => !known.has(id) && id !== user.id);
        await announce(trx, { type: 'review.requested', asset_id: asset.id, actor_id: user.id, reviewer_ids: added });
        await followOutcome(trx, fresh, before, await stateOf(trx, asset.id), memberDecider(user));
      });
      return presentReview(await stateOf(db, asset.id), true);
    },

    async decide(user: UserRow, assetId: number, body: DecideBody) {
      const { asset, role } = await assets.findVisibleAsset(user, assetId);
      const current = await stateOf(db, asset.id);
      assertReviewer(user)(current);
      const newest = await assertNewest(asset, current, body.version_id);
      await recordDecision(asset, newest.id, memberDecider(user), body, assertReviewer(user));
      return presentReview(await stateOf(db, asset.id), canManageReview(user, asset, role));
    },

    /**
     * A guest's decision through a review link that allows it (the sharing feature checked the link
     * and that the asset is in it): it counts as a reviewer's who is not a required approver.
     */
    async decideAsGuest(asset: AssetRow, guest: { name: string; email: string; linkId: number }, body: { decision: Decision; note?: string | null | undefined; version_id?: number | undefined }) {
      const newest = await assertNewest(asset, await stateOf(db, asset.id), body.version_id);
      await recordDecision(asset, newest.id, guestDecider(guest), body, () => undefined);
      return stateOf(db, asset.id);
    },

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
        decision: row.decision === 'approved' ? ('approved' as const) : ('changes_requested' as const),
        note: row.note,
        decided_at: row.created_at,
      }));
    },

    mine: (user: UserRow) => listMyReviews(db, user),

    sendDueNotices: (at = new Date()) => sendDueNotices(db, { assets, announce }, at),
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
