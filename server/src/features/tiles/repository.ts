import type { Db } from '../../db/database.ts';

/** A pyramid's row of `variation_renders`: its pack is the blob, its shape and index position the details. */
export const PYRAMID_KIND = 'tiles';

/** What is kept beside the pack (pyramid.ts `PackedPyramid` without the file). */
export interface PyramidDetails {
  width: number;
  height: number;
  tile_size: number;
  format: string;
  index_at: number;
}

/** SQL of pyramids; `db` may be a transaction. */
export function createTilesRepository(db: Db) {
  return {
    /** What a pyramid is made from; undefined once the variation is gone. */
    findSource: (variationId: number) =>
      db.selectFrom('variations').select(['id', 'design_file', 'file_type', 'width', 'height', 'video_probe']).where('id', '=', variationId).executeTakeFirst(),
    /** The variations of a version, as `version.created` names it. */
    listVersionSources: (assetId: number, versionNumber: number) =>
      db
        .selectFrom('variations as v')
        .innerJoin('versions as ver', 'ver.id', 'v.version_id')
        .select(['v.id', 'v.file_type', 'v.width', 'v.height', 'v.video_probe'])
        .where('ver.asset_id', '=', assetId)
        .where('ver.version', '=', versionNumber)
        .execute(),
    hasPyramid: async (variationId: number) =>
      Boolean(await db.selectFrom('variation_renders').select('id').where('variation_id', '=', variationId).where('kind', '=', PYRAMID_KIND).executeTakeFirst()),
    /** The pyramid packed in this blob, for serving its tiles; whether the reader may see it is asked apart. */
    findByPack: async (key: string): Promise<PyramidDetails | undefined> => {
      const row = await db.selectFrom('variation_renders').select('details').where('blob_key', '=', key).where('kind', '=', PYRAMID_KIND).limit(1).executeTakeFirst();
      return row?.details ? (JSON.parse(row.details) as PyramidDetails) : undefined;
    },
    /** Records the pyramid and counts its pack in the variation's stored bytes; false when the variation went meanwhile. */
    insertPyramid: async (variationId: number, pack: { key: string; size: number }, details: PyramidDetails) => {
      const counted = await db.updateTable('variations').set((eb) => ({ rendered_size: eb('rendered_size', '+', pack.size) })).where('id', '=', variationId).executeTakeFirst();
      if (!Number(counted.numUpdatedRows)) return false;
      await db
        .insertInto('variation_renders')
        .values({ variation_id: variationId, kind: PYRAMID_KIND, height: 0, blob_key: pack.key, type: 'application/octet-stream', size: pack.size, details: JSON.stringify(details) })
        .execute();
      return true;
    },
  };
}
