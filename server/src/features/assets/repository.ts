import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { AssetsTable, VariationPagesTable, VariationRendersTable, VariationsTable, VersionsTable } from '../../db/schema.ts';
export type { AssetRow, VariationRow } from './rows.ts';

export type VersionRow = Selectable<VersionsTable>;
export type PageRow = Selectable<VariationPagesTable>;

/** Which variations' later pages: one variation's, an asset's or a project's. */
export type PageScope = { variationId: number } | { assetId: number } | { projectId: number };

/**
 * Blob keys of the renderings beyond a variation's own columns: pages after the first (page 1's are
 * the variation's columns) and a video's renders.
 */
export async function collectPageBlobKeys(db: Db, scope: PageScope): Promise<string[]> {
  let pages = db.selectFrom('variation_pages as p').innerJoin('variations as v', 'v.id', 'p.variation_id').innerJoin('versions as ver', 'ver.id', 'v.version_id').select(['p.preview', 'p.thumbnail']);
  let renders = db.selectFrom('variation_renders as r').innerJoin('variations as v', 'v.id', 'r.variation_id').innerJoin('versions as ver', 'ver.id', 'v.version_id').select('r.blob_key');
  if ('variationId' in scope) {
    pages = pages.where('p.variation_id', '=', scope.variationId);
    renders = renders.where('r.variation_id', '=', scope.variationId);
  } else if ('assetId' in scope) {
    pages = pages.where('ver.asset_id', '=', scope.assetId);
    renders = renders.where('ver.asset_id', '=', scope.assetId);
  } else {
    pages = pages.innerJoin('assets as a', 'a.id', 'ver.asset_id').where('a.project_id', '=', scope.projectId);
    renders = renders.innerJoin('assets as a', 'a.id', 'ver.asset_id').where('a.project_id', '=', scope.projectId);
  }
  const [pageRows, renderRows] = await Promise.all([pages.execute(), renders.execute()]);
  return [...pageRows.flatMap((page) => [page.preview, page.thumbnail]), ...renderRows.map((render) => render.blob_key)];
}

/** SQL of assets, versions and variations; `db` may be a transaction. */
export function createAssetsRepository(db: Db) {
  return {
    findAsset: (id: number) => db.selectFrom('assets').selectAll().where('id', '=', id).executeTakeFirst(),
    listAssets: (projectId: number, includeArchived: boolean) =>
      db
        .selectFrom('assets')
        .selectAll()
        .where('project_id', '=', projectId)
        .$if(!includeArchived, (q) => q.where('is_archived', '=', 0))
        .orderBy('id', 'asc')
        .execute(),
    countAssets: async (projectId: number) =>
      Number((await db.selectFrom('assets').select((eb) => eb.fn.countAll().as('n')).where('project_id', '=', projectId).executeTakeFirstOrThrow()).n),
    insertAsset: (asset: Insertable<AssetsTable>) => db.insertInto('assets').values(asset).returningAll().executeTakeFirstOrThrow(),
    updateAsset: (id: number, changes: Updateable<AssetsTable>) => db.updateTable('assets').set(changes).where('id', '=', id).execute(),
    deleteAsset: (id: number) => db.deleteFrom('assets').where('id', '=', id).execute(),

    findVersion: (id: number) => db.selectFrom('versions').selectAll().where('id', '=', id).executeTakeFirst(),
    listVersions: (assetIds: number[]) =>
      assetIds.length ? db.selectFrom('versions').selectAll().where('asset_id', 'in', assetIds).orderBy('version', 'desc').execute() : Promise.resolve([]),
    nextVersionNumber: async (assetId: number) =>
      Number((await db.selectFrom('versions').select((eb) => eb.fn.max('version').as('n')).where('asset_id', '=', assetId).executeTakeFirst())?.n ?? 0) + 1,
    insertVersion: (version: Insertable<VersionsTable>) => db.insertInto('versions').values(version).returningAll().executeTakeFirstOrThrow(),
    touchVersion: (id: number, at: string) => db.updateTable('versions').set({ updated_at: at }).where('id', '=', id).execute(),

    findVariation: (id: number) => db.selectFrom('variations').selectAll().where('id', '=', id).executeTakeFirst(),
    listVariations: (versionIds: number[]) =>
      versionIds.length ? db.selectFrom('variations').selectAll().where('version_id', 'in', versionIds).orderBy('letter_index', 'asc').execute() : Promise.resolve([]),
    countVariations: async (versionId: number) =>
      Number((await db.selectFrom('variations').select((eb) => eb.fn.countAll().as('n')).where('version_id', '=', versionId).executeTakeFirstOrThrow()).n),
    nextLetterIndex: async (versionId: number) =>
      Number((await db.selectFrom('variations').select((eb) => eb.fn.max('letter_index').as('n')).where('version_id', '=', versionId).executeTakeFirst())?.n ?? -1) + 1,
    insertVariation: (variation: Insertable<VariationsTable>) => db.insertInto('variations').values(variation).returningAll().executeTakeFirstOrThrow(),
    deleteVariation: (id: number) => db.deleteFrom('variations').where('id', '=', id).execute(),
    /** Later pages of these variations, in page order. */
    listPages: (variationIds: number[]) =>
      variationIds.length ? db.selectFrom('variation_pages').selectAll().where('variation_id', 'in', variationIds).orderBy('number', 'asc').execute() : Promise.resolve([]),

    /** A video's renders (proxies, sprite, waveform, frame times) of these variations, and a banner's row, never its files (served by the banners route alone). */
    insertRender: (render: Insertable<VariationRendersTable>) => db.insertInto('variation_renders').values(render).execute(),
    listRenders: (variationIds: number[]) =>
      variationIds.length ? db.selectFrom('variation_renders').selectAll().where('variation_id', 'in', variationIds).where('kind', '!=', 'banner-file').execute() : Promise.resolve([]),

    /** Bytes of every design file and reference file in the projects this user owns (the plan's storage counts the owner). */
    sumOwnerStorage: async (ownerId: number) => {
      const [designs, references] = await Promise.all([
        db
          .selectFrom('variations as v')
          .innerJoin('versions as ver', 'ver.id', 'v.version_id')
          .innerJoin('assets as a', 'a.id', 'ver.asset_id')
          .innerJoin('projects as p', 'p.id', 'a.project_id')
          .select((eb) => eb.fn.sum<number>(eb('v.file_size', '+', eb.ref('v.rendered_size'))).as('bytes'))
          .where('p.user_id', '=', ownerId)
          .executeTakeFirst(),
        db
          .selectFrom('project_files as f')
          .innerJoin('projects as p', 'p.id', 'f.project_id')
          .select((eb) => eb.fn.sum<number>('f.file_size').as('bytes'))
          .where('p.user_id', '=', ownerId)
          .executeTakeFirst(),
      ]);
      return Number(designs?.bytes ?? 0) + Number(references?.bytes ?? 0);
    },

    /** Every file of an asset: its variations' files, their pages' renderings and its comments' attachments. */
    collectAssetBlobKeys: async (assetId: number) => {
      const [variations, attachments] = await Promise.all([
        db
          .selectFrom('variations as v')
          .innerJoin('versions as ver', 'ver.id', 'v.version_id')
          .select(['v.design_file', 'v.thumbnail', 'v.preview'])
          .where('ver.asset_id', '=', assetId)
          .execute(),
        db.selectFrom('comment_attachments as ca').innerJoin('comments as c', 'c.id', 'ca.comment_id').select('ca.blob_key').where('c.asset_id', '=', assetId).execute(),
      ]);
      return [...variations.flatMap((v) => [v.design_file, v.thumbnail, v.preview]), ...(await collectPageBlobKeys(db, { assetId })), ...attachments.map((a) => a.blob_key)];
    },

    /** Its later pages' renderings and the attachments of the comments on one variation, which go with it. */
    collectVariationBlobKeys: async (variationId: number) => [
      ...(await collectPageBlobKeys(db, { variationId })),
      ...(
        await db
          .selectFrom('comment_attachments as ca')
          .innerJoin('comments as c', 'c.id', 'ca.comment_id')
          .select('ca.blob_key')
          .where('c.variation_id', '=', variationId)
          .execute()
      ).map((row) => row.blob_key),
    ],

  };
}

export type AssetsRepository = ReturnType<typeof createAssetsRepository>;
