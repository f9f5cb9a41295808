import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database.ts';

/** The channel live hubs LISTEN on (features/events/notify-listener.ts). */
export const LIVE_CHANNEL = 'review_live';

/**
 * On PostgreSQL a raised revision (a project's, or a user's) also NOTIFYs the live hubs of every
 * instance, so they read revisions at once instead of at their next poll. The notice is sent at
 * commit, and notices of one transaction with the same payload are folded into one. SQLite has one
 * instance per file: its hubs keep polling.
 */
export function createLiveNotify(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql.raw(`CREATE FUNCTION notify_live() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN PERFORM pg_notify('${LIVE_CHANNEL}', TG_TABLE_NAME); RETURN NULL; END $$`).execute(db);
      await sql`CREATE TRIGGER projects_notify_live AFTER UPDATE ON projects FOR EACH ROW WHEN (NEW.revision IS DISTINCT FROM OLD.revision) EXECUTE FUNCTION notify_live()`.execute(db);
      await sql`CREATE TRIGGER projects_notify_live_delete AFTER DELETE ON projects FOR EACH ROW EXECUTE FUNCTION notify_live()`.execute(db);
      await sql`CREATE TRIGGER users_notify_live AFTER UPDATE ON users FOR EACH ROW WHEN (NEW.live_revision IS DISTINCT FROM OLD.live_revision) EXECUTE FUNCTION notify_live()`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql`DROP TRIGGER IF EXISTS users_notify_live ON users`.execute(db);
      await sql`DROP TRIGGER IF EXISTS projects_notify_live_delete ON projects`.execute(db);
      await sql`DROP TRIGGER IF EXISTS projects_notify_live ON projects`.execute(db);
      await sql`DROP FUNCTION IF EXISTS notify_live()`.execute(db);
    },
  };
}
