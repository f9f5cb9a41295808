import type { BlobStore } from '../../blob/blob-store.ts';
import { releaseBlobs } from '../../blob/references.ts';
import type { Db } from '../../db/database.ts';
import { invalid, notFound } from '../../errors.ts';
import type { DesignUpload } from '../../plugins/design-upload.ts';
import type { UserRow } from '../auth/index.ts';
import { mayMember } from '../access/index.ts';
import { findVisibleProject } from '../projects/index.ts';
import { loadReviewStates } from '../reviews/index.ts';
import { enqueue } from '../../jobs/queue.ts';
import type { Announce } from '../../domain-events/announce.ts';
import type { DesignRenderer } from './design-renderer.ts';
import { loadAssets } from './load-assets.ts';
import { createAssetsRepository, type AssetRow } from './repository.ts';
import { blobKeysOf, storeDesignFile, type StoredDesign } from './stored-design.ts';
import { insertBannerRows } from './banner-files.ts';
import { officeSourceTypeOf } from '@review/contract/office';
import type { OpenOptions } from './renderers/open-design.ts';

export const now = () => new Date().toISOString();

/** Unique violations from either database: a concurrent upload took the number first. */
const isUniqueViolation = (error: unknown) => /unique|duplicate key/i.test(String((error as Error)?.message));

/** Runs a numbering transaction again when a concurrent one took the same version number or letter. */
export async function retryOnUniqueViolation<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= 5 || !isUniqueViolation(error)) throw error;
    }
  }
}

/** The job that finishes a variation's renderings: a video's renders, an Office file's conversion and pages, a document's later pages, a banner's checks. */
export function renderJobOf(variation: { video_probe: string | null; file_type: string }) {
  if (variation.file_type === 'application/zip') return 'render-banner';
  if (officeSourceTypeOf(variation.file_type)) return 'convert-office';
  return variation.video_probe === null ? 'render-pages' : 'render-video';
}

/**
 * What the assets service's operations share: finding what a user may see, storing an upload's file
 * with its rows, and the review a new version opens. Each operation file takes it.
 */
export function createAssetContext(db: Db, blobs: BlobStore, renderer: DesignRenderer, jobs: { wake: () => void }, announce: Announce, uploads: OpenOptions) {
  const repo = createAssetsRepository(db);

  /** A variation with its file; a document's later pages or a video's renders are a job, recorded in the same transaction. */
  async function insertDesignVariation(trx: Db, variation: Parameters<ReturnType<typeof createAssetsRepository>['insertVariation']>[0] & StoredDesign) {
    const { banner, ...columns } = variation;
    const created = await createAssetsRepository(trx).insertVariation(columns);
    if (banner) await insertBannerRows(trx, created.id, banner);
    if (variation.render_state === 'rendering') await enqueue(trx, renderJobOf(variation), { variation_id: created.id });
    return created;
  }

  /** The asset and the user's role in its project; 404 for anyone who cannot see the project. */
  async function findVisibleAsset(user: UserRow, assetId: number) {
    const asset = await repo.findAsset(assetId);
    if (!asset) throw notFound('asset_not_found');
    const access = await findVisibleProject(db, user.id, asset.project_id, 'asset_not_found');
    if (!mayMember(user.id, access.role, 'asset.read', asset)) throw notFound('asset_not_found');
    return { asset, ...access };
  }

  async function findVisibleVersion(user: UserRow, versionId: number) {
    const version = await repo.findVersion(versionId);
    if (!version) throw notFound('version_not_found');
    return { version, ...(await findVisibleAsset(user, version.asset_id)) };
  }

  const presentOne = async (asset: AssetRow, projectName: string) => (await loadAssets(db, [asset], projectName))[0]!;

  const release = (keys: string[]) => releaseBlobs(db, blobs, keys);

  /** Stores the upload's file, then runs `write` in a transaction; if the write fails the stored blobs are released. */
  async function withStoredDesign<T>(upload: DesignUpload, write: (design: StoredDesign) => Promise<T>): Promise<T> {
    if (!upload.file) throw invalid('file_required', undefined, { design_file: 'file_required' });
    let design: StoredDesign;
    try {
      design = await storeDesignFile(blobs, renderer, upload.file, uploads);
    } finally {
      await upload.discard();
    }
    try {
      const written = await write(design);
      // Whatever the write enqueued (pages to render, a new version's comparisons, e-mails, webhook
      // deliveries) starts now rather than at the worker's next poll, up to a second later.
      jobs.wake();
      return written;
    } catch (error) {
      await release(blobKeysOf(design));
      throw error;
    }
  }

  /** Storage counts the original and every rendering; later pages are counted as they are rendered. */
  const storedBytes = (design: StoredDesign) => design.file_size + design.rendered_size;

  /**
   * A new version starts its review afresh (the reviews feature restarted its stages on
   * version.created): the asset goes to Ready to Review and the reviewers of the stages now running
   * are told; older versions keep their decisions.
   */
  async function openReviewOfNewVersion(trx: Db, asset: AssetRow, user: UserRow, version: number) {
    const state = (await loadReviewStates(trx, [asset.id])).get(asset.id);
    if (!state?.reviewers.length) return;
    await createAssetsRepository(trx).updateAsset(asset.id, { status: 'Ready to Review', approved_by_decision: 0 });
    if (asset.status !== 'Ready to Review') {
      await announce(trx, { type: 'status.changed', asset_id: asset.id, from: asset.status, to: 'Ready to Review', actor_id: user.id, because: { by: 'new_version', version_number: version } });
    }
    const running = state.stages.filter((round) => round.state !== 'waiting' && round.row.version_id === state.newest?.id);
    const reviewerIds = [...new Set(running.flatMap((round) => round.reviewers.map((reviewer) => reviewer.user_id)))];
    await announce(trx, { type: 'version.uploaded', asset_id: asset.id, version_number: version, actor_id: user.id, reviewer_ids: reviewerIds });
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
    db,
    repo,
    announce,
    jobs,
    insertDesignVariation,
    findVisibleAsset,
    findVisibleVersion,
    presentOne,
    release,
    withStoredDesign,
    storedBytes,
    openReviewOfNewVersion,
    insertAssetWithDefaults,
  };
}

export type AssetContext = ReturnType<typeof createAssetContext>;
