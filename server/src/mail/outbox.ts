import type { Db } from '../db/database.ts';
import { enqueue } from '../jobs/queue.ts';

/** A stored picture shown inside the e-mail (`<img src="cid:…">`), read from the blob store when sent. */
export interface InlineImage {
  key: string;
  cid: string;
  /** A video's frame, shown instead of `key` when it can be decoded as the mail is sent (`key` is the fallback). */
  frame?: { variation_id: number; frame: number };
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  images?: InlineImage[];
}

/**
 * Keeps the e-mail in the outbox and a `send-email` job to deliver it, in the caller's transaction:
 * the mail exists exactly when what it tells about does, and a down SMTP server only delays it.
 */
export async function queueMail(trx: Db, mail: OutgoingMail): Promise<void> {
  const row = await trx
    .insertInto('outbox')
    .values({
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
      headers: mail.headers ? JSON.stringify(mail.headers) : null,
      attachments: mail.images?.length ? JSON.stringify(mail.images) : null,
      message_id: null,
      created_at: new Date().toISOString(),
      sent_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await enqueue(trx, 'send-email', { outbox_id: row.id });
}
