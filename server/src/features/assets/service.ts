import type { CreateAssetBody, UpdateAssetBody } from '@review/contract/assets';
import type { AssetStatus } from '@review/contract/statuses';
import sanitizeHtml from 'sanitize-html';
import type { BlobStore } from '../../blob/blob-store.ts';
import type { Db } from '../../db/database.ts';
import { ifRefused, invalid, notFound } from '../../errors.ts';
import type { DesignUpload } from '../../plugins/design-upload.ts';
import type { UserRow } from '../auth/index.ts';
import { authorize, findVisibleProject } from '../projects/index.ts';
import { createReviewRows } from '../reviews/index.ts';
import type { Announce } from '../../domain-events/announce.ts';
import type { StatusCause } from '../../domain-events/events.ts';
import { createAssetContext, now } from './asset-context.ts';
import type { DesignRenderer } from './design-renderer.ts';
import type { OpenOptions } from './renderers/open-design.ts';
import { createAssetLimits } from './limits.ts';
import { loadAssets, loadVersions } from './load-assets.ts';
import { createAssetsRepository, type AssetRow } from './repository.ts';
import { createAssetFromFile, createVersion } from './upload-design.ts';
import { createGeneratedAsset, createGeneratedVersion, type AfterContext } from './generated-versions.ts';
import { createVariation, deleteVariation, listVariations, retryRendering } from './variations.ts';

/** Who moved a status, as status.changed names them: a member, or a guest by the name they gave. */
interface StatusMover {
  actor_id: number | null;
  actor_name?: string;
  guest_name?: string;
}

/** Assets, their versions and variations: each operation lives in a file of its own, sharing `asset-context.ts`. */
export function createAssetsService(db: Db, blobs: BlobStore, renderer: DesignRenderer, jobs: { wake: () => void }, announce: Announce, uploads: OpenOptions) {
  const ctx = createAssetContext(db, blobs, renderer, jobs, announce, uploads);
  const { repo, findVisibleAsset, presentOne, release, insertAssetWithDefaults } = ctx;

  return {
    findVisibleAsset,

    findAssetRow: async (trx: Db, assetId: number) => {
      const asset = await createAssetsRepository(trx).findAsset(assetId);
      if (!asset) throw notFound('asset_not_found');
      return asset;
    },

    findVersionOf: async (assetId: number, versionId: number) => {
      const version = await repo.findVersion(versionId);
      return version?.asset_id === assetId ? version : undefined;
    },

    /** The status a review's outcome calls for (features/reviews), announced with who moved it and why. */
    async moveByReview(trx: Db, asset: AssetRow, move: { status: AssetStatus; approvedByDecision: boolean; mover: StatusMover; because: StatusCause }) {
      await createAssetsRepository(trx).updateAsset(asset.id, { status: move.status, approved_by_decision: move.approvedByDecision ? 1 : 0, updated_at: now() });
      if (asset.status !== move.status) await announce(trx, { type: 'status.changed', asset_id: asset.id, from: asset.status, to: move.status, ...move.mover, because: move.because });
    },

    /** The asset's approver follows its first required reviewer (features/reviews). */
    async setApprover(trx: Db, asset: AssetRow, approverId: number | null, user: UserRow) {
      if (asset.approver_user_id === approverId) return;
      await createAssetsRepository(trx).updateAsset(asset.id, { approver_user_id: approverId, updated_at: now() });
      await announce(trx, { type: 'approver.changed', asset_id: asset.id, approver_id: approverId, actor_id: user.id });
    },

    async listAssets(user: UserRow, projectId: number, includeArchived: boolean) {
      const { project } = await findVisibleProject(db, user.id, projectId);
      return loadAssets(db, await repo.listAssets(project.id, includeArchived), project.project_name);
    },

    async getAsset(user: UserRow, assetId: number) {
      const { asset, project } = await findVisibleAsset(user, assetId);
      return presentOne(asset, project.project_name);
    },

    async createAsset(user: UserRow, body: CreateAssetBody) {
      const { project, role } = await findVisibleProject(db, user.id, body.project_id);
      authorize(role, 'asset.create');
      const asset = await db.transaction().execute(async (trx) => {
        const limits = createAssetLimits(trx);
        await limits.lockAccount(project.user_id);
        await limits.assertCanAddAsset(project);
        const created = await insertAssetWithDefaults(trx, project, user, body.title);
        await announce(trx, { type: 'asset.created', asset_id: created.id, actor_id: user.id, from_file: false });
        return created;
      });
      return presentOne(asset, project.project_name);
    },

    async updateAsset(user: UserRow, assetId: number, body: UpdateAssetBody) {
      const { asset, project, role } = await findVisibleAsset(user, assetId);
      authorize(role, body.is_archived !== undefined ? 'asset.delete' : 'asset.update');
      for (const userId of [body.creator_user_id, body.approver_user_id]) {
        if (userId && !(await findVisibleProject(db, userId, project.id).catch(ifRefused(() => null)))) {
          throw invalid('creators_approvers_not_members');
        }
      }
      const changes = {
        ...(body.title !== undefined && { title: body.title }),
        ...(body.description !== undefined && { description: sanitizeHtml(body.description ?? '') }),
        ...(body.status !== undefined && { status: body.status }),
        ...(body.creator_user_id !== undefined && { creator_user_id: body.creator_user_id }),
        ...(body.approver_user_id !== undefined && { approver_user_id: body.approver_user_id }),
        ...(body.is_archived !== undefined && { is_archived: body.is_archived ? 1 : 0 }),
      };
      await db.transaction().execute(async (trx) => {
        const trxRepo = createAssetsRepository(trx);
        const movedTo = body.status !== undefined && body.status !== asset.status ? body.status : undefined;
        await trxRepo.updateAsset(asset.id, { ...changes, ...(movedTo && { approved_by_decision: 0 }), updated_at: now() });
        // The approver picked on the asset is its first required reviewer.
        if (body.approver_user_id) await createReviewRows(trx).addRequiredReviewer(asset.id, body.approver_user_id, now());
        if (movedTo) await announce(trx, { type: 'status.changed', asset_id: asset.id, from: asset.status, to: movedTo, actor_id: user.id, because: { by: 'hand' } });
      });
      return presentOne((await repo.findAsset(asset.id)) ?? { ...asset, ...changes }, project.project_name);
    },

    async deleteAsset(user: UserRow, assetId: number) {
      const { asset, role } = await findVisibleAsset(user, assetId);
      authorize(role, 'asset.delete');
      const keys = await repo.collectAssetBlobKeys(asset.id);
      await repo.deleteAsset(asset.id);
      await release(keys);
    },

    async listVersions(user: UserRow, assetId: number) {
      const { asset } = await findVisibleAsset(user, assetId);
      return loadVersions(db, asset);
    },

    createAssetFromFile: (user: UserRow, projectId: number, upload: DesignUpload) => createAssetFromFile(ctx, user, projectId, upload),
    createVersion: (user: UserRow, assetId: number, note: string, variationName: string | undefined, upload: DesignUpload) => createVersion(ctx, user, assetId, note, variationName, upload),
    listVariations: (user: UserRow, versionId: number) => listVariations(ctx, user, versionId),
    createVariation: (user: UserRow, versionId: number, variationName: string | undefined, upload: DesignUpload) => createVariation(ctx, user, versionId, variationName, upload),
    retryRendering: (user: UserRow, variationId: number) => retryRendering(ctx, user, variationId),
    deleteVariation: (user: UserRow, variationId: number) => deleteVariation(ctx, user, variationId),
    /** For features that make a version's variations themselves (websites); the caller has asked the policy. */
    createGeneratedAsset: (...args: AfterContext<typeof createGeneratedAsset>) => createGeneratedAsset(ctx, ...args),
    createGeneratedVersion: (...args: AfterContext<typeof createGeneratedVersion>) => createGeneratedVersion(ctx, ...args),
  };
}

export type AssetsService = ReturnType<typeof createAssetsService>;
