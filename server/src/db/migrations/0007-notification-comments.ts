import type { Kysely, Migration } from 'kysely';

/**
 * Ties a notification to the comment it tells about, so it goes with that comment (and with its
 * variation, asset or project): an excerpt of a deleted comment must not outlive it in a bell, and a
 * notice must not point at an asset that no longer exists. Older notifications keep a null link.
 */
export function createNotificationComments(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('notifications')
        .addColumn('comment_id', 'integer', (col) => col.references('comments.id').onDelete('cascade'))
        .execute();
      await db.schema.createIndex('notifications_comment_id').on('notifications').column('comment_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('notifications_comment_id').execute();
      await db.schema.alterTable('notifications').dropColumn('comment_id').execute();
    },
  };
}
