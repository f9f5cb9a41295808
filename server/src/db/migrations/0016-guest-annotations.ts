import type { Kysely, Migration } from 'kysely';

/** Whether a review link lets its guests draw annotations (off unless the link's maker allows it). */
export function createGuestAnnotations(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('share_links').addColumn('allow_annotations', 'integer', (col) => col.notNull().defaultTo(0)).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('share_links').dropColumn('allow_annotations').execute();
    },
  };
}
