import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/database.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Keeps the mail in the outbox, then hands it to SMTP when one is configured. A send failure is logged, never thrown. */
  send(mail: OutgoingMail): Promise<void>;
}

export function createMailer(options: { db: Db; smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;

  return {
    async send(mail) {
      const row = await options.db
        .insertInto('outbox')
        .values({ to_address: mail.to, subject: mail.subject, text_body: mail.text, created_at: new Date().toISOString(), sent_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!transport) {
        options.log.info({ outboxId: row.id, subject: mail.subject }, 'no SMTP_URL set: e-mail kept in the outbox');
        return;
      }
      try {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
        await options.db.updateTable('outbox').set({ sent_at: new Date().toISOString() }).where('id', '=', row.id).execute();
      } catch (error) {
        options.log.error({ err: error, outboxId: row.id }, 'e-mail could not be sent; kept in the outbox');
      }
    },
  };
}
