import type { Kysely, Migration } from 'kysely';

/**
 * Languages (#42). `users.locale`: the account's interface and e-mail language, never null. Accounts
 * made from now on store the one negotiated from their browser (else DEFAULT_LOCALE); the accounts
 * that exist were made when everything was English, so they keep English until their owner chooses.
 * `share_links.locale`: the language a review link's guests see first; null leaves it to each
 * guest's browser. `notifications.digest_line`: what a digest says of the notification, as a message
 * of the server's catalogs (JSON id and values), written in the reader's language when the digest
 * goes out; null for older rows, whose digest line is their English `message`.
 */
export function createLocales(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('locale', 'text', (col) => col.notNull().defaultTo('en')).execute();
      await db.schema.alterTable('share_links').addColumn('locale', 'text').execute();
      await db.schema.alterTable('notifications').addColumn('digest_line', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('notifications').dropColumn('digest_line').execute();
      await db.schema.alterTable('share_links').dropColumn('locale').execute();
      await db.schema.alterTable('users').dropColumn('locale').execute();
    },
  };
}
