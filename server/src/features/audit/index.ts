import { defineFeature, route } from '../feature.ts';
import { writeAuditEntry } from './listener.ts';
import { createAuditRetention, type AuditRetention } from './retention.ts';
import auditRoutes from './routes.ts';
import { createAuditService } from './service.ts';

// How other features say who acted and from where in the events the log keeps (`by`); the feature itself is the default export.
export { auditOf, clientOf, GUEST, OPERATOR, userActor, type AuditClient, type AuditContext, type RequestClient } from './record-audit.ts';
// The command line (admin/cli.ts) subscribes it where no app is built.
export { writeAuditEntry };

/** Old audit entries leave within the hour they pass AUDIT_RETENTION_DAYS. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The audit log's retention sweep; tests run it (`sweep`) directly. */
    auditRetention: AuditRetention;
  }
}

export default defineFeature({
  name: 'audit',
  needs: [],
  build: ({ database, config }) => {
    const auditRetention = createAuditRetention(database.db, config.auditRetentionDays);
    return {
      listeners: [writeAuditEntry],
      decorate: { auditRetention },
      timers: [{ everyMs: SWEEP_EVERY_MS, atStart: true, run: () => auditRetention.sweep(), failure: 'old audit log entries could not be deleted; trying again later' }],
      routes: [route(auditRoutes, { audit: createAuditService(database.db) })],
    };
  },
});
