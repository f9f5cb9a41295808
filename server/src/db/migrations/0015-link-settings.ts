import type { Kysely, Migration } from 'kysely';

/**
 * Review links with settings: a password (argon2id hash), an expiry, whether guests may download
 * the original, and how often the link was opened (a browser session counts once).
 */
export function createLinkSettings(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('share_links').addColumn('password_hash', 'text').execute();
      await db.schema.alterTable('share_links').addColumn('expires_at', 'text').execute();
      await db.schema.alterTable('share_links').addColumn('allow_download', 'integer', (col) => col.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('share_links').addColumn('view_count', 'integer', (col) => col.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('share_links').addColumn('last_viewed_at', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      for (const column of ['last_viewed_at', 'view_count', 'allow_download', 'expires_at', 'password_hash']) await db.schema.alterTable('share_links').dropColumn(column).execute();
    },
  };
}
