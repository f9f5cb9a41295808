import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * Everything a project list shows of a project, and the table that holds it. Each way to find the
 * project from a changed row is a SQL expression over the row (`ROW` stands for NEW or OLD).
 */
const PROJECT_OF: Record<string, string> = {
  project_members: 'ROW.project_id',
  project_user_states: 'ROW.project_id',
  invitations: 'ROW.project_id',
  assets: 'ROW.project_id',
  project_files: 'ROW.project_id',
  versions: '(SELECT project_id FROM assets WHERE id = ROW.asset_id)',
  variations: '(SELECT a.project_id FROM versions v JOIN assets a ON a.id = v.asset_id WHERE v.id = ROW.version_id)',
};

/** The user fields that project lists show (as owner, member or creator). */
const LISTED_USER_FIELDS = 'first_name, last_name, email, avatar';
const PROJECTS_OF_USER = (row: string) =>
  `user_id = ${row}.id OR id IN (SELECT project_id FROM project_members WHERE user_id = ${row}.id)`;

const bump = (where: string) => `UPDATE projects SET revision = revision + 1 WHERE ${where};`;

/**
 * A revision per project that the database itself raises on every change to what a project list
 * shows, whoever writes (this process, another instance, a script). A cached list stays valid
 * while the revisions of the viewer's projects are unchanged, which one indexed read can tell.
 */
export function createProjectRevisions(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('projects').addColumn('revision', 'integer', (col) => col.notNull().defaultTo(0)).execute();
      const statements = dialect === 'postgres' ? postgresTriggers() : sqliteTriggers();
      for (const statement of statements) await sql.raw(statement).execute(db);
    },
    async down(db: Kysely<unknown>) {
      const statements = dialect === 'postgres' ? dropPostgresTriggers() : dropSqliteTriggers();
      for (const statement of statements) await sql.raw(statement).execute(db);
      await db.schema.alterTable('projects').dropColumn('revision').execute();
    },
  };
}

function sqliteTriggers(): string[] {
  const statements = [
    // A write that does not itself raise the revision (a rename, a new default approver) raises it once.
    `CREATE TRIGGER projects_revision AFTER UPDATE ON projects FOR EACH ROW WHEN NEW.revision = OLD.revision
     BEGIN ${bump('id = NEW.id')} END`,
    `CREATE TRIGGER users_revision AFTER UPDATE OF ${LISTED_USER_FIELDS} ON users FOR EACH ROW
     BEGIN ${bump(PROJECTS_OF_USER('NEW'))} END`,
  ];
  for (const [table, projectOf] of Object.entries(PROJECT_OF)) statements.push(...tableRevisionTriggers('sqlite', table, projectOf));
  return statements;
}

function dropSqliteTriggers(): string[] {
  return [...['projects_revision', 'users_revision'].map((name) => `DROP TRIGGER IF EXISTS ${name}`), ...Object.keys(PROJECT_OF).flatMap((t) => dropTableRevisionTriggers('sqlite', t))];
}

/**
 * The triggers that raise the revision of the project a row of `table` belongs to, on every insert,
 * update and delete. `projectOf` is a SQL expression over the row, `ROW` standing for NEW or OLD.
 */
export function tableRevisionTriggers(dialect: DialectName, table: string, projectOf: string): string[] {
  const of = (row: 'NEW' | 'OLD') => projectOf.replaceAll('ROW', row);
  if (dialect === 'sqlite') {
    return [
      `CREATE TRIGGER ${table}_revision_insert AFTER INSERT ON ${table} FOR EACH ROW BEGIN ${bump(`id = ${of('NEW')}`)} END`,
      `CREATE TRIGGER ${table}_revision_update AFTER UPDATE ON ${table} FOR EACH ROW
       BEGIN ${bump(`id IN (${of('OLD')}, ${of('NEW')})`)} END`,
      `CREATE TRIGGER ${table}_revision_delete AFTER DELETE ON ${table} FOR EACH ROW BEGIN ${bump(`id = ${of('OLD')}`)} END`,
    ];
  }
  // NEW is unset on DELETE and OLD on INSERT, so each operation reads only the row it has.
  return [
    `CREATE FUNCTION ${table}_revision() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF TG_OP = 'INSERT' THEN ${bump(`id = ${of('NEW')}`)}
       ELSIF TG_OP = 'UPDATE' THEN ${bump(`id IN (${of('OLD')}, ${of('NEW')})`)}
       ELSE ${bump(`id = ${of('OLD')}`)}
       END IF;
       RETURN NULL;
     END $$`,
    `CREATE TRIGGER ${table}_revision AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION ${table}_revision()`,
  ];
}

export function dropTableRevisionTriggers(dialect: DialectName, table: string): string[] {
  return dialect === 'sqlite'
    ? ['insert', 'update', 'delete'].map((op) => `DROP TRIGGER IF EXISTS ${table}_revision_${op}`)
    : [`DROP TRIGGER IF EXISTS ${table}_revision ON ${table}`, `DROP FUNCTION IF EXISTS ${table}_revision()`];
}

function postgresTriggers(): string[] {
  const statements = [
    `CREATE FUNCTION projects_revision() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF NEW.revision = OLD.revision THEN NEW.revision := OLD.revision + 1; END IF;
       RETURN NEW;
     END $$`,
    `CREATE TRIGGER projects_revision BEFORE UPDATE ON projects FOR EACH ROW EXECUTE FUNCTION projects_revision()`,
    `CREATE FUNCTION users_revision() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN ${bump(PROJECTS_OF_USER('NEW'))} RETURN NULL; END $$`,
    `CREATE TRIGGER users_revision AFTER UPDATE OF ${LISTED_USER_FIELDS} ON users FOR EACH ROW EXECUTE FUNCTION users_revision()`,
  ];
  for (const [table, projectOf] of Object.entries(PROJECT_OF)) statements.push(...tableRevisionTriggers('postgres', table, projectOf));
  return statements;
}

function dropPostgresTriggers(): string[] {
  return ['projects', 'users', ...Object.keys(PROJECT_OF)].flatMap((table) => dropTableRevisionTriggers('postgres', table));
}
