import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * Deep zoom (features/tiles): the images uploaded before it that are larger than their 2560 px
 * preview get their pyramid, as a new upload does, by a make-pyramid job each (the pyramid itself is a
 * `variation_renders` row, which needs no column of its own). The types and the preview's size are
 * those of the day (`assets/renderers/tiles/pyramid-shape.ts` `needsPyramid`), written out so the
 * migration stays what it was. Down takes back the jobs not yet run.
 */
export function createDeepZoom(_dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const at = new Date().toISOString();
      await sql`
        INSERT INTO jobs (kind, payload, run_at, created_at)
        SELECT 'make-pyramid', '{"variation_id":' || v.id || '}', ${at}, ${at}
        FROM variations v
        WHERE v.video_probe IS NULL
          AND v.file_type IN ('image/jpeg', 'image/png', 'image/gif', 'image/tiff', 'image/webp', 'image/avif')
          AND (v.width > 2560 OR v.height > 2560)
          AND NOT EXISTS (SELECT 1 FROM variation_renders r WHERE r.variation_id = v.id AND r.kind = 'tiles')`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`DELETE FROM jobs WHERE kind = 'make-pyramid'`.execute(db);
    },
  };
}
