import type { Db } from '../../db/database.ts';
import { readTimeline, type Timeline } from '../video/index.ts';

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

    /** The timeline of each of the variations that is a video or a sound file, for its comments' timecodes. */
    async timelines(variationIds: number[]) {
      if (variationIds.length === 0) return new Map<number, Timeline>();
      const rows = await db.selectFrom('variations').select(['id', 'video_probe']).where('id', 'in', variationIds).where('video_probe', 'is not', null).execute();
      const probes = new Map<number, Timeline>();
      for (const row of rows) {
        const probe = readTimeline(row.video_probe);
        if (probe) probes.set(row.id, probe);
      }
      return probes;
    },
  };
}
