import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { HistoryTable } from '../../db/schema.ts';

export type HistoryEntry = Insertable<HistoryTable>;

/** SQL of the history table, and the reads its lines quote; `db` may be the announcing transaction. */
export function createHistoryRepository(db: Db) {
  return {
    /** A page of an asset's history, newest first. */
    listByAsset: (assetId: number, limit: number, offset: number) =>
      db.selectFrom('history').selectAll().where('asset_id', '=', assetId).orderBy('id', 'desc').limit(limit).offset(offset).execute(),

    countByAsset: async (assetId: number) => Number((await db.selectFrom('history').select((eb) => eb.fn.countAll().as('n')).where('asset_id', '=', assetId).executeTakeFirstOrThrow()).n),

    insert: (entry: HistoryEntry) => db.insertInto('history').values(entry).execute(),

    assetTitle: async (assetId: number) => (await db.selectFrom('assets').select('title').where('id', '=', assetId).executeTakeFirst())?.title,

    comment: (commentId: number) =>
      db.selectFrom('comments').select(['asset_id', 'parent_id', 'content', 'annotation', 'user_id', 'guest_name', 'created_at']).where('id', '=', commentId).executeTakeFirst(),

    /** The file of a version's first variation (the one uploaded with it). */
    uploadedFileName: async (assetId: number, versionNumber: number) =>
      (
        await db
          .selectFrom('variations')
          .innerJoin('versions', 'versions.id', 'variations.version_id')
          .select('variations.file_name')
          .where('versions.asset_id', '=', assetId)
          .where('versions.version', '=', versionNumber)
          .orderBy('variations.letter_index')
          .limit(1)
          .executeTakeFirst()
      )?.file_name,

    variation: (variationId: number) =>
      db.selectFrom('variations').innerJoin('versions', 'versions.id', 'variations.version_id').select(['variations.variation_name', 'versions.version']).where('variations.id', '=', variationId).executeTakeFirst(),

    person: (userId: number) => db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', userId).executeTakeFirst(),
  };
}

export type HistoryRepository = ReturnType<typeof createHistoryRepository>;
