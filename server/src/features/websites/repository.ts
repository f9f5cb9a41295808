import type { Db } from '../../db/database.ts';

/** A capture's facts, kept as the `details` of its variation's `website` row of `variation_renders`. */
export interface CaptureDetails {
  url: string;
  breakpoint: number;
  final_url: string | null;
  title: string | null;
  captured_at: string | null;
  truncated: boolean;
  /** The requests the capture's proxy refused, as `url (reason)`. */
  refused: string[];
}

export const WEBSITE_RENDER = 'website';

/** Reads a `website` row's details; null when they are not a capture's. */
export function readCaptureDetails(details: string | null): CaptureDetails | null {
  try {
    const parsed = JSON.parse(details ?? 'null') as Partial<CaptureDetails> | null;
    if (!parsed || typeof parsed.url !== 'string' || typeof parsed.breakpoint !== 'number') return null;
    const refused = Array.isArray(parsed.refused) ? parsed.refused.filter((entry) => typeof entry === 'string') : [];
    return { url: parsed.url, breakpoint: parsed.breakpoint, final_url: parsed.final_url ?? null, title: parsed.title ?? null, captured_at: parsed.captured_at ?? null, truncated: parsed.truncated === true, refused };
  } catch {
    return null;
  }
}

/** SQL of website sources, their captures' rows and projects' capture settings; `db` may be a transaction. */
export function createWebsitesRepository(db: Db) {
  return {
    insertSource: (row: { asset_id: number; url: string; credentials: string | null; created_at: string }) =>
      db.insertInto('website_sources').values({ ...row, updated_at: row.created_at }).execute(),
    findSource: (assetId: number) => db.selectFrom('website_sources').selectAll().where('asset_id', '=', assetId).executeTakeFirst(),

    findSettings: (projectId: number) => db.selectFrom('project_website_settings').selectAll().where('project_id', '=', projectId).executeTakeFirst(),
    saveSettings: (row: { project_id: number; breakpoints: string; hide_selectors: string; updated_at: string }) =>
      db
        .insertInto('project_website_settings')
        .values(row)
        .onConflict((oc) => oc.column('project_id').doUpdateSet({ breakpoints: row.breakpoints, hide_selectors: row.hide_selectors, updated_at: row.updated_at }))
        .execute(),

    /** A pending capture's row: the placeholder's preview as its file, so the file store counts nothing twice. */
    insertCaptureRow: (variationId: number, blobKey: string, details: CaptureDetails) =>
      db.insertInto('variation_renders').values({ variation_id: variationId, kind: WEBSITE_RENDER, height: 0, blob_key: blobKey, type: 'image/webp', size: 0, details: JSON.stringify(details) }).execute(),

    /** A version's captures: each variation with its capture's row, its asset and project. */
    listCapturesOfVersion: (versionId: number) =>
      db
        .selectFrom('variations as v')
        .innerJoin('variation_renders as r', (join) => join.onRef('r.variation_id', '=', 'v.id').on('r.kind', '=', WEBSITE_RENDER))
        .innerJoin('versions as ver', 'ver.id', 'v.version_id')
        .innerJoin('assets as a', 'a.id', 'ver.asset_id')
        .select(['v.id', 'v.design_file', 'v.thumbnail', 'v.preview', 'v.render_state', 'r.details', 'a.id as asset_id', 'a.project_id', 'a.title'])
        .where('v.version_id', '=', versionId)
        .orderBy('v.letter_index', 'asc')
        .execute(),

    /** The `website` rows of an asset's newest version, in letter order: the breakpoints it was captured at. */
    listCapturesOfNewestVersion: (assetId: number) =>
      db
        .selectFrom('variation_renders as r')
        .innerJoin('variations as v', 'v.id', 'r.variation_id')
        .select('r.details')
        .where('r.kind', '=', WEBSITE_RENDER)
        .where('v.version_id', '=', (eb) => eb.selectFrom('versions').select('id').where('asset_id', '=', assetId).orderBy('version', 'desc').limit(1))
        .orderBy('v.letter_index', 'asc')
        .execute(),

    /** A capture taken: the variation becomes its image (ready), its row names the preview and keeps the facts. */
    finishCapture: async (
      variationId: number,
      columns: { design_file: string; thumbnail: string; preview: string; file_name: string; file_type: string; file_size: number; width: number; height: number; rendered_size: number },
      details: CaptureDetails,
    ) => {
      const updated = await db.updateTable('variations').set({ ...columns, render_state: 'ready', render_error: null, render_progress: 100 }).where('id', '=', variationId).where('render_state', '=', 'rendering').executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return false;
      await db.updateTable('variation_renders').set({ blob_key: columns.preview, details: JSON.stringify(details) }).where('variation_id', '=', variationId).where('kind', '=', WEBSITE_RENDER).execute();
      return true;
    },

    setProgress: (variationIds: number[], percent: number) =>
      db.updateTable('variations').set({ render_progress: percent }).where('id', 'in', variationIds).where('render_state', '=', 'rendering').execute(),

    failCaptures: (variationIds: number[], reason: string) =>
      variationIds.length
        ? db.updateTable('variations').set({ render_state: 'failed', render_error: reason }).where('id', 'in', variationIds).where('render_state', '=', 'rendering').execute()
        : Promise.resolve([]),
  };
}
