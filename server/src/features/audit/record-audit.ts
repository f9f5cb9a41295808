import type { FastifyRequest } from 'fastify';
import type { AuditAction } from '@review/contract/audit';
import type { Db } from '../../db/database.ts';
import type { Acting, ActingParty, RequestOrigin } from '../../domain-events/audited-events.ts';

/** Enough for any real browser's header (as sessions keep it). */
const MAX_USER_AGENT = 512;

/** Where a request came from, as the audit log keeps it. */
export type AuditClient = RequestOrigin;

/** Who acted: a signed-in user (id and e-mail), or a label alone (a guest, SCIM, the operator). */
export type AuditActor = ActingParty;

export interface AuditTarget {
  type: string;
  id: string | number;
  label?: string | null;
}

export interface AuditRecord {
  action: AuditAction;
  actor: AuditActor;
  client: AuditClient | null;
  target?: AuditTarget | null;
  projectId?: number | null;
  details?: Record<string, unknown> | null;
}

/** A request's client: Fastify always knows its address. */
export interface RequestClient extends AuditClient {
  ip: string;
}

export const clientOf = (request: FastifyRequest): RequestClient => ({
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, MAX_USER_AGENT) || null,
});

export const userActor = (user: { id: number; email: string }): AuditActor => ({ userId: user.id, label: user.email });

/** The signed-in user of a request that ran `authenticate`, or a label when none did. */
export const requestActor = (request: FastifyRequest, otherwise = 'anonymous'): AuditActor =>
  request.user ? userActor(request.user) : { userId: null, label: otherwise };

/** The server's operator at the command line (npm run admin): no account, no address. */
export const OPERATOR: AuditActor = { userId: null, label: 'operator (npm run admin)' };

/** Someone holding a review link: no account; their name is only known once they write. */
export const GUEST: AuditActor = { userId: null, label: 'guest' };

/** Who acts and from where: what a service's audited events carry as `by`. */
export type AuditContext = Acting;

/** The context of a request: its signed-in user (or `otherwise`), address and user agent. */
export const auditOf = (request: FastifyRequest, otherwise?: string): AuditContext => ({ actor: requestActor(request, otherwise), client: clientOf(request) });

/** Appends one entry, in the transaction of the event it records; the log is append-only (migration 0028's trigger refuses updates). */
export async function recordAudit(db: Db, record: AuditRecord): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: new Date().toISOString(),
      action: record.action,
      actor_user_id: record.actor.userId,
      actor_label: record.actor.label,
      target_type: record.target?.type ?? null,
      target_id: record.target ? String(record.target.id) : null,
      target_label: record.target?.label ?? null,
      project_id: record.projectId ?? null,
      ip: record.client?.ip ?? null,
      user_agent: record.client?.userAgent ?? null,
      details: record.details ? JSON.stringify(record.details) : null,
    })
    .execute();
}
