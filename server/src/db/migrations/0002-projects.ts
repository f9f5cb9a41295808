import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database.ts';
import { notNull, withId } from './columns.ts';

/** Projects, their members, each user's star/archive/opened state, and invitations. */
export function createProjects(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('projects'), dialect)
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('project_name', 'text', notNull)
        .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('default_creator_user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('default_approver_user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .execute();
      await db.schema.createIndex('projects_user_id').on('projects').column('user_id').execute();

      await withId(db.schema.createTable('project_members'), dialect)
        .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('role', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .addUniqueConstraint('project_members_project_user', ['project_id', 'user_id'])
        .execute();
      await db.schema.createIndex('project_members_user_id').on('project_members').column('user_id').execute();

      await db.schema
        .createTable('project_user_states')
        .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('is_starred', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('is_archived', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('opened_at', 'text')
        .addPrimaryKeyConstraint('project_user_states_pk', ['project_id', 'user_id'])
        .execute();
      await db.schema.createIndex('project_user_states_user_id').on('project_user_states').column('user_id').execute();

      await withId(db.schema.createTable('invitations'), dialect)
        .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('email', 'text', notNull)
        .addColumn('email_key', 'text', notNull)
        .addColumn('role', 'text', notNull)
        .addColumn('message', 'text')
        .addColumn('token', 'text', (col) => col.notNull().unique())
        .addColumn('invited_by_user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('is_pending', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('accepted_at', 'text')
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .execute();
      await db.schema.createIndex('invitations_project_id').on('invitations').column('project_id').execute();
      // At most one pending invitation per address and project, even when two admins invite at once.
      await db.schema
        .createIndex('invitations_pending_email')
        .on('invitations')
        .columns(['project_id', 'email_key'])
        .unique()
        .where(sql.ref('is_pending'), '=', 1)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['invitations', 'project_user_states', 'project_members', 'projects']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
