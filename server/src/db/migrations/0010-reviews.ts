import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database.ts';
import { dropTableRevisionTriggers, tableRevisionTriggers } from './0006-project-revisions.ts';
import { notNull, withId } from './columns.ts';

const PROJECT_OF_ASSET = '(SELECT project_id FROM assets WHERE id = ROW.asset_id)';
const REVIEW_TABLES = ['asset_reviews', 'asset_reviewers', 'review_decisions'];

/**
 * The approval workflow (features/reviews): per asset a rule and a due date, its reviewers (some of
 * them required approvers), and every decision ever made, each about one version. Writes to them
 * raise the project's revision, so open boards and review screens update. The asset's approver
 * becomes its first required reviewer.
 */
export function createReviews(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('asset_reviews')
        .addColumn('asset_id', 'integer', (col) => col.primaryKey().references('assets.id').onDelete('cascade'))
        .addColumn('rule', 'text', (col) => col.notNull().defaultTo('all'))
        .addColumn('due_date', 'text')
        // When the due-date notices went out, so each is sent once whatever the number of instances.
        .addColumn('due_soon_notified_at', 'text')
        .addColumn('overdue_notified_at', 'text')
        .addColumn('updated_at', 'text', notNull)
        .execute();
      await db.schema
        .createTable('asset_reviewers')
        .addColumn('asset_id', 'integer', (col) => col.notNull().references('assets.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('required', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', 'text', notNull)
        .addPrimaryKeyConstraint('asset_reviewers_pk', ['asset_id', 'user_id'])
        .execute();
      await db.schema.createIndex('asset_reviewers_user_id').on('asset_reviewers').column('user_id').execute();
      await withId(db.schema.createTable('review_decisions'), dialect)
        .addColumn('asset_id', 'integer', (col) => col.notNull().references('assets.id').onDelete('cascade'))
        .addColumn('version_id', 'integer', (col) => col.notNull().references('versions.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('decision', 'text', notNull)
        .addColumn('note', 'text')
        .addColumn('created_at', 'text', notNull)
        .execute();
      await db.schema.createIndex('review_decisions_asset_version').on('review_decisions').columns(['asset_id', 'version_id', 'user_id']).execute();
      // Set when the review's outcome put the asset in Approved; cleared when anyone moves it by hand.
      await db.schema.alterTable('assets').addColumn('approved_by_decision', 'integer', (col) => col.notNull().defaultTo(0)).execute();
      // Review notices have no comment; they go with their asset.
      await db.schema.alterTable('notifications').addColumn('asset_id', 'integer', (col) => col.references('assets.id').onDelete('cascade')).execute();
      await db.schema.createIndex('notifications_asset_id').on('notifications').column('asset_id').execute();

      await sql`INSERT INTO asset_reviewers (asset_id, user_id, required, position, created_at)
                SELECT id, approver_user_id, 1, 0, updated_at FROM assets WHERE approver_user_id IS NOT NULL`.execute(db);
      for (const table of REVIEW_TABLES) {
        for (const statement of tableRevisionTriggers(dialect, table, PROJECT_OF_ASSET)) await sql.raw(statement).execute(db);
      }
    },
    async down(db: Kysely<unknown>) {
      for (const table of REVIEW_TABLES) {
        for (const statement of dropTableRevisionTriggers(dialect, table)) await sql.raw(statement).execute(db);
      }
      await db.schema.dropIndex('notifications_asset_id').execute();
      await db.schema.alterTable('notifications').dropColumn('asset_id').execute();
      await db.schema.alterTable('assets').dropColumn('approved_by_decision').execute();
      await db.schema.dropTable('review_decisions').execute();
      await db.schema.dropTable('asset_reviewers').execute();
      await db.schema.dropTable('asset_reviews').execute();
    },
  };
}
