import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database.ts';
import { notNull, withId } from './columns.ts';
import { dropTableRevisionTriggers, tableRevisionTriggers } from './0006-project-revisions.ts';

const PAGE_PROJECT = '(SELECT a.project_id FROM variations va JOIN versions v ON v.id = va.version_id JOIN assets a ON a.id = v.asset_id WHERE va.id = ROW.variation_id)';

/**
 * Documents: a design file may have many pages, rendered one by one in the background, so a
 * variation records how many pages it has and where rendering stands; pages after the first live in
 * `variation_pages` (page 1 stays in the variation's own columns, so every existing reader is
 * unchanged). Comments belong to a page. Renderings count towards storage, so their bytes are kept.
 * `jobs` holds work that must outlive the request and the process that asked for it.
 */
export function createDocuments(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('variations').addColumn('page_count', 'integer', (col) => col.notNull().defaultTo(1)).execute();
      await db.schema.alterTable('variations').addColumn('render_state', 'text', (col) => col.notNull().defaultTo('ready')).execute();
      await db.schema.alterTable('variations').addColumn('render_error', 'text').execute();
      await db.schema.alterTable('variations').addColumn('rendered_size', 'bigint', (col) => col.notNull().defaultTo(0)).execute();

      await withId(db.schema.createTable('variation_pages'), dialect)
        .addColumn('variation_id', 'integer', (col) => col.notNull().references('variations.id').onDelete('cascade'))
        .addColumn('number', 'integer', notNull)
        .addColumn('preview', 'text', notNull)
        .addColumn('thumbnail', 'text', notNull)
        .addColumn('width', 'integer', notNull)
        .addColumn('height', 'integer', notNull)
        .addUniqueConstraint('variation_pages_number', ['variation_id', 'number'])
        .execute();
      await db.schema.createIndex('variation_pages_preview').on('variation_pages').column('preview').execute();
      await db.schema.createIndex('variation_pages_thumbnail').on('variation_pages').column('thumbnail').execute();
      for (const statement of tableRevisionTriggers(dialect, 'variation_pages', PAGE_PROJECT)) await sql.raw(statement).execute(db);

      await db.schema.alterTable('comments').addColumn('page', 'integer', (col) => col.notNull().defaultTo(1)).execute();

      await withId(db.schema.createTable('jobs'), dialect)
        .addColumn('kind', 'text', notNull)
        .addColumn('payload', 'text', notNull)
        .addColumn('run_at', 'text', notNull)
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('locked_until', 'text')
        .addColumn('last_error', 'text')
        .addColumn('failed_at', 'text')
        .addColumn('created_at', 'text', notNull)
        .execute();
      await db.schema.createIndex('jobs_due').on('jobs').columns(['failed_at', 'run_at']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('jobs').execute();
      await db.schema.alterTable('comments').dropColumn('page').execute();
      for (const statement of dropTableRevisionTriggers(dialect, 'variation_pages')) await sql.raw(statement).execute(db);
      await db.schema.dropTable('variation_pages').execute();
      for (const column of ['rendered_size', 'render_error', 'render_state', 'page_count']) await db.schema.alterTable('variations').dropColumn(column).execute();
    },
  };
}
