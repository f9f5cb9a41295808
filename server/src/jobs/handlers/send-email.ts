import type { Mailer } from '../../mail/mailer.ts';
import type { JobHandler } from '../worker.ts';

/** One e-mail of the outbox (mail/outbox.ts); tried again with backoff for a day while SMTP fails. */
export const sendEmailHandler = (mailer: Mailer): JobHandler<'send-email'> => ({
  run: (payload) => mailer.deliver(payload.outbox_id),
});
