import type { Db } from '../../db/database.ts';
import type { BannerMeasures, VideoProbe } from '../assets/index.ts';

/** A banner's measures once the render-banner job ran, or why it has none. */
export interface StoredChecks {
  measures: BannerMeasures | null;
  unavailable: string | null;
  /** Why its animation has no recording though it was measured; absent when it has one (or was measured before recordings). */
  recording_failed?: string | null;
}

/** A project's banner limits as the checks read them (contract's BannerLimits without `is_default`). */
export interface StoredLimits {
  load_kb: number;
  load_requests: number;
  animation_seconds: number;
  loops: number;
  click_tag_required: boolean;
}

/** What the banner row keeps beside its files (assets/banner-files.ts writes it). */
export interface BannerDetails {
  width: number;
  height: number;
  secret: string;
  poster_missing: string | null;
  /** Absent until the render-banner job has run. */
  checks?: StoredChecks;
  /** The project's limits when they are not the IAB's, written with the checks and again whenever the project changes them. */
  limits?: StoredLimits | null;
}

/** The recording of a banner's animation, stored: its file and what the video probe read from it. */
export interface StoredRecording {
  blob_key: string;
  size: number;
  type: string;
  probe: VideoProbe;
}

export const readBannerDetails = (details: string | null): BannerDetails | null => {
  const parsed = JSON.parse(details ?? 'null') as Partial<BannerDetails> | null;
  return parsed && typeof parsed.secret === 'string'
    ? { width: parsed.width ?? 0, height: parsed.height ?? 0, secret: parsed.secret, poster_missing: parsed.poster_missing ?? null, ...(parsed.checks && { checks: parsed.checks }), ...(parsed.limits && { limits: parsed.limits }) }
    : null;
};

const asLimits = (row: { load_kb: number; load_requests: number; animation_seconds: number; loops: number; click_tag_required: number }): StoredLimits => ({
  load_kb: row.load_kb,
  load_requests: row.load_requests,
  animation_seconds: row.animation_seconds,
  loops: row.loops,
  click_tag_required: row.click_tag_required === 1,
});

/** Banner rows with their project. */
const bannerRows = (db: Db) =>
  db
    .selectFrom('variation_renders as r')
    .innerJoin('variations as va', 'va.id', 'r.variation_id')
    .innerJoin('versions as v', 'v.id', 'va.version_id')
    .innerJoin('assets as a', 'a.id', 'v.asset_id')
    .select(['r.variation_id', 'r.details', 'a.project_id'])
    .where('r.kind', '=', 'banner');

export function createBannersRepository(db: Db) {
  const findLimits = async (trx: Db, projectId: number): Promise<StoredLimits | null> => {
    const row = await trx.selectFrom('project_banner_limits').selectAll().where('project_id', '=', projectId).executeTakeFirst();
    return row ? asLimits(row) : null;
  };

  return {
    async findBanner(variationId: number): Promise<BannerDetails | null> {
      const row = await db.selectFrom('variation_renders').select('details').where('variation_id', '=', variationId).where('kind', '=', 'banner').executeTakeFirst();
      return row ? readBannerDetails(row.details) : null;
    },

    /** A banner whose checks are still to come: its original's key. */
    findRendering: (variationId: number) =>
      db.selectFrom('variations').select(['design_file']).where('id', '=', variationId).where('render_state', '=', 'rendering').where('file_type', '=', 'application/zip').executeTakeFirst(),

    /**
     * Keeps the checks with the banner's row (with its project's limits), the recording as the
     * variation's video (a `proxy` render, its probe in `video_probe` naming the file its frames are
     * decoded from) and makes the variation ready, in one transaction. False when nothing was kept (a
     * variation deleted meanwhile, or a recording kept by an earlier run): the caller lets go of the file.
     */
    saveChecks: (variationId: number, checks: StoredChecks, recording: StoredRecording | null = null) =>
      db.transaction().execute(async (trx) => {
        const row = await bannerRows(trx).where('r.variation_id', '=', variationId).executeTakeFirst();
        const details = row && readBannerDetails(row.details);
        if (!row || !details) return false;
        const limits = await findLimits(trx, row.project_id);
        await trx.updateTable('variation_renders').set({ details: JSON.stringify({ ...details, checks, limits }) }).where('variation_id', '=', variationId).where('kind', '=', 'banner').execute();
        let kept = false;
        if (recording) {
          const inserted = await trx
            .insertInto('variation_renders')
            .values({ variation_id: variationId, kind: 'proxy', height: recording.probe.height, type: recording.type, blob_key: recording.blob_key, size: recording.size, details: null })
            .onConflict((conflict) => conflict.columns(['variation_id', 'kind', 'height']).doNothing())
            .executeTakeFirst();
          kept = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
          if (kept) {
            await trx
              .updateTable('variations')
              .set((eb) => ({ video_probe: JSON.stringify({ ...recording.probe, frames_from: recording.blob_key }), rendered_size: eb('rendered_size', '+', recording.size) }))
              .where('id', '=', variationId)
              .execute();
          }
        }
        await trx.updateTable('variations').set({ render_state: 'ready', render_error: null, render_progress: 100 }).where('id', '=', variationId).where('render_state', '=', 'rendering').execute();
        return kept;
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

    findLimits: (projectId: number) => findLimits(db, projectId),

    /**
     * A project's new limits (null: back to the IAB's), and each of its banners' rows given them, in
     * one transaction: the verdicts are judged from the stored measures when shown, and the rows'
     * change raises the project's revision, so no cached reply keeps the old verdict.
     */
    saveLimits: (projectId: number, limits: StoredLimits | null) =>
      db.transaction().execute(async (trx) => {
        if (limits) {
          const row = { load_kb: limits.load_kb, load_requests: limits.load_requests, animation_seconds: limits.animation_seconds, loops: limits.loops, click_tag_required: limits.click_tag_required ? 1 : 0, updated_at: new Date().toISOString() };
          await trx
            .insertInto('project_banner_limits')
            .values({ project_id: projectId, ...row })
            .onConflict((conflict) => conflict.column('project_id').doUpdateSet(row))
            .execute();
        } else {
          await trx.deleteFrom('project_banner_limits').where('project_id', '=', projectId).execute();
        }
        for (const banner of await bannerRows(trx).where('a.project_id', '=', projectId).execute()) {
          const details = readBannerDetails(banner.details);
          if (!details) continue;
          await trx.updateTable('variation_renders').set({ details: JSON.stringify({ ...details, limits }) }).where('variation_id', '=', banner.variation_id).where('kind', '=', 'banner').execute();
        }
      }),
  };
}
