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
import { readLocale } from '../../i18n/locale.ts';
import type { CachedReads } from '../../read-cache/cached-reads.ts';
import { sendJson, serialize } from '../../read-cache/json.ts';
import type { NotificationsService } from './service.ts';

export default async function notificationRoutes(app: FastifyInstance, { notifications, reads }: { notifications: NotificationsService; reads: CachedReads }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);

  api.get(
    '/notifications',
    { config: { access: 'account' }, schema: { tags: ['notifications'], operationId: 'listNotifications', summary: 'List your notifications, unread first', querystring: NotificationListQuerySchema, response: { 200: NotificationListReplySchema } } },
    async (request, reply) => {
      const user = app.currentUser(request);
      const locale = readLocale(user.locale) ?? 'en';
      const build = async () => serialize(NotificationListReplySchema, await notifications.list(user.id, locale, request.query));
      // The language is in the key: a reply kept for one language is never shown after the account changes it.
      return sendJson(reply, await reads.ofViewer(user, `notifications:${locale}:${JSON.stringify(request.query)}`, build));
    },
  );

  api.post('/notifications/read', { config: { access: 'account' }, schema: { tags: ['notifications'], operationId: 'markNotificationsRead', summary: 'Mark notifications read (all, or the ones given)', body: MarkNotificationsReadBodySchema, response: { 200: MessageReplySchema } } }, async (request) => ({
    message: await notifications.markRead(app.currentUser(request).id, request.body?.ids),
  }));

  api.get('/notification-settings', { schema: { tags: ['notifications'], operationId: 'getNotificationSettings', summary: 'Get what you are notified of, and how', response: { 200: NotificationSettingsReplySchema } }, config: { access: 'account', sessionOnly: true } }, async (request) => ({
    data: await notifications.settings(app.currentUser(request).id),
  }));

  api.put(
    '/notification-settings',
    { schema: { tags: ['notifications'], operationId: 'updateNotificationSettings', summary: 'Change what you are notified of, and how', body: UpdateNotificationSettingsBodySchema, response: { 200: UpdateNotificationSettingsReplySchema } }, config: { access: 'account', sessionOnly: true } },
    async (request) => ({ message: 'Notification settings saved.', data: await notifications.updateSettings(app.currentUser(request).id, request.body) }),
  );
}
