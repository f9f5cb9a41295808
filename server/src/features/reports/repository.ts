import type { Db } from '../../db/database.ts';

/** SQL of reports that no other feature asks for. */
export function createReportsRepository(db: Db) {
  return {
    /** Open (unresolved) threads per asset. */
    async openCommentCounts(assetIds: number[]) {
      if (assetIds.length === 0) return new Map<number, number>();
      const rows = await db
        .selectFrom('comments')
        .select((eb) => ['asset_id', eb.fn.countAll<number>().as('open')])
        .where('asset_id', 'in', assetIds)
        .where('parent_id', 'is', null)
        .where('is_resolved', '=', 0)
        .groupBy('asset_id')
        .execute();
      return new Map(rows.map((row) => [row.asset_id, Number(row.open)]));
    },
  };
}
