import type { WebhooksService } from '../../features/webhooks/service.ts';
import type { JobHandler } from '../worker.ts';

/** One webhook delivery; tried again with backoff for a day while the receiver fails or does not answer. */
export const deliverWebhookHandler = (webhooks: WebhooksService): JobHandler<'deliver-webhook'> => ({
  run: (payload) => webhooks.attempt(payload.delivery_id),
  giveUp: (payload) => webhooks.giveUp(payload.delivery_id),
});
