import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database.ts';
import { notNull, withId } from './columns.ts';

const LINK_COLUMNS =
  'id, asset_id, token, created_by_user_id, created_at, revoked_at, password_hash, expires_at, allow_download, allow_annotations, view_count, last_viewed_at';

/**
 * Client review links: a link opens one asset or a whole project (`project_id` set, `asset_id`
 * null), and may let guests decide. A guest's decision is kept with the name and address they gave,
 * and a guest's comment with the key of the browser that wrote it (from its signed guest cookie), so
 * that browser alone may edit or delete it.
 */
export function createClientLinks(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await sql`ALTER TABLE share_links ALTER COLUMN asset_id DROP NOT NULL`.execute(db);
        await db.schema.alterTable('share_links').addColumn('project_id', 'integer', (col) => col.references('projects.id').onDelete('cascade')).execute();
      } else {
        await rebuildSqliteShareLinks(db);
      }
      await db.schema.createIndex('share_links_project_id').on('share_links').column('project_id').execute();
      await db.schema.alterTable('share_links').addColumn('allow_decisions', 'integer', (col) => col.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('review_decisions').addColumn('guest_name', 'text').execute();
      await db.schema.alterTable('review_decisions').addColumn('guest_email', 'text').execute();
      await db.schema
        .alterTable('review_decisions')
        .addColumn('share_link_id', 'integer', (col) => col.references('share_links.id').onDelete('set null'))
        .execute();
      await db.schema.alterTable('comments').addColumn('guest_key', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('comments').dropColumn('guest_key').execute();
      for (const column of ['share_link_id', 'guest_email', 'guest_name']) await db.schema.alterTable('review_decisions').dropColumn(column).execute();
      await db.schema.alterTable('share_links').dropColumn('allow_decisions').execute();
      await db.schema.dropIndex('share_links_project_id').execute();
    },
  };
}

/**
 * SQLite cannot drop a NOT NULL: the table is made again (SQLite's documented way, with foreign keys
 * off so that dropping the old table does not clear the comments' links to it). Kysely runs SQLite
 * migrations outside a transaction, so this one brings its own.
 */
async function rebuildSqliteShareLinks(db: Kysely<unknown>) {
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await withId(trx.schema.createTable('share_links_new'), 'sqlite')
        .addColumn('asset_id', 'integer', (col) => col.references('assets.id').onDelete('cascade'))
        .addColumn('project_id', 'integer', (col) => col.references('projects.id').onDelete('cascade'))
        .addColumn('token', 'text', (col) => col.notNull().unique())
        .addColumn('created_by_user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', notNull)
        .addColumn('revoked_at', 'text')
        .addColumn('password_hash', 'text')
        .addColumn('expires_at', 'text')
        .addColumn('allow_download', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('allow_annotations', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('view_count', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('last_viewed_at', 'text')
        .execute();
      await sql.raw(`INSERT INTO share_links_new (${LINK_COLUMNS}) SELECT ${LINK_COLUMNS} FROM share_links`).execute(trx);
      await sql`DROP TABLE share_links`.execute(trx);
      await sql`ALTER TABLE share_links_new RENAME TO share_links`.execute(trx);
      await trx.schema.createIndex('share_links_asset_id').on('share_links').column('asset_id').execute();
      const broken = await sql`PRAGMA foreign_key_check(share_links)`.execute(trx);
      if (broken.rows.length > 0) throw new Error('Rebuilding share_links broke a foreign key.');
    });
  } finally {
    await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}
