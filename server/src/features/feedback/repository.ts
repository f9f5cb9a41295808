import type { Db } from '../../db/database.ts';

/** SQL of the feedback brief and the crops; `db` may be a transaction. */
export function createFeedbackRepository(db: Db) {
  return {
    findNewestVersion: (assetId: number) => db.selectFrom('versions').selectAll().where('asset_id', '=', assetId).orderBy('version', 'desc').limit(1).executeTakeFirst(),
    listVariations: (versionId: number) => db.selectFrom('variations').selectAll().where('version_id', '=', versionId).orderBy('letter_index', 'asc').execute(),
    /** The variations of the asset's earlier versions, with their version's number: their unresolved threads are carried forward. */
    listEarlierVariations: (assetId: number, versionNumber: number) =>
      db
        .selectFrom('variations as v')
        .innerJoin('versions as ver', 'ver.id', 'v.version_id')
        .selectAll('v')
        .select('ver.version')
        .where('ver.asset_id', '=', assetId)
        .where('ver.version', '<', versionNumber)
        .execute(),
    /** Every comment of the variations, threads and replies, oldest first: the markers are numbered over all of them. */
    listComments: (variationIds: number[]) =>
      variationIds.length ? db.selectFrom('comments').selectAll().where('variation_id', 'in', variationIds).orderBy('id', 'asc').execute() : Promise.resolve([]),
    listPageSizes: (variationIds: number[]) =>
      variationIds.length ? db.selectFrom('variation_pages').select(['variation_id', 'number', 'width', 'height']).where('variation_id', 'in', variationIds).execute() : Promise.resolve([]),
    /** A video variation's original and display size, for a crop cut from one of its frames. */
    findFrameSource: (variationId: number) => db.selectFrom('variations').select(['id', 'design_file', 'video_probe', 'width', 'height']).where('id', '=', variationId).executeTakeFirst(),
    /** What a crop is cut from: the page's rendering and the size its annotation points are in. */
    findPageRendering: async (variationId: number, page: number) =>
      page === 1
        ? db.selectFrom('variations').select(['preview', 'width', 'height']).where('id', '=', variationId).executeTakeFirst()
        : db.selectFrom('variation_pages').select(['preview', 'width', 'height']).where('variation_id', '=', variationId).where('number', '=', page).executeTakeFirst(),
  };
}
