import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AuditFilterSchema, AuditLogQuerySchema, AuditLogReplySchema } from '@review/contract/audit';
import { requireAdmin } from '../admin/index.ts';
import type { AuditService } from './service.ts';

const tags = ['admin'];

/** The audit log, read-only: administrators page through it or download it; nothing changes it. */
export default async function auditRoutes(app: FastifyInstance, { audit }: { audit: AuditService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', requireAdmin(app));

  api.get('/admin/audit-log', { config: { access: 'instance-admin' }, schema: { tags, operationId: 'listAuditLog', summary: 'Read the audit log, newest first, filtered and paged (administrators)', querystring: AuditLogQuerySchema, response: { 200: AuditLogReplySchema } } }, async (request) =>
    audit.list(request.query),
  );

  api.get('/admin/audit-log/export.csv', { config: { access: 'instance-admin' }, schema: { tags, operationId: 'exportAuditLog', summary: 'Download every audit log entry matching the filters as CSV (administrators)', produces: ['text/csv'], querystring: AuditFilterSchema } }, async (request, reply) => {
    const fileName = `audit-log-${new Date().toISOString().slice(0, 10)}.csv`;
    return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`).header('cache-control', 'no-store').send(audit.exportCsv(request.query));
  });
}
