import { invalid, notFound } from '../../errors.ts';
import { enqueue } from '../../jobs/queue.ts';
import type { DesignUpload } from '../../plugins/design-upload.ts';
import type { UserRow } from '../auth/index.ts';
import { authorize } from '../projects/index.ts';
import { now, renderJobOf, retryOnUniqueViolation, type AssetContext } from './asset-context.ts';
import { createAssetLimits } from './limits.ts';
import { loadVersions } from './load-assets.ts';
import { createAssetsRepository } from './repository.ts';
import { blobKeysOf, nameWithoutExtension } from './stored-design.ts';

// A version's variations: listed, added (the next letter), rendered again after a failure, deleted.

export async function listVariations(ctx: AssetContext, user: UserRow, versionId: number) {
  const { db, findVisibleVersion } = ctx;
  const { asset, version } = await findVisibleVersion(user, versionId);
  const versions = await loadVersions(db, asset);
  return versions.find((v) => v.id === version.id)?.variations ?? [];
}

/** `POST /variations`: the next letter of the version, within the plan's variations per version. */
export async function createVariation(ctx: AssetContext, user: UserRow, versionId: number, variationName: string | undefined, upload: DesignUpload) {
  const { db, announce, insertDesignVariation, findVisibleVersion, withStoredDesign, storedBytes } = ctx;
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
        await announce(trx, { type: 'variation.added', asset_id: asset.id, variation_id: created.id, actor_id: user.id });
        return created.id;
      }),
    ),
  );
  const versions = await loadVersions(db, asset);
  return versions.flatMap((v) => v.variations).find((variation) => variation.id === variationId)!;
}

/** `POST /variations/{id}/render`: a document whose rendering failed is rendered again from where it stopped; a video's renders are made again. */
export async function retryRendering(ctx: AssetContext, user: UserRow, variationId: number) {
  const { db, repo, jobs, findVisibleVersion } = ctx;
  const variation = await repo.findVariation(variationId);
  if (!variation) throw notFound('variation_not_found');
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
    await trx.updateTable('variations').set({ render_progress: 0 }).where('id', '=', variation.id).execute();
    // A website's capture is taken again by its version's capture job, which takes what is still to capture.
    if (variation.is_capture) await enqueue(trx, 'capture-website', { version_id: variation.version_id });
    else await enqueue(trx, renderJobOf(variation), { variation_id: variation.id });
    return true;
  });
  if (restarted) jobs.wake();
  const versions = await loadVersions(db, asset);
  const current = versions.find((v) => v.id === version.id)?.variations.find((v) => v.id === variation.id);
  return { restarted, variation: current! };
}

export async function deleteVariation(ctx: AssetContext, user: UserRow, variationId: number) {
  const { db, repo, announce, findVisibleVersion, release } = ctx;
  const variation = await repo.findVariation(variationId);
  if (!variation) throw notFound('variation_not_found');
  const { asset, version, role } = await findVisibleVersion(user, variation.version_id);
  authorize(role, 'asset.update');
  if ((await repo.countVariations(version.id)) <= 1) {
    throw invalid('variation_last_one');
  }
  const keys = [...blobKeysOf(variation), ...(await repo.collectVariationBlobKeys(variation.id))];
  await db.transaction().execute(async (trx) => {
    await createAssetsRepository(trx).deleteVariation(variation.id);
    await announce(trx, { type: 'variation.deleted', asset_id: asset.id, version_number: version.version, variation_name: variation.variation_name, actor_id: user.id });
  });
  await release(keys);
}
