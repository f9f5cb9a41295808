import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database.ts';
import { notNull, withId } from './columns.ts';
import { dropTableRevisionTriggers, tableRevisionTriggers } from './0006-project-revisions.ts';

const RENDER_PROJECT = '(SELECT a.project_id FROM variations va JOIN versions v ON v.id = va.version_id JOIN assets a ON a.id = v.asset_id WHERE va.id = ROW.variation_id)';

/**
 * Videos: a variation keeps what the probe found (`video_probe`, JSON, null for stills) and how far its
 * background renders are; each render (a proxy, the thumbnail sprite, the waveform, the frame times) is
 * a row of `variation_renders`, so the file store's reference check and storage see them. Comments
 * and marks belong to a frame or a range of frames.
 */
export function createVideo(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('variations').addColumn('video_probe', 'text').execute();
      await db.schema.alterTable('variations').addColumn('render_progress', 'integer', (col) => col.notNull().defaultTo(0)).execute();

      await withId(db.schema.createTable('variation_renders'), dialect)
        .addColumn('variation_id', 'integer', (col) => col.notNull().references('variations.id').onDelete('cascade'))
        .addColumn('kind', 'text', notNull)
        .addColumn('height', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('blob_key', 'text', notNull)
        .addColumn('type', 'text', notNull)
        .addColumn('size', 'bigint', notNull)
        .addColumn('details', 'text')
        .addUniqueConstraint('variation_renders_kind', ['variation_id', 'kind', 'height'])
        .execute();
      await db.schema.createIndex('variation_renders_blob').on('variation_renders').column('blob_key').execute();
      for (const statement of tableRevisionTriggers(dialect, 'variation_renders', RENDER_PROJECT)) await sql.raw(statement).execute(db);

      await db.schema.alterTable('comments').addColumn('frame', 'integer').execute();
      await db.schema.alterTable('comments').addColumn('frame_end', 'integer').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('comments').dropColumn('frame_end').execute();
      await db.schema.alterTable('comments').dropColumn('frame').execute();
      for (const statement of dropTableRevisionTriggers(dialect, 'variation_renders')) await sql.raw(statement).execute(db);
      await db.schema.dropTable('variation_renders').execute();
      await db.schema.alterTable('variations').dropColumn('render_progress').execute();
      await db.schema.alterTable('variations').dropColumn('video_probe').execute();
    },
  };
}
