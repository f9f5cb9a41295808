import type { Db } from '../../db/database.ts';
import type { BannerMeasures } from '../assets/index.ts';

/** A banner's measures once the render-banner job ran, or why it has none. */
export interface StoredChecks {
  measures: BannerMeasures | null;
  unavailable: string | null;
}

/** What the banner row keeps beside its files (assets/banner-files.ts writes it). */
export interface BannerDetails {
  width: number;
  height: number;
  secret: string;
  poster_missing: string | null;
  /** Absent until the render-banner job has run. */
  checks?: StoredChecks;
}

export const readBannerDetails = (details: string | null): BannerDetails | null => {
  const parsed = JSON.parse(details ?? 'null') as Partial<BannerDetails> | null;
  return parsed && typeof parsed.secret === 'string' ? { width: parsed.width ?? 0, height: parsed.height ?? 0, secret: parsed.secret, poster_missing: parsed.poster_missing ?? null, ...(parsed.checks && { checks: parsed.checks }) } : null;
};

export function createBannersRepository(db: Db) {
  return {
    async findBanner(variationId: number): Promise<BannerDetails | null> {
      const row = await db.selectFrom('variation_renders').select('details').where('variation_id', '=', variationId).where('kind', '=', 'banner').executeTakeFirst();
      return row ? readBannerDetails(row.details) : null;
    },

    /** A banner whose checks are still to come: its original's key. */
    findRendering: (variationId: number) =>
      db.selectFrom('variations').select(['design_file']).where('id', '=', variationId).where('render_state', '=', 'rendering').where('file_type', '=', 'application/zip').executeTakeFirst(),

    /** Keeps the checks with the banner's row and makes the variation ready, in one transaction; a variation deleted meanwhile is left alone. */
    saveChecks: (variationId: number, checks: StoredChecks) =>
      db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('variation_renders').select('details').where('variation_id', '=', variationId).where('kind', '=', 'banner').executeTakeFirst();
        const details = row && readBannerDetails(row.details);
        if (!details) return;
        await trx.updateTable('variation_renders').set({ details: JSON.stringify({ ...details, checks }) }).where('variation_id', '=', variationId).where('kind', '=', 'banner').execute();
        await trx.updateTable('variations').set({ render_state: 'ready', render_error: null, render_progress: 100 }).where('id', '=', variationId).where('render_state', '=', 'rendering').execute();
      }),

    /** A file of the banner by its path (`details` is written as `{"path":…}` by JSON.stringify, so the same text finds it). */
    findFile: (variationId: number, filePath: string) =>
      db
        .selectFrom('variation_renders')
        .select(['blob_key', 'type', 'size'])
        .where('variation_id', '=', variationId)
        .where('kind', '=', 'banner-file')
        .where('details', '=', JSON.stringify({ path: filePath }))
        .executeTakeFirst(),
  };
}
