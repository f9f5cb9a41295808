import { z } from 'zod';

/**
 * The audit log (`GET /admin/audit-log`): who did what, from where, to what. Append-only; kept
 * `AUDIT_RETENTION_DAYS` (400 unless set). Actions are `<area>.<what happened>`.
 */
export const AUDIT_ACTIONS = [
  'auth.login',
  'auth.login_failed',
  'auth.sso_login',
  'auth.sso_linked',
  'auth.sso_failed',
  'auth.logout',
  'auth.session_revoked',
  'auth.password_changed',
  'auth.password_reset_requested',
  'auth.password_reset',
  'token.created',
  'token.revoked',
  'member.added',
  'member.role_changed',
  'member.removed',
  'invitation.created',
  'invitation.revoked',
  'share_link.created',
  'share_link.changed',
  'share_link.revoked',
  'share_link.opened',
  'download.original',
  'export.report',
  'export.comments',
  'webhook.created',
  'webhook.changed',
  'webhook.deleted',
  'admin.granted',
  'admin.revoked',
  'admin.user_created',
  'admin.password_set',
  'admin.plan_set',
  'scim.token_created',
  'scim.token_revoked',
  'scim.user_created',
  'scim.user_updated',
  'scim.user_deactivated',
  'scim.user_reactivated',
  'scim.user_deleted',
] as const;
export const AuditActionSchema = z.enum(AUDIT_ACTIONS, { error: 'That is not an action the audit log records.' });
export type AuditAction = z.infer<typeof AuditActionSchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  action: AuditActionSchema,
  /** Null when nobody signed in acted (a failed sign-in, a guest, SCIM, the operator's command line). */
  actor_id: z.number().int().nullable(),
  actor: z.string(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  target: z.string().nullable(),
  project_id: z.number().int().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
