import type { Kysely, Migration } from 'kysely';

/** The guest who acted, for a notice about a guest's comment or decision: shown with the guest's own initials. */
export function createNotificationGuests(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('notifications').addColumn('actor_guest_name', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('notifications').dropColumn('actor_guest_name').execute();
    },
  };
}
