import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database.ts';
import { notNull, withId } from './columns.ts';
import { dropTableRevisionTriggers, tableRevisionTriggers } from './0006-project-revisions.ts';

const PROJECT_OF_ASSET = '(SELECT project_id FROM assets WHERE id = ROW.asset_id)';
const STAGE_SETTINGS = ['rule', 'due_date', 'due_soon_notified_at', 'overdue_notified_at'] as const;

/**
 * Review stages (features/reviews): an asset's review becomes an ordered list of stages, each with
 * its reviewers (`stage_reviewers`, replacing `asset_reviewers`), rule, deadline, start trigger and
 * the round it is on (`version_id`, `started_at`); decisions name their stage. Each asset's review of
 * today becomes its stage 1, with the same reviewers, rule, due date and decisions, running on the
 * newest version when there is one. `asset_reviews` keeps the per-asset lock row and where a new
 * version restarts. Projects keep named stage templates (the stages as JSON).
 */
export function createReviewStages(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('review_stages'), dialect)
        .addColumn('asset_id', 'integer', (col) => col.notNull().references('assets.id').onDelete('cascade'))
        .addColumn('position', 'integer', notNull)
        .addColumn('name', 'text', notNull)
        .addColumn('rule', 'text', (col) => col.notNull().defaultTo('all'))
        .addColumn('deadline', 'text')
        .addColumn('deadline_days', 'integer')
        .addColumn('lock', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('private', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('guests', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('start', 'text', notNull)
        .addColumn('start_at', 'text')
        // The current round: the version it is about and when it started (null while waiting).
        .addColumn('version_id', 'integer', (col) => col.references('versions.id').onDelete('set null'))
        .addColumn('started_at', 'text')
        .addColumn('completed_at', 'text')
        // The round's effective deadline (the date, or business days counted from its start).
        .addColumn('due_date', 'text')
        // When the reminders of this round went out, so each is sent once whatever the number of instances.
        .addColumn('due_soon_notified_at', 'text')
        .addColumn('overdue_notified_on', 'text')
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .execute();
      await db.schema.createIndex('review_stages_asset').on('review_stages').columns(['asset_id', 'position']).execute();
      await db.schema.createIndex('review_stages_due').on('review_stages').column('due_date').execute();

      await db.schema
        .createTable('stage_reviewers')
        .addColumn('stage_id', 'integer', (col) => col.notNull().references('review_stages.id').onDelete('cascade'))
        .addColumn('asset_id', 'integer', (col) => col.notNull().references('assets.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('required', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', 'text', notNull)
        .addPrimaryKeyConstraint('stage_reviewers_pk', ['stage_id', 'user_id'])
        .execute();
      await db.schema.createIndex('stage_reviewers_user').on('stage_reviewers').column('user_id').execute();
      await db.schema.createIndex('stage_reviewers_asset').on('stage_reviewers').column('asset_id').execute();

      await db.schema.alterTable('review_decisions').addColumn('stage_id', 'integer', (col) => col.references('review_stages.id').onDelete('set null')).execute();
      await db.schema.alterTable('asset_reviews').addColumn('restart_from', 'text', (col) => col.notNull().defaultTo('first')).execute();
      await db.schema.alterTable('comments').addColumn('stage_id', 'integer', (col) => col.references('review_stages.id').onDelete('set null')).execute();

      await withId(db.schema.createTable('stage_templates'), dialect)
        .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('name', 'text', notNull)
        .addColumn('is_default', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('restart_from', 'text', (col) => col.notNull().defaultTo('first'))
        .addColumn('stages', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .execute();
      await db.schema.createIndex('stage_templates_project').on('stage_templates').column('project_id').execute();

      // Every asset's review of today, as its stage 1: running on the newest version when there is one.
      await sql`INSERT INTO review_stages (asset_id, position, name, rule, deadline, lock, private, guests, start, version_id, started_at, due_date, due_soon_notified_at, overdue_notified_on, created_at, updated_at)
                SELECT a.id, 1, 'Review', COALESCE(r.rule, 'all'), r.due_date, 0, 0, 1, 'upload',
                       (SELECT v.id FROM versions v WHERE v.asset_id = a.id ORDER BY v.version DESC LIMIT 1),
                       (SELECT v.created_at FROM versions v WHERE v.asset_id = a.id ORDER BY v.version DESC LIMIT 1),
                       r.due_date, r.due_soon_notified_at, SUBSTR(r.overdue_notified_at, 1, 10), a.created_at, a.updated_at
                FROM assets a LEFT JOIN asset_reviews r ON r.asset_id = a.id`.execute(db);
      await sql`INSERT INTO stage_reviewers (stage_id, asset_id, user_id, required, position, created_at)
                SELECT s.id, r.asset_id, r.user_id, r.required, r.position, r.created_at FROM asset_reviewers r JOIN review_stages s ON s.asset_id = r.asset_id`.execute(db);
      await sql`UPDATE review_decisions SET stage_id = (SELECT s.id FROM review_stages s WHERE s.asset_id = review_decisions.asset_id)`.execute(db);

      for (const statement of dropTableRevisionTriggers(dialect, 'asset_reviewers')) await sql.raw(statement).execute(db);
      await db.schema.dropTable('asset_reviewers').execute();
      for (const column of STAGE_SETTINGS) await db.schema.alterTable('asset_reviews').dropColumn(column).execute();
      for (const table of ['review_stages', 'stage_reviewers']) {
        for (const statement of tableRevisionTriggers(dialect, table, PROJECT_OF_ASSET)) await sql.raw(statement).execute(db);
      }
      for (const statement of tableRevisionTriggers(dialect, 'stage_templates', 'ROW.project_id')) await sql.raw(statement).execute(db);
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['review_stages', 'stage_reviewers', 'stage_templates']) {
        for (const statement of dropTableRevisionTriggers(dialect, table)) await sql.raw(statement).execute(db);
      }
      await db.schema.alterTable('asset_reviews').addColumn('rule', 'text', (col) => col.notNull().defaultTo('all')).execute();
      await db.schema.alterTable('asset_reviews').addColumn('due_date', 'text').execute();
      await db.schema.alterTable('asset_reviews').addColumn('due_soon_notified_at', 'text').execute();
      await db.schema.alterTable('asset_reviews').addColumn('overdue_notified_at', 'text').execute();
      await sql`UPDATE asset_reviews SET rule = s.rule, due_date = s.due_date FROM review_stages s WHERE s.asset_id = asset_reviews.asset_id AND s.position = 1`.execute(db);
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
      await sql`INSERT INTO asset_reviewers (asset_id, user_id, required, position, created_at)
                SELECT r.asset_id, r.user_id, r.required, r.position, r.created_at FROM stage_reviewers r JOIN review_stages s ON s.id = r.stage_id WHERE s.position = 1`.execute(db);
      for (const statement of tableRevisionTriggers(dialect, 'asset_reviewers', PROJECT_OF_ASSET)) await sql.raw(statement).execute(db);
      await db.schema.dropTable('stage_templates').execute();
      await db.schema.alterTable('comments').dropColumn('stage_id').execute();
      await db.schema.alterTable('asset_reviews').dropColumn('restart_from').execute();
      await db.schema.alterTable('review_decisions').dropColumn('stage_id').execute();
      await db.schema.dropTable('stage_reviewers').execute();
      await db.schema.dropTable('review_stages').execute();
    },
  };
}
