import {
  DEFAULT_DELIVERY,
  NOTIFICATION_KINDS,
  type Delivery,
  type NotificationKind,
  type NotificationSettings,
  type UpdateNotificationSettingsBody,
} from '@review/contract/notifications';
import type { Db } from '../../db/database.ts';
import type { Selectable } from 'kysely';
import type { NotificationSettingsTable } from '../../db/schema.ts';
import { createNotificationsRepository } from './repository.ts';

export const DEFAULT_SETTINGS: NotificationSettings = { kinds: DEFAULT_DELIVERY, digest: 'daily', digest_hour: 9, time_zone: 'UTC', due_digest: true };

/** A stored row as settings; kinds added after it was saved take their defaults. */
export function toSettings(row: Selectable<NotificationSettingsTable> | undefined): NotificationSettings {
  if (!row) return DEFAULT_SETTINGS;
  const saved = JSON.parse(row.kinds) as Partial<Record<NotificationKind, Delivery>>;
  const kinds = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, saved[kind] ?? DEFAULT_DELIVERY[kind]])) as Record<NotificationKind, Delivery>;
  return { kinds, digest: row.digest as NotificationSettings['digest'], digest_hour: row.digest_hour, time_zone: row.time_zone, due_digest: row.due_digest !== 0 };
}

/** Each user's settings (defaults for those who never saved any). */
export async function settingsOf(db: Db, userIds: number[]): Promise<Map<number, NotificationSettings>> {
  const rows = await createNotificationsRepository(db).findSettings(userIds);
  const found = new Map(rows.map((row) => [row.user_id, toSettings(row)]));
  return new Map(userIds.map((id) => [id, found.get(id) ?? DEFAULT_SETTINGS]));
}

/** Merges a partial change into the user's settings and saves them. */
export async function updateSettings(db: Db, userId: number, change: UpdateNotificationSettingsBody): Promise<NotificationSettings> {
  const current = (await settingsOf(db, [userId])).get(userId)!;
  const next: NotificationSettings = {
    kinds: { ...current.kinds, ...Object.fromEntries(Object.entries(change.kinds ?? {}).filter(([, value]) => value !== undefined)) },
    digest: change.digest ?? current.digest,
    digest_hour: change.digest_hour ?? current.digest_hour,
    time_zone: change.time_zone ?? current.time_zone,
    due_digest: change.due_digest ?? current.due_digest,
  };
  await createNotificationsRepository(db).saveSettings({
    user_id: userId,
    kinds: JSON.stringify(next.kinds),
    digest: next.digest,
    digest_hour: next.digest_hour,
    time_zone: next.time_zone,
    due_digest: next.due_digest ? 1 : 0,
    updated_at: new Date().toISOString(),
  });
  return next;
}
