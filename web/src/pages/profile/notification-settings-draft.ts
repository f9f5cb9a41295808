import { NOTIFICATION_KINDS, type NotificationSettings, type UpdateNotificationSettingsBody } from '@review/contract/notifications';

/**
 * The `PUT` body for what the form changed, and only that: a setting changed meanwhile in another
 * tab is not put back. Empty when nothing changed.
 */
export function changedSettings(saved: NotificationSettings, draft: NotificationSettings): UpdateNotificationSettingsBody {
  const body: UpdateNotificationSettingsBody = {};
  const kinds = Object.fromEntries(NOTIFICATION_KINDS.filter((kind) => draft.kinds[kind] !== saved.kinds[kind]).map((kind) => [kind, draft.kinds[kind]]));
  if (Object.keys(kinds).length > 0) body.kinds = kinds;
  if (draft.digest !== saved.digest) body.digest = draft.digest;
  if (draft.digest_hour !== saved.digest_hour) body.digest_hour = draft.digest_hour;
  if (draft.time_zone !== saved.time_zone) body.time_zone = draft.time_zone;
  if (draft.due_digest !== saved.due_digest) body.due_digest = draft.due_digest;
  return body;
}

/** 9 → '09:00': the hour the daily digest goes out, as a clock shows it. */
export function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

/**
 * The time zones to pick from, sorted: every zone the browser knows, plus the saved and the
 * browser's own (a browser may leave out `UTC`, or the server may hold a zone the browser lacks).
 */
export function timeZoneChoices(known: readonly string[], saved: string, browser: string): string[] {
  return [...new Set([...known, saved, browser, 'UTC'])].sort((a, b) => a.localeCompare(b));
}
