import type { AuditAction } from '@review/contract/audit';

/** The log's filters as the form holds them: dates as a date input writes them (`2026-05-01`), on the viewer's clock. */
export interface AuditFilterDraft {
  action: AuditAction | '';
  actor: string;
  from: string;
  to: string;
}

export const NO_FILTER: AuditFilterDraft = { action: '', actor: '', from: '', to: '' };

/** A picked day's first or last millisecond on the viewer's clock, as ISO; null for an empty or partial field. */
function dayEdge(value: string, edge: 'start' | 'end'): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = edge === 'start' ? new Date(year, month - 1, day) : new Date(year, month - 1, day, 23, 59, 59, 999);
  return date.toISOString();
}

/** The query of `GET /admin/audit-log` and its export: the filters set, `from` and `to` taking whole days. */
export function auditQuery(filter: AuditFilterDraft): URLSearchParams {
  const query = new URLSearchParams();
  if (filter.action) query.set('action', filter.action);
  if (filter.actor.trim()) query.set('actor', filter.actor.trim());
  const from = dayEdge(filter.from, 'start');
  const to = dayEdge(filter.to, 'end');
  if (from) query.set('from', from);
  if (to) query.set('to', to);
  return query;
}

/** One page of the log: `before` is the previous page's `next_before`. */
export function auditLogPath(filter: AuditFilterDraft, before: number | null, limit: number): string {
  const query = auditQuery(filter);
  query.set('limit', String(limit));
  if (before !== null) query.set('before', String(before));
  return `/admin/audit-log?${query}`;
}

export function auditExportPath(filter: AuditFilterDraft): string {
  const query = auditQuery(filter).toString();
  return `/admin/audit-log/export.csv${query ? `?${query}` : ''}`;
}
