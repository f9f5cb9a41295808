import type { Mailer } from './mailer.ts';
import type { JobHandler } from '../jobs/worker.ts';

/** One e-mail of the outbox (outbox.ts); tried again with backoff for a day while SMTP fails. */
export const sendEmailHandler = (mailer: Mailer): JobHandler<'send-email'> => ({
  run: (payload) => mailer.deliver(payload.outbox_id),
});
