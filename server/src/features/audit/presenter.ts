import type { AuditAction, AuditEntry } from '@review/contract/audit';
import { describeDevice, deviceParts } from '../sessions/index.ts';
import type { AuditLogRow } from './repository.ts';

/** `details` as written (a JSON object); anything else reads as none. */
function readDetails(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Allow-list from an audit_log row to the wire. */
export const presentAuditEntry = (row: AuditLogRow): AuditEntry => ({
  id: row.id,
  at: row.at,
  // Written only through recordAudit, which takes an AuditAction.
  action: row.action as AuditAction,
  actor_id: row.actor_user_id,
  actor: row.actor_label,
  target_type: row.target_type,
  target_id: row.target_id,
  target: row.target_label,
  project_id: row.project_id,
  ip: row.ip,
  user_agent: row.user_agent,
  device: row.user_agent ? describeDevice(row.user_agent) : null,
  device_parts: row.user_agent ? deviceParts(row.user_agent) : null,
  details: readDetails(row.details),
});
