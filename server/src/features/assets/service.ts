import type { CreateAssetBody, UpdateAssetBody } from '@review/contract/assets';
import { STATUS_LABELS, type AssetStatus } from '@review/contract/statuses';
import sanitizeHtml from 'sanitize-html';
import type { BlobStore } from '../../blob/blob-store.ts';
import { releaseBlobs } from '../../blob/references.ts';
import type { Db } from '../../db/database.ts';
import { ifRefused, invalid, notFound } from '../../errors.ts';
import type { DesignUpload } from '../../plugins/design-upload.ts';
import type { UserRow } from '../auth/repository.ts';
import { authorize, findVisibleProject } from '../projects/policy.ts';
import { createReviewsRepository } from '../reviews/repository.ts';
import { enqueue } from '../../jobs/queue.ts';
import type { Announce } from '../../domain-events/announce.ts';
import type { DesignRenderer } from './design-renderer.ts';
import { createAssetLimits } from './limits.ts';
import { loadAssets, loadVersions } from './load-assets.ts';
import { createAssetsRepository, type AssetRow } from './repository.ts';
import { blobKeysOf, nameWithoutExtension, storeDesignFile, type StoredDesign } from './stored-design.ts';

const ASSET_NOT_FOUND = 'Asset not found.';
const NO_FILE = 'Please choose a file to upload.';
const now = () => new Date().toISOString();

/** Unique violations from either database: a concurrent upload took the number first. */
const isUniqueViolation = (error: unknown) => /unique|duplicate key/i.test(String((error as Error)?.message));

/** Runs a numbering transaction again when a concurrent one took the same version number or letter. */
async function retryOnUniqueViolation<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= 5 || !isUniqueViolation(error)) throw error;
    }
  }
}

/** `jobs.wake` tells this instance's job worker a job was just committed, so pages start at once. */
/** Who a history line is about: a member, or a guest of a review link by the name they gave. */
export type HistoryActor = UserRow | { guest_name: string };
const actorColumns = (actor: HistoryActor) => ('id' in actor ? { user_id: actor.id, guest_name: null } : { user_id: null, guest_name: actor.guest_name });

export function createAssetsService(db: Db, blobs: BlobStore, renderer: DesignRenderer, jobs: { wake: () => void }, announce: Announce) {
  const repo = createAssetsRepository(db);

  /** A variation with its file; a document's later pages are a job, recorded in the same transaction. */
  async function insertDesignVariation(trx: Db, variation: Parameters<ReturnType<typeof createAssetsRepository>['insertVariation']>[0] & StoredDesign) {
    const created = await createAssetsRepository(trx).insertVariation(variation);
    if (variation.render_state === 'rendering') await enqueue(trx, 'render-pages', { variation_id: created.id });
    return created;
  }

  /** The asset and the user's role in its project; 404 for anyone who cannot see the project. */
  async function findVisibleAsset(user: UserRow, assetId: number) {
    const asset = await repo.findAsset(assetId);
    if (!asset) throw notFound(ASSET_NOT_FOUND);
    const access = await findVisibleProject(db, user.id, asset.project_id, ASSET_NOT_FOUND);
    return { asset, ...access };
  }

  async function findVisibleVersion(user: UserRow, versionId: number) {
    const version = await repo.findVersion(versionId);
    if (!version) throw notFound('Version not found.');
    return { version, ...(await findVisibleAsset(user, version.asset_id)) };
  }

  const presentOne = async (asset: AssetRow, projectName: string) => (await loadAssets(db, [asset], projectName))[0]!;

  const release = (keys: string[]) => releaseBlobs(db, blobs, keys);

  /** Stores the upload's file, then runs `write` in a transaction; if the write fails the stored blobs are released. */
  async function withStoredDesign<T>(upload: DesignUpload, write: (design: StoredDesign) => Promise<T>): Promise<T> {
    if (!upload.file) throw invalid(NO_FILE, { design_file: NO_FILE });
    let design: StoredDesign;
    try {
      design = await storeDesignFile(blobs, renderer, upload.file);
    } finally {
      await upload.discard();
    }
    try {
      const written = await write(design);
      if (design.render_state === 'rendering') jobs.wake();
      return written;
    } catch (error) {
      await release(blobKeysOf(design));
      throw error;
    }
  }

  /** Storage counts the original and every rendering; later pages are counted as they are rendered. */
  const storedBytes = (design: StoredDesign) => design.file_size + design.rendered_size;

  const history = (trxRepo: ReturnType<typeof createAssetsRepository>, assetId: number, actor: HistoryActor, action: string, text: string, reply: string | null = null) =>
    trxRepo.insertHistory({ asset_id: assetId, ...actorColumns(actor), action, text, reply, replied_to: null, created_at: now() });

  /**
   * A new version starts its review afresh: every reviewer is pending again (decisions are per
   * version; older ones stay with theirs), the asset goes to Ready to Review and the reviewers are told.
   */
  async function openReviewOfNewVersion(trx: Db, asset: AssetRow, user: UserRow, version: number) {
    const reviewers = await createReviewsRepository(trx).listReviewers([asset.id]);
    if (!reviewers.length) return;
    const trxRepo = createAssetsRepository(trx);
    await trxRepo.updateAsset(asset.id, { status: 'Ready to Review', approved_by_decision: 0 });
    if (asset.status !== 'Ready to Review') {
      await history(trxRepo, asset.id, user, 'status_changed', `version ${version} is ready to review`);
      await announce(trx, { type: 'status.changed', asset_id: asset.id, from: asset.status, to: 'Ready to Review', actor_id: user.id });
    }
    await announce(trx, { type: 'version.uploaded', asset_id: asset.id, version_number: version, actor_id: user.id, reviewer_ids: reviewers.map((reviewer) => reviewer.user_id) });
  }

  async function insertAssetWithDefaults(trx: Db, project: { id: number; default_creator_user_id: number | null; default_approver_user_id: number | null }, user: UserRow, title: string) {
    const at = now();
    return createAssetsRepository(trx).insertAsset({
      project_id: project.id,
      user_id: user.id,
      title,
      description: '',
      status: 'Todo',
      creator_user_id: project.default_creator_user_id,
      approver_user_id: project.default_approver_user_id,
      is_archived: 0,
      created_at: at,
      updated_at: at,
    });
  }

  return {
    findVisibleAsset,

    findAssetRow: async (trx: Db, assetId: number) => {
      const asset = await createAssetsRepository(trx).findAsset(assetId);
      if (!asset) throw notFound(ASSET_NOT_FOUND);
      return asset;
    },

    findVersionOf: async (assetId: number, versionId: number) => {
      const version = await repo.findVersion(versionId);
      return version?.asset_id === assetId ? version : undefined;
    },

    recordHistory: (trx: Db, assetId: number, actor: HistoryActor, action: string, text: string, reply: string | null = null) =>
      history(createAssetsRepository(trx), assetId, actor, action, text, reply),

    /** The status a review's outcome calls for (features/reviews), with the history line that says why. */
    async moveByReview(trx: Db, asset: AssetRow, move: { status: AssetStatus; approvedByDecision: boolean; actor: HistoryActor; action: string; text: string }) {
      const trxRepo = createAssetsRepository(trx);
      await trxRepo.updateAsset(asset.id, { status: move.status, approved_by_decision: move.approvedByDecision ? 1 : 0, updated_at: now() });
      await history(trxRepo, asset.id, move.actor, move.action, move.text);
      if (asset.status !== move.status) {
        const actor = 'id' in move.actor ? { actor_id: move.actor.id } : { actor_id: null, actor_name: `${move.actor.guest_name} (guest)` };
        await announce(trx, { type: 'status.changed', asset_id: asset.id, from: asset.status, to: move.status, ...actor });
      }
    },

    /** The asset's approver follows its first required reviewer (features/reviews). */
    async setApprover(trx: Db, asset: AssetRow, approverId: number | null, user: UserRow) {
      if (asset.approver_user_id === approverId) return;
      const trxRepo = createAssetsRepository(trx);
      await trxRepo.updateAsset(asset.id, { approver_user_id: approverId, updated_at: now() });
      await history(trxRepo, asset.id, user, 'approver_changed', approverId === null ? 'cleared the approver' : 'changed the approver');
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
        await history(createAssetsRepository(trx), created.id, user, 'created_asset', `created the asset "${created.title}"`);
        await announce(trx, { type: 'asset.created', asset_id: created.id, actor_id: user.id });
        return created;
      });
      return presentOne(asset, project.project_name);
    },

    /** `POST /upload/design_files`: a new asset from one file: title from the file name, version 1, variation 1A. */
    async createAssetFromFile(user: UserRow, projectId: number, upload: DesignUpload) {
      const { project, role } = await findVisibleProject(db, user.id, projectId);
      authorize(role, 'asset.create');
      const asset = await withStoredDesign(upload, (design) =>
        db.transaction().execute(async (trx) => {
          const limits = createAssetLimits(trx);
          const trxRepo = createAssetsRepository(trx);
          await limits.lockAccount(project.user_id);
          await limits.assertCanAddAsset(project);
          await limits.assertStorageFor(project.user_id, storedBytes(design));
          const created = await insertAssetWithDefaults(trx, project, user, nameWithoutExtension(design.file_name).slice(0, 200));
          const at = now();
          const version = await trxRepo.insertVersion({ asset_id: created.id, version: 1, note: '', user_id: user.id, created_at: at, updated_at: at });
          await insertDesignVariation(trx, { ...design, version_id: version.id, letter_index: 0, variation_name: nameWithoutExtension(design.file_name), user_id: user.id, created_at: at });
          await history(trxRepo, created.id, user, 'uploaded_version', `uploaded version 1 (${design.file_name})`);
          await announce(trx, { type: 'asset.created', asset_id: created.id, actor_id: user.id });
          await announce(trx, { type: 'version.created', asset_id: created.id, version_number: 1, actor_id: user.id });
          return created;
        }),
      );
      return presentOne(asset, project.project_name);
    },

    async updateAsset(user: UserRow, assetId: number, body: UpdateAssetBody) {
      const { asset, project, role } = await findVisibleAsset(user, assetId);
      authorize(role, body.is_archived !== undefined ? 'asset.delete' : 'asset.update');
      for (const userId of [body.creator_user_id, body.approver_user_id]) {
        if (userId && !(await findVisibleProject(db, userId, project.id).catch(ifRefused(() => null)))) {
          throw invalid('Creators and approvers must be members of the project.');
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
        if (body.approver_user_id) await createReviewsRepository(trx).addRequiredReviewer(asset.id, body.approver_user_id, now());
        if (movedTo) {
          const label = (status: string) => STATUS_LABELS[status as AssetStatus] ?? status;
          await history(trxRepo, asset.id, user, 'status_changed', `changed the status from ${label(asset.status)} to ${label(movedTo)}`);
          await announce(trx, { type: 'status.changed', asset_id: asset.id, from: asset.status, to: movedTo, actor_id: user.id });
        }
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

    /** `POST /versions`: the next version number, with the file as its first variation (`{n}A`). */
    async createVersion(user: UserRow, assetId: number, note: string, variationName: string | undefined, upload: DesignUpload) {
      const { asset, project, role } = await findVisibleAsset(user, assetId);
      authorize(role, 'asset.update');
      const versionId = await withStoredDesign(upload, (design) =>
        retryOnUniqueViolation(() =>
          db.transaction().execute(async (trx) => {
            const trxRepo = createAssetsRepository(trx);
            const limits = createAssetLimits(trx);
            await limits.lockAccount(project.user_id);
            await limits.assertStorageFor(project.user_id, storedBytes(design));
            const at = now();
            const number = await trxRepo.nextVersionNumber(asset.id);
            const version = await trxRepo.insertVersion({ asset_id: asset.id, version: number, note, user_id: user.id, created_at: at, updated_at: at });
            const name = variationName?.trim() || nameWithoutExtension(design.file_name);
            await insertDesignVariation(trx, { ...design, version_id: version.id, letter_index: 0, variation_name: name, user_id: user.id, created_at: at });
            await trxRepo.updateAsset(asset.id, { updated_at: at });
            await history(trxRepo, asset.id, user, 'uploaded_version', `uploaded version ${number} (${design.file_name})`);
            await announce(trx, { type: 'version.created', asset_id: asset.id, version_number: number, actor_id: user.id });
            await openReviewOfNewVersion(trx, asset, user, number);
            return version.id;
          }),
        ),
      );
      const versions = await loadVersions(db, asset);
      return versions.find((version) => version.id === versionId)!;
    },

    async listVariations(user: UserRow, versionId: number) {
      const { asset, version } = await findVisibleVersion(user, versionId);
      const versions = await loadVersions(db, asset);
      return versions.find((v) => v.id === version.id)?.variations ?? [];
    },

    /** `POST /variations`: the next letter of the version, within the plan's variations per version. */
    async createVariation(user: UserRow, versionId: number, variationName: string | undefined, upload: DesignUpload) {
      const { asset, version, project, role } = await findVisibleVersion(user, versionId);
      authorize(role, 'asset.update');
      const variationId = await withStoredDesign(upload, (design) =>
        retryOnUniqueViolation(() =>
          db.transaction().execute(async (trx) => {
            const trxRepo = createAssetsRepository(trx);
            const limits = createAssetLimits(trx);
            await limits.lockAccount(project.user_id);
            await limits.assertCanAddVariation(project.user_id, version.id);
            await limits.assertStorageFor(project.user_id, storedBytes(design));
            const at = now();
            const letter = await trxRepo.nextLetterIndex(version.id);
            const name = variationName?.trim() || nameWithoutExtension(design.file_name);
            const created = await insertDesignVariation(trx, { ...design, version_id: version.id, letter_index: letter, variation_name: name, user_id: user.id, created_at: at });
            await trxRepo.touchVersion(version.id, at);
            await history(trxRepo, asset.id, user, 'added_variation', `added variation "${name}" to version ${version.version}`);
            return created.id;
          }),
        ),
      );
      const versions = await loadVersions(db, asset);
      return versions.flatMap((v) => v.variations).find((variation) => variation.id === variationId)!;
    },

    /** `POST /variations/{id}/render`: a document whose rendering failed is rendered again from where it stopped. */
    async retryRendering(user: UserRow, variationId: number) {
      const variation = await repo.findVariation(variationId);
      if (!variation) throw notFound('Variation not found.');
      const { asset, version, role } = await findVisibleVersion(user, variation.version_id);
      authorize(role, 'asset.update');
      const restarted = await db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('variations')
          .set({ render_state: 'rendering', render_error: null })
          .where('id', '=', variation.id)
          .where('render_state', '=', 'failed')
          .executeTakeFirst();
        if (!Number(updated.numUpdatedRows)) return false;
        await enqueue(trx, 'render-pages', { variation_id: variation.id });
        return true;
      });
      if (restarted) jobs.wake();
      const versions = await loadVersions(db, asset);
      const current = versions.find((v) => v.id === version.id)?.variations.find((v) => v.id === variation.id);
      return { restarted, variation: current! };
    },

    async deleteVariation(user: UserRow, variationId: number) {
      const variation = await repo.findVariation(variationId);
      if (!variation) throw notFound('Variation not found.');
      const { asset, version, role } = await findVisibleVersion(user, variation.version_id);
      authorize(role, 'asset.update');
      if ((await repo.countVariations(version.id)) <= 1) {
        throw invalid('A version keeps at least one variation: upload another before deleting this one.');
      }
      const keys = [...blobKeysOf(variation), ...(await repo.collectVariationBlobKeys(variation.id))];
      await db.transaction().execute(async (trx) => {
        const trxRepo = createAssetsRepository(trx);
        await trxRepo.deleteVariation(variation.id);
        await history(trxRepo, asset.id, user, 'deleted_variation', `deleted variation "${variation.variation_name}" of version ${version.version}`);
      });
      await release(keys);
    },
  };
}

export type AssetsService = ReturnType<typeof createAssetsService>;
