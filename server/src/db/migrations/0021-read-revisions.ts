import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database.ts';
import { notNull } from './columns.ts';
import { dropTableRevisionTriggers, tableRevisionTriggers } from './0006-project-revisions.ts';

const PROJECT_OF_ASSET = '(SELECT project_id FROM assets WHERE id = ROW.asset_id)';
/** The user fields a cached read shows of other people (0006's list, and the same loader's). */
const SHOWN_USER_FIELDS = 'first_name, last_name, email, avatar';
const bumpNames = `UPDATE read_revisions SET value = value + 1 WHERE name = 'names';`;

/**
 * What the cached hot reads (server/src/read-cache) need beyond 0006's project revisions:
 * - an asset's history raises its project's revision, like everything else the asset screen shows;
 * - one `names` revision, raised when anyone's name, e-mail or avatar changes, or a project is
 *   renamed. A comment by a former member, or a notification about a project its reader has left,
 *   shows names no project revision of the reader's follows; they change rarely enough that every
 *   cached read may start again when one does.
 */
export function createReadRevisions(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('read_revisions').addColumn('name', 'text', (col) => col.primaryKey()).addColumn('value', 'integer', notNull).execute();
      await sql`INSERT INTO read_revisions (name, value) VALUES ('names', 0)`.execute(db);
      for (const statement of tableRevisionTriggers(dialect, 'history', PROJECT_OF_ASSET)) await sql.raw(statement).execute(db);
      const statements =
        dialect === 'postgres'
          ? [
              `CREATE FUNCTION read_names_revision() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${bumpNames} RETURN NULL; END $$`,
              `CREATE TRIGGER users_names_revision AFTER UPDATE OF ${SHOWN_USER_FIELDS} ON users FOR EACH ROW EXECUTE FUNCTION read_names_revision()`,
              `CREATE TRIGGER projects_names_revision AFTER UPDATE OF project_name ON projects FOR EACH ROW EXECUTE FUNCTION read_names_revision()`,
            ]
          : [
              `CREATE TRIGGER users_names_revision AFTER UPDATE OF ${SHOWN_USER_FIELDS} ON users FOR EACH ROW BEGIN ${bumpNames} END`,
              `CREATE TRIGGER projects_names_revision AFTER UPDATE OF project_name ON projects FOR EACH ROW BEGIN ${bumpNames} END`,
            ];
      for (const statement of statements) await sql.raw(statement).execute(db);
    },
    async down(db: Kysely<unknown>) {
      const statements =
        dialect === 'postgres'
          ? ['DROP TRIGGER IF EXISTS users_names_revision ON users', 'DROP TRIGGER IF EXISTS projects_names_revision ON projects', 'DROP FUNCTION IF EXISTS read_names_revision()']
          : ['DROP TRIGGER IF EXISTS users_names_revision', 'DROP TRIGGER IF EXISTS projects_names_revision'];
      for (const statement of [...statements, ...dropTableRevisionTriggers(dialect, 'history')]) await sql.raw(statement).execute(db);
      await db.schema.dropTable('read_revisions').execute();
    },
  };
}
