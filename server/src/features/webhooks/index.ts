import { defineFeature, route } from '../feature.ts';
import { deliverWebhookHandler } from './deliver-webhook-job.ts';
import webhookRoutes from './routes.ts';
import { createWebhooksService } from './service.ts';

// What other features use of this one; the feature itself is the default export.
export { assertPublicUrl, PrivateAddressError, requestPublic } from './safe-url.ts';

export default defineFeature({
  name: 'webhooks',
  needs: [],
  build: ({ database, config, announce }) => {
    const webhooks = createWebhooksService(database.db, { publicUrl: config.publicUrl, allowPrivate: config.webhookAllowPrivate, announce });
    return {
      listeners: [webhooks.onEvent],
      jobs: { 'deliver-webhook': deliverWebhookHandler(webhooks) },
      routes: [route(webhookRoutes, { webhooks })],
    };
  },
});
