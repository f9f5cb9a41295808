import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageReplySchema } from '@review/contract/errors';
import { NotificationListReplySchema } from '@review/contract/notifications';
import { filePath } from '../assets/presenter.ts';
import { createNotificationsRepository } from './repository.ts';
import type { Db } from '../../db/database.ts';

/** Newest first; the list is bounded, older ones are not shown. */
const LIST_LIMIT = 100;

export default async function notificationRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const repo = createNotificationsRepository(db);
  app.addHook('onRequest', app.authenticate);

  api.get('/notifications', { schema: { tags: ['notifications'], response: { 200: NotificationListReplySchema } } }, async (request) => {
    const user = app.currentUser(request);
    const [rows, unread] = await Promise.all([repo.listForUser(user.id, LIST_LIMIT), repo.countUnread(user.id)]);
    return {
      unread,
      data: rows.map((row) => ({
        id: row.id,
        created_at: row.created_at,
        read_at: row.read_at,
        data: {
          file: row.file ? filePath(row.file) : null,
          message: row.message,
          link: row.link,
          user: row.first_name === null ? null : { first_name: row.first_name, avatar: row.avatar ?? null },
        },
      })),
    };
  });

  api.post('/notifications/read', { schema: { tags: ['notifications'], response: { 200: MessageReplySchema } } }, async (request) => {
    await repo.markAllRead(app.currentUser(request).id, new Date().toISOString());
    return { message: 'All notifications marked as read.' };
  });
}
