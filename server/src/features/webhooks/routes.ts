import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageReplySchema } from '@review/contract/errors';
import { IdParamsSchema } from '@review/contract/fields';
import {
  CreatedWebhookReplySchema,
  CreateWebhookBodySchema,
  UpdateWebhookBodySchema,
  WebhookDeliveryListReplySchema,
  WebhookDeliveryReplySchema,
  WebhookListReplySchema,
  WebhookReplySchema,
} from '@review/contract/webhooks';
import { auditOf } from '../audit/index.ts';
import type { WebhooksService } from './service.ts';

const tags = ['webhooks'];

/** A project's webhooks and their delivery log, for its managers. */
export default async function webhookRoutes(app: FastifyInstance, { webhooks }: { webhooks: WebhooksService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.authenticate;

  api.post('/projects/:id/webhooks', { config: { access: 'project.update' }, schema: { tags, operationId: 'createWebhook', summary: 'Add a webhook to a project (its signing secret is shown once)', params: IdParamsSchema, body: CreateWebhookBodySchema, response: { 201: CreatedWebhookReplySchema } }, onRequest }, async (request, reply) =>
    reply.status(201).send({ message: 'Webhook added. Copy its signing secret now: it will not be shown again.', data: await webhooks.create(app.currentUser(request), request.params.id, request.body, auditOf(request)) }),
  );

  api.get('/projects/:id/webhooks', { config: { access: 'project.update' }, schema: { tags, operationId: 'listWebhooks', summary: "List a project's webhooks", params: IdParamsSchema, response: { 200: WebhookListReplySchema } }, onRequest }, async (request) => ({
    data: await webhooks.list(app.currentUser(request), request.params.id),
  }));

  api.put('/webhooks/:id', { config: { access: 'project.update' }, schema: { tags, operationId: 'updateWebhook', summary: 'Change a webhook, or switch it on or off', params: IdParamsSchema, body: UpdateWebhookBodySchema, response: { 200: WebhookReplySchema } }, onRequest }, async (request) => ({
    message: 'Webhook saved.',
    data: await webhooks.update(app.currentUser(request), request.params.id, request.body, auditOf(request)),
  }));

  api.delete('/webhooks/:id', { config: { access: 'project.update' }, schema: { tags, operationId: 'deleteWebhook', summary: 'Delete a webhook', params: IdParamsSchema, response: { 200: MessageReplySchema } }, onRequest }, async (request) => {
    await webhooks.delete(app.currentUser(request), request.params.id, auditOf(request));
    return { message: 'Webhook deleted.' };
  });

  api.get('/webhooks/:id/deliveries', { config: { access: 'project.update' }, schema: { tags, operationId: 'listWebhookDeliveries', summary: "List a webhook's recent deliveries", params: IdParamsSchema, response: { 200: WebhookDeliveryListReplySchema } }, onRequest }, async (request) => ({
    data: await webhooks.deliveries(app.currentUser(request), request.params.id),
  }));

  api.post('/webhook-deliveries/:id/redeliver', { config: { access: 'project.update' }, schema: { tags, operationId: 'redeliverWebhookDelivery', summary: 'Send a delivery again', params: IdParamsSchema, response: { 201: WebhookDeliveryReplySchema } }, onRequest }, async (request, reply) =>
    reply.status(201).send({ message: 'Delivery queued again.', data: await webhooks.redeliver(app.currentUser(request), request.params.id) }),
  );
}
