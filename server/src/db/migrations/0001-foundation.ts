import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database.ts';
import { notNull, withId } from './columns.ts';

export function createFoundation(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('users'), dialect)
        .addColumn('first_name', 'text', notNull)
        .addColumn('last_name', 'text', notNull)
        .addColumn('email', 'text', notNull)
        .addColumn('email_key', 'text', (col) => col.notNull().unique())
        .addColumn('password_hash', 'text', notNull)
        .addColumn('avatar', 'text')
        .addColumn('plan', 'text', (col) => col.notNull().defaultTo('starter'))
        .addColumn('newsletter', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('password_changed_at', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .execute();

      await withId(db.schema.createTable('sessions'), dialect)
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (col) => col.notNull().unique())
        .addColumn('created_at', 'text', notNull)
        .addColumn('expires_at', 'text', notNull)
        .execute();
      await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

      await withId(db.schema.createTable('password_resets'), dialect)
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (col) => col.notNull().unique())
        .addColumn('created_at', 'text', notNull)
        .addColumn('expires_at', 'text', notNull)
        .addColumn('used_at', 'text')
        .execute();

      await withId(db.schema.createTable('outbox'), dialect)
        .addColumn('to_address', 'text', notNull)
        .addColumn('subject', 'text', notNull)
        .addColumn('text_body', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .addColumn('sent_at', 'text')
        .execute();

    },
    async down(db: Kysely<unknown>) {
      for (const table of ['outbox', 'password_resets', 'sessions', 'users']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
