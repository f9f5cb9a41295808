import type { WebhooksService } from './service.ts';
import type { JobHandler } from '../../jobs/worker.ts';

/** One webhook delivery; tried again with backoff for a day while the receiver fails or does not answer. */
export const deliverWebhookHandler = (webhooks: WebhooksService): JobHandler<'deliver-webhook'> => ({
  run: (payload) => webhooks.attempt(payload.delivery_id),
  giveUp: (payload) => webhooks.giveUp(payload.delivery_id),
});
