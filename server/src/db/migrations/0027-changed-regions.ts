import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database.ts';
import { notNull, withId } from './columns.ts';
import { dropTableRevisionTriggers, tableRevisionTriggers } from './0006-project-revisions.ts';

const CHANGES_PROJECT = '(SELECT a.project_id FROM variations va JOIN versions v ON v.id = va.version_id JOIN assets a ON a.id = v.asset_id WHERE va.id = ROW.variation_id)';

/**
 * Changed regions (features/changes): one row per variation of a new version, its comparison with the
 * previous version's matching variation (`compared_with`, null when there is none), its state, the
 * changed boxes as JSON and the share of pixels that changed. Its project's revision rises with every
 * write, so a finished comparison reaches live updates and the comments' read cache.
 */
export function createChangedRegions(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('variation_changes'), dialect)
        .addColumn('variation_id', 'integer', (col) => col.notNull().unique().references('variations.id').onDelete('cascade'))
        .addColumn('compared_with', 'integer', (col) => col.references('variations.id').onDelete('set null'))
        .addColumn('state', 'text', notNull)
        .addColumn('regions', 'text', (col) => col.notNull().defaultTo('[]'))
        .addColumn('changed_ratio', 'real', (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .execute();
      await db.schema.createIndex('variation_changes_compared_with').on('variation_changes').column('compared_with').execute();
      for (const statement of tableRevisionTriggers(dialect, 'variation_changes', CHANGES_PROJECT)) await sql.raw(statement).execute(db);
    },
    async down(db: Kysely<unknown>) {
      for (const statement of dropTableRevisionTriggers(dialect, 'variation_changes')) await sql.raw(statement).execute(db);
      await db.schema.dropTable('variation_changes').execute();
    },
  };
}
