import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database.ts';
import { notNull, withId } from './columns.ts';

/** Public review links of an asset, and the comments and history entries of guests who wrote through them (no account). */
export function createShareLinks(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('share_links'), dialect)
        .addColumn('asset_id', 'integer', (col) => col.notNull().references('assets.id').onDelete('cascade'))
        // The link itself is shown again to members (to copy), like an invitation's.
        .addColumn('token', 'text', (col) => col.notNull().unique())
        .addColumn('created_by_user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', notNull)
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema.createIndex('share_links_asset_id').on('share_links').column('asset_id').execute();
      await db.schema.alterTable('comments').addColumn('guest_name', 'text').execute();
      await db.schema.alterTable('comments').addColumn('guest_email', 'text').execute();
      // The link a guest wrote through: replies to them are e-mailed with it, while it works.
      await db.schema
        .alterTable('comments')
        .addColumn('share_link_id', 'integer', (col) => col.references('share_links.id').onDelete('set null'))
        .execute();
      await db.schema.alterTable('history').addColumn('guest_name', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('history').dropColumn('guest_name').execute();
      await db.schema.alterTable('comments').dropColumn('share_link_id').execute();
      await db.schema.alterTable('comments').dropColumn('guest_email').execute();
      await db.schema.alterTable('comments').dropColumn('guest_name').execute();
      await db.schema.dropTable('share_links').execute();
    },
  };
}
