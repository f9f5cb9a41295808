import type { DesignUpload } from '../../plugins/design-upload.ts';
import type { UserRow } from '../auth/index.ts';
import { authorize, findVisibleProject } from '../projects/index.ts';
import { now, retryOnUniqueViolation, type AssetContext } from './asset-context.ts';
import { createAssetLimits } from './limits.ts';
import { loadVersions } from './load-assets.ts';
import { createAssetsRepository } from './repository.ts';
import { nameWithoutExtension } from './stored-design.ts';

// Uploads that make a new asset or a new version: the file is checked and stored first, then its rows
// are written in one transaction, within the owner's plan.

/** `POST /upload/design_files`: a new asset from one file: title from the file name, version 1, variation 1A. */
export async function createAssetFromFile(ctx: AssetContext, user: UserRow, projectId: number, upload: DesignUpload) {
  const { db, announce, insertDesignVariation, presentOne, withStoredDesign, storedBytes, insertAssetWithDefaults, openReviewOfNewVersion } = ctx;
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
      await announce(trx, { type: 'asset.created', asset_id: created.id, actor_id: user.id, from_file: true });
      await announce(trx, { type: 'version.created', asset_id: created.id, version_number: 1, actor_id: user.id });
      // Stages from the project's default template may have started on this upload, with reviewers to ask.
      await openReviewOfNewVersion(trx, created, user, 1);
      return (await trxRepo.findAsset(created.id)) ?? created;
    }),
  );
  return presentOne(asset, project.project_name);
}


/** `POST /versions`: the next version number, with the file as its first variation (`{n}A`). */
export async function createVersion(ctx: AssetContext, user: UserRow, assetId: number, note: string, variationName: string | undefined, upload: DesignUpload) {
  const { db, announce, insertDesignVariation, findVisibleAsset, withStoredDesign, storedBytes, openReviewOfNewVersion } = ctx;
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
        await announce(trx, { type: 'version.created', asset_id: asset.id, version_number: number, actor_id: user.id });
        await openReviewOfNewVersion(trx, asset, user, number);
        return version.id;
      }),
    ),
  );
  const versions = await loadVersions(db, asset);
  return versions.find((version) => version.id === versionId)!;
}

