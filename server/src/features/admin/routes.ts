import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminUserListReplySchema } from '@review/contract/admin';
import { requireAdmin } from './require-admin.ts';
import type { AdminService } from './service.ts';

const tags = ['admin'];

/** The Administration's accounts, for administrators. */
export default async function adminRoutes(app: FastifyInstance, { admin }: { admin: AdminService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', requireAdmin(app));

  api.get('/admin/users', { config: { access: 'instance-admin' }, schema: { tags, operationId: 'listAdminUsers', summary: 'List every account of this server (administrators)', response: { 200: AdminUserListReplySchema } } }, async () => ({
    data: await admin.listUsers(),
  }));
}
