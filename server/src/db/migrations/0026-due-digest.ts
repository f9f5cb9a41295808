import type { Kysely, Migration } from 'kysely';
import { notNull } from './columns.ts';

/**
 * The morning e-mail of reviews due (features/notifications/due-digest.ts): a setting to turn it off
 * (on unless turned off), and the day, in the user's zone, of the last one sent, which the sender
 * claims by a conditional write so that one instance sends it, once a day.
 */
export function createDueDigest(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('notification_settings').addColumn('due_digest', 'integer', (col) => col.notNull().defaultTo(1)).execute();
      await db.schema
        .createTable('due_digest_sends')
        .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('sent_on', 'text', notNull)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('due_digest_sends').execute();
      await db.schema.alterTable('notification_settings').dropColumn('due_digest').execute();
    },
  };
}
