import { z } from 'zod';
import { DevicePartsSchema } from './sessions.ts';

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
  'review.decided',
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
  /** The user agent as a person reads it, e.g. "Chrome 156 on Linux"; null without one. */
  device: z.string().nullable(),
  /** What `device` is made of, to say it in another language; null without a user agent. */
  device_parts: DevicePartsSchema.nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** Entries a page holds unless `limit` says; at most AUDIT_PAGE_MAX. */
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_PAGE_MAX = 200;

/** A row id in a filter: a positive whole number (a filter naming no row finds nothing, never 404). */
const FilterIdSchema = z.coerce.number({ error: 'Must be a number.' }).int('Must be a whole number.').positive('Must be a positive number.').max(2_147_483_647, 'Is too large.');
/** A point in time: an ISO date and time with its offset, or a date (its midnight UTC); kept as ISO UTC text, as entries are. */
const InstantSchema = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()], { error: 'Please give an ISO date and time, such as 2026-05-01T09:00:00Z.' })
  .transform((text) => new Date(text).toISOString());
const FilterTextSchema = z.string().trim().max(200, 'Please use at most 200 characters.');

/** What `GET /admin/audit-log` and its CSV export are narrowed to; every filter is optional. */
export const AuditFilterSchema = z.object({
  action: AuditActionSchema.optional(),
  /** The acting account. */
  actor_id: FilterIdSchema.optional(),
  /** Text contained in the actor's label (an e-mail, "guest", "operator (npm run admin)"), in any case. */
  actor: FilterTextSchema.optional(),
  /** e.g. `user`, `project`, `asset`, `share_link`, `token`, `webhook`, `invitation`, `session`, `variation`. */
  target_type: FilterTextSchema.optional(),
  target_id: FilterTextSchema.optional(),
  project_id: FilterIdSchema.optional(),
  /** Entries at or after this time. */
  from: InstantSchema.optional(),
  /** Entries at or before this time. */
  to: InstantSchema.optional(),
});
export type AuditFilter = z.infer<typeof AuditFilterSchema>;

/** `GET /admin/audit-log`: newest first; the next page is `before=<next_before>`. */
export const AuditLogQuerySchema = AuditFilterSchema.extend({
  limit: z.coerce.number({ error: 'Must be a number.' }).int('Must be a whole number.').min(1, 'Must be at least 1.').max(AUDIT_PAGE_MAX, `Must be at most ${AUDIT_PAGE_MAX}.`).default(AUDIT_PAGE_SIZE),
  /** Entries older than this entry id (the previous page's `next_before`). */
  before: FilterIdSchema.optional(),
});
export type AuditLogQuery = z.input<typeof AuditLogQuerySchema>;

export const AuditLogReplySchema = z.object({
  data: z.array(AuditEntrySchema),
  /** The `before` of the next page; null when this page holds the oldest matching entry. */
  next_before: z.number().int().nullable(),
});
export type AuditLogReply = z.infer<typeof AuditLogReplySchema>;
