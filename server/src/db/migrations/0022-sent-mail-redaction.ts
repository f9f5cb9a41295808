import type { Kysely, Migration } from 'kysely';
import { SENT_MAIL_REDACTION } from '../../mail/sent-mail.ts';
import type { Database } from '../schema.ts';

/** Mails sent before the outbox stopped keeping bodies lose theirs too (mail/sent-mail.ts). */
export function createSentMailRedaction(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await (db as Kysely<Database>).updateTable('outbox').set(SENT_MAIL_REDACTION).where('sent_at', 'is not', null).execute();
    },
    async down() {},
  };
}
