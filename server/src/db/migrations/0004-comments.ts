import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database.ts';
import { notNull, withId } from './columns.ts';

/** Comments and replies (with drawn annotations), their attachments and reactions, and notifications. */
export function createComments(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('comments'), dialect)
        .addColumn('asset_id', 'integer', (col) => col.notNull().references('assets.id').onDelete('cascade'))
        .addColumn('variation_id', 'integer', (col) => col.notNull().references('variations.id').onDelete('cascade'))
        .addColumn('parent_id', 'integer', (col) => col.references('comments.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('content', 'text', notNull)
        .addColumn('annotation', 'text')
        .addColumn('mentions', 'text', (col) => col.notNull().defaultTo('[]'))
        .addColumn('is_resolved', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('resolved_by_user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('resolved_at', 'text')
        .addColumn('resolved_version', 'integer')
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .execute();
      await db.schema.createIndex('comments_asset_id').on('comments').columns(['asset_id', 'id']).execute();
      await db.schema.createIndex('comments_variation_id').on('comments').column('variation_id').execute();
      await db.schema.createIndex('comments_parent_id').on('comments').column('parent_id').execute();

      await withId(db.schema.createTable('comment_attachments'), dialect)
        .addColumn('comment_id', 'integer', (col) => col.notNull().references('comments.id').onDelete('cascade'))
        .addColumn('blob_key', 'text', notNull)
        .addColumn('file_name', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .execute();
      await db.schema.createIndex('comment_attachments_comment_id').on('comment_attachments').column('comment_id').execute();
      await db.schema.createIndex('comment_attachments_blob_key').on('comment_attachments').column('blob_key').execute();

      await withId(db.schema.createTable('comment_reactions'), dialect)
        .addColumn('comment_id', 'integer', (col) => col.notNull().references('comments.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('reaction', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .addUniqueConstraint('comment_reactions_one_each', ['comment_id', 'user_id', 'reaction'])
        .execute();

      await withId(db.schema.createTable('notifications'), dialect)
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('actor_user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('message', 'text', notNull)
        .addColumn('file', 'text')
        .addColumn('link', 'text')
        .addColumn('read_at', 'text')
        .addColumn('created_at', 'text', notNull)
        .execute();
      await db.schema.createIndex('notifications_user_id').on('notifications').columns(['user_id', 'id']).execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['notifications', 'comment_reactions', 'comment_attachments', 'comments']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
