import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageReplySchema } from '@review/contract/errors';
import {
  MarkNotificationsReadBodySchema,
  NotificationListQuerySchema,
  NotificationListReplySchema,
  NotificationSettingsReplySchema,
  UpdateNotificationSettingsBodySchema,
  UpdateNotificationSettingsReplySchema,
} from '@review/contract/notifications';
import type { NotificationsService } from './service.ts';

export default async function notificationRoutes(app: FastifyInstance, { notifications }: { notifications: NotificationsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);

  api.get(
    '/notifications',
    { schema: { tags: ['notifications'], querystring: NotificationListQuerySchema, response: { 200: NotificationListReplySchema } } },
    async (request) => notifications.list(app.currentUser(request).id, request.query),
  );

  api.post('/notifications/read', { schema: { tags: ['notifications'], body: MarkNotificationsReadBodySchema, response: { 200: MessageReplySchema } } }, async (request) => ({
    message: await notifications.markRead(app.currentUser(request).id, request.body?.ids),
  }));

  api.get('/notification-settings', { schema: { tags: ['notifications'], response: { 200: NotificationSettingsReplySchema } }, config: { sessionOnly: true } }, async (request) => ({
    data: await notifications.settings(app.currentUser(request).id),
  }));

  api.put(
    '/notification-settings',
    { schema: { tags: ['notifications'], body: UpdateNotificationSettingsBodySchema, response: { 200: UpdateNotificationSettingsReplySchema } }, config: { sessionOnly: true } },
    async (request) => ({ message: 'Notification settings saved.', data: await notifications.updateSettings(app.currentUser(request).id, request.body) }),
  );
}
