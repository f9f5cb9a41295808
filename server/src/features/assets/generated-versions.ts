import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { VariationsTable } from '../../db/schema.ts';
import type { UserRow } from '../auth/index.ts';
import { now, retryOnUniqueViolation, type AssetContext } from './asset-context.ts';
import { createAssetLimits } from './limits.ts';
import { loadVersions } from './load-assets.ts';
import { createAssetsRepository, type AssetRow, type VariationRow } from './repository.ts';

// Versions whose variations another feature makes rather than an upload (websites' captures): the
// rows, plan limits and events are an upload's, so history, notifications, webhooks, reviews and
// What changed treat them as one. The caller has found the project or asset and asked the policy.

/** A variation's columns as its maker writes them; the version, letter, author and time are given here. */
export type GeneratedVariation = Omit<Insertable<VariationsTable>, 'version_id' | 'letter_index' | 'user_id' | 'created_at'>;
/** Writes the maker's own rows (and its job) in the same transaction, once the variations exist. */
export type AfterGenerated = (trx: Db, variations: VariationRow[], asset: AssetRow) => Promise<void>;

/** An operation's parameters after the context, as the service hands them on. */
export type AfterContext<F> = F extends (ctx: AssetContext, ...rest: infer Rest) => unknown ? Rest : never;

interface Project {
  id: number;
  user_id: number;
  project_name: string;
  default_creator_user_id: number | null;
  default_approver_user_id: number | null;
}

async function insertVariations(trx: Db, ctx: { owner: number; versionId: number; user: UserRow; at: string }, variations: GeneratedVariation[]) {
  const limits = createAssetLimits(trx);
  await limits.assertStorageFor(ctx.owner, variations.reduce((sum, variation) => sum + Number(variation.file_size) + Number(variation.rendered_size ?? 0), 0));
  const repo = createAssetsRepository(trx);
  const rows: VariationRow[] = [];
  for (const [letter, variation] of variations.entries()) {
    if (letter > 0) await limits.assertCanAddVariation(ctx.owner, ctx.versionId);
    rows.push(await repo.insertVariation({ ...variation, version_id: ctx.versionId, letter_index: letter, user_id: ctx.user.id, created_at: ctx.at }));
  }
  return rows;
}

/** A new asset titled `title` with version 1 holding `variations`, announced as an upload's. */
export async function createGeneratedAsset(ctx: AssetContext, user: UserRow, project: Project, title: string, variations: GeneratedVariation[], after: AfterGenerated) {
  const { db, announce, insertAssetWithDefaults, openReviewOfNewVersion, presentOne } = ctx;
  const asset = await db.transaction().execute(async (trx) => {
    const limits = createAssetLimits(trx);
    const repo = createAssetsRepository(trx);
    await limits.lockAccount(project.user_id);
    await limits.assertCanAddAsset(project);
    const created = await insertAssetWithDefaults(trx, project, user, title.slice(0, 200));
    const at = now();
    const version = await repo.insertVersion({ asset_id: created.id, version: 1, note: '', user_id: user.id, created_at: at, updated_at: at });
    const rows = await insertVariations(trx, { owner: project.user_id, versionId: version.id, user, at }, variations);
    await after(trx, rows, created);
    await announce(trx, { type: 'asset.created', asset_id: created.id, actor_id: user.id, from_file: true });
    await announce(trx, { type: 'version.created', asset_id: created.id, version_number: 1, actor_id: user.id });
    await openReviewOfNewVersion(trx, created, user, 1);
    return (await repo.findAsset(created.id)) ?? created;
  });
  ctx.jobs.wake();
  return presentOne(asset, project.project_name);
}

/** The asset's next version holding `variations`, announced as an uploaded version's. */
export async function createGeneratedVersion(ctx: AssetContext, user: UserRow, asset: AssetRow, ownerId: number, note: string, variations: GeneratedVariation[], after: AfterGenerated) {
  const { db, announce, openReviewOfNewVersion } = ctx;
  const versionId = await retryOnUniqueViolation(() =>
    db.transaction().execute(async (trx) => {
      const repo = createAssetsRepository(trx);
      await createAssetLimits(trx).lockAccount(ownerId);
      const at = now();
      const number = await repo.nextVersionNumber(asset.id);
      const version = await repo.insertVersion({ asset_id: asset.id, version: number, note, user_id: user.id, created_at: at, updated_at: at });
      const rows = await insertVariations(trx, { owner: ownerId, versionId: version.id, user, at }, variations);
      await after(trx, rows, asset);
      await repo.updateAsset(asset.id, { updated_at: at });
      await announce(trx, { type: 'version.created', asset_id: asset.id, version_number: number, actor_id: user.id });
      await openReviewOfNewVersion(trx, asset, user, number);
      return version.id;
    }),
  );
  ctx.jobs.wake();
  return (await loadVersions(db, asset)).find((version) => version.id === versionId)!;
}
