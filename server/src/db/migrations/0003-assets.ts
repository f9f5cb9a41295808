import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database.ts';
import { notNull, withId } from './columns.ts';

/** Assets with their numbered versions and lettered variations, and each asset's history. */
export function createAssets(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('assets'), dialect)
        .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('title', 'text', notNull)
        .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('status', 'text', (col) => col.notNull().defaultTo('Todo'))
        .addColumn('creator_user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('approver_user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('is_archived', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .execute();
      await db.schema.createIndex('assets_project_id').on('assets').column('project_id').execute();

      await withId(db.schema.createTable('versions'), dialect)
        .addColumn('asset_id', 'integer', (col) => col.notNull().references('assets.id').onDelete('cascade'))
        .addColumn('version', 'integer', notNull)
        .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        // Two uploads at once cannot both become version N.
        .addUniqueConstraint('versions_asset_version', ['asset_id', 'version'])
        .execute();

      await withId(db.schema.createTable('variations'), dialect)
        .addColumn('version_id', 'integer', (col) => col.notNull().references('versions.id').onDelete('cascade'))
        .addColumn('letter_index', 'integer', notNull)
        .addColumn('variation_name', 'text', notNull)
        .addColumn('design_file', 'text', notNull)
        .addColumn('thumbnail', 'text', notNull)
        .addColumn('preview', 'text', notNull)
        .addColumn('file_name', 'text', notNull)
        .addColumn('file_type', 'text', notNull)
        .addColumn('file_size', 'bigint', notNull)
        .addColumn('width', 'integer', notNull)
        .addColumn('height', 'integer', notNull)
        .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', notNull)
        .addUniqueConstraint('variations_version_letter', ['version_id', 'letter_index'])
        .execute();
      for (const column of ['design_file', 'thumbnail', 'preview']) {
        await db.schema.createIndex(`variations_${column}`).on('variations').column(column).execute();
      }

      await withId(db.schema.createTable('history'), dialect)
        .addColumn('asset_id', 'integer', (col) => col.notNull().references('assets.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('action', 'text', notNull)
        .addColumn('text', 'text', notNull)
        .addColumn('reply', 'text')
        .addColumn('replied_to', 'text')
        .addColumn('created_at', 'text', notNull)
        .execute();
      await db.schema.createIndex('history_asset_id').on('history').columns(['asset_id', 'id']).execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['history', 'variations', 'versions', 'assets']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
