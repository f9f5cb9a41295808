import type { Db } from '../../db/database.ts';

export function createHistoryRepository(db: Db) {
  return {
    /** A page of an asset's history, newest first. */
    listByAsset: (assetId: number, limit: number, offset: number) =>
      db.selectFrom('history').selectAll().where('asset_id', '=', assetId).orderBy('id', 'desc').limit(limit).offset(offset).execute(),

    countByAsset: async (assetId: number) => Number((await db.selectFrom('history').select((eb) => eb.fn.countAll().as('n')).where('asset_id', '=', assetId).executeTakeFirstOrThrow()).n),
  };
}
