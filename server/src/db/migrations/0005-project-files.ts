import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database.ts';
import { notNull, withId } from './columns.ts';

/** Reference files attached to a project (the side panel's Attachment section). */
export function createProjectFiles(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('project_files'), dialect)
        .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('blob_key', 'text', notNull)
        .addColumn('file_name', 'text', notNull)
        .addColumn('file_type', 'text', notNull)
        .addColumn('file_size', 'bigint', notNull)
        .addColumn('created_at', 'text', notNull)
        .execute();
      await db.schema.createIndex('project_files_project_id').on('project_files').column('project_id').execute();
      await db.schema.createIndex('project_files_blob_key').on('project_files').column('blob_key').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('project_files').execute();
    },
  };
}
