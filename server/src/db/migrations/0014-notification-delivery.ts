import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database.ts';
import { notNull } from './columns.ts';

/**
 * Tables whose rows belong to one user (`user_id`) and whose changes that user's open screens show,
 * with the columns whose update matters: a project's own revision changes with everything in it,
 * which is the project stream's business, so only a change of owner counts here.
 */
const USER_LIVE_TABLES: Record<string, string | null> = { notifications: null, project_members: null, projects: 'user_id' };

const bumpUser = (row: string) => `UPDATE users SET live_revision = live_revision + 1 WHERE id = ${row}.user_id;`;

/**
 * Notifications that reach people: each has a kind, its project, and how it is delivered (the bell
 * only, an e-mail at once, or a line in a digest, per the user's settings in `notification_settings`).
 * E-mails are kept whole in the outbox (HTML, headers, a stable Message-ID) so a retry sends the same
 * message. `users.live_revision` is raised by the database whenever something of the user's own
 * changes (a notification, a project they own or belong to, their plan), so the live stream can tell
 * their open screens, whoever made the change. `server_secrets` keeps keys the instances share.
 */
export function createNotificationDelivery(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('notifications').addColumn('kind', 'text').execute();
      await db.schema.alterTable('notifications').addColumn('project_id', 'integer', (col) => col.references('projects.id').onDelete('cascade')).execute();
      await db.schema.alterTable('notifications').addColumn('delivery', 'text', (col) => col.notNull().defaultTo('in_app')).execute();
      await db.schema.alterTable('notifications').addColumn('emailed_at', 'text').execute();
      await sql`UPDATE notifications SET project_id = (SELECT a.project_id FROM assets a WHERE a.id = COALESCE(notifications.asset_id, (SELECT c.asset_id FROM comments c WHERE c.id = notifications.comment_id)))`.execute(db);
      await db.schema.createIndex('notifications_user_read').on('notifications').columns(['user_id', 'read_at', 'id']).execute();
      await db.schema.createIndex('notifications_digest').on('notifications').columns(['delivery', 'emailed_at']).execute();
      await db.schema.createIndex('notifications_project_id').on('notifications').column('project_id').execute();

      await db.schema
        .createTable('notification_settings')
        .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('kinds', 'text', notNull)
        .addColumn('digest', 'text', notNull)
        .addColumn('digest_hour', 'integer', notNull)
        .addColumn('time_zone', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .execute();

      for (const column of ['html_body', 'message_id', 'headers', 'attachments']) await db.schema.alterTable('outbox').addColumn(column, 'text').execute();

      await db.schema.createTable('server_secrets').addColumn('name', 'text', (col) => col.primaryKey()).addColumn('value', 'text', notNull).execute();

      await db.schema.alterTable('users').addColumn('live_revision', 'integer', (col) => col.notNull().defaultTo(0)).execute();
      for (const statement of dialect === 'postgres' ? postgresTriggers() : sqliteTriggers()) await sql.raw(statement).execute(db);
    },
    async down(db: Kysely<unknown>) {
      for (const statement of dialect === 'postgres' ? dropPostgresTriggers() : dropSqliteTriggers()) await sql.raw(statement).execute(db);
      await db.schema.alterTable('users').dropColumn('live_revision').execute();
      await db.schema.dropTable('server_secrets').execute();
      for (const column of ['html_body', 'message_id', 'headers', 'attachments']) await db.schema.alterTable('outbox').dropColumn(column).execute();
      await db.schema.dropTable('notification_settings').execute();
      for (const index of ['notifications_user_read', 'notifications_digest', 'notifications_project_id']) await db.schema.dropIndex(index).execute();
      for (const column of ['emailed_at', 'delivery', 'project_id', 'kind']) await db.schema.alterTable('notifications').dropColumn(column).execute();
    },
  };
}

function sqliteTriggers(): string[] {
  return [
    ...Object.entries(USER_LIVE_TABLES).flatMap(([table, column]) => [
      `CREATE TRIGGER ${table}_user_live_insert AFTER INSERT ON ${table} FOR EACH ROW BEGIN ${bumpUser('NEW')} END`,
      `CREATE TRIGGER ${table}_user_live_update AFTER UPDATE ${column ? `OF ${column} ` : ''}ON ${table} FOR EACH ROW BEGIN ${bumpUser('OLD')} ${bumpUser('NEW')} END`,
      `CREATE TRIGGER ${table}_user_live_delete AFTER DELETE ON ${table} FOR EACH ROW BEGIN ${bumpUser('OLD')} END`,
    ]),
    `CREATE TRIGGER users_plan_live AFTER UPDATE OF plan ON users FOR EACH ROW WHEN NEW.plan <> OLD.plan
     BEGIN UPDATE users SET live_revision = live_revision + 1 WHERE id = NEW.id; END`,
  ];
}

const dropSqliteTriggers = () => [
  ...Object.keys(USER_LIVE_TABLES).flatMap((table) => ['insert', 'update', 'delete'].map((op) => `DROP TRIGGER IF EXISTS ${table}_user_live_${op}`)),
  'DROP TRIGGER IF EXISTS users_plan_live',
];

function postgresTriggers(): string[] {
  return [
    `CREATE FUNCTION user_live_revision() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF TG_OP <> 'INSERT' THEN ${bumpUser('OLD')} END IF;
       IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id) THEN ${bumpUser('NEW')} END IF;
       RETURN NULL;
     END $$`,
    ...Object.entries(USER_LIVE_TABLES).map(
      ([table, column]) => `CREATE TRIGGER ${table}_user_live AFTER INSERT OR UPDATE ${column ? `OF ${column} ` : ''}OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION user_live_revision()`,
    ),
    `CREATE FUNCTION users_plan_live() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN NEW.live_revision := OLD.live_revision + 1; RETURN NEW; END $$`,
    `CREATE TRIGGER users_plan_live BEFORE UPDATE OF plan ON users FOR EACH ROW WHEN (NEW.plan IS DISTINCT FROM OLD.plan) EXECUTE FUNCTION users_plan_live()`,
  ];
}

const dropPostgresTriggers = () => [
  ...Object.keys(USER_LIVE_TABLES).map((table) => `DROP TRIGGER IF EXISTS ${table}_user_live ON ${table}`),
  'DROP TRIGGER IF EXISTS users_plan_live ON users',
  'DROP FUNCTION IF EXISTS users_plan_live()',
  'DROP FUNCTION IF EXISTS user_live_revision()',
];
