import type { Notification, NotificationKind, NotificationListQuery, NotificationSettings, UpdateNotificationSettingsBody } from '@review/contract/notifications';
import type { Locale } from '@review/contract/locales';
import type { Db } from '../../db/database.ts';
import { invalid } from '../../errors.ts';
import { filePath } from '../../blob/file-path.ts';
import { readLocale } from '../../i18n/locale.ts';
import { write, type Message } from '../../i18n/messages.ts';
import { createNotificationsRepository, type ListCursor } from './repository.ts';
import { settingsOf, updateSettings } from './settings.ts';
import type { UnsubscribeTokens } from './unsubscribe-token.ts';

const DEFAULT_PAGE = 50;

const encodeCursor = (cursor: ListCursor) => `${cursor.read}.${cursor.id}`;
function decodeCursor(text: string): ListCursor {
  const match = /^([01])\.(\d{1,12})$/.exec(text);
  if (!match) throw invalid('cursor_unknown', undefined, { cursor: 'cursor_unknown_field' });
  return { read: Number(match[1]) as 0 | 1, id: Number(match[2]) };
}

/**
 * The bell's text in the reader's language: a notice's own message (`digest_line`) written for them.
 * English keeps the stored sentence, which says more (a version's number, a decision's note) than
 * the message; notices made before #42 have no message and read as stored.
 */
const bellText = (locale: Locale, row: { message: string; digest_line: string | null }) =>
  locale === 'en' || row.digest_line === null ? row.message : write(locale, JSON.parse(row.digest_line) as Message);

export function createNotificationsService(db: Db, tokens: UnsubscribeTokens) {
  const repo = createNotificationsRepository(db);

  /** Who an unsubscribe link is for, in their language (an account since removed reads English), or null when the link is not genuine. */
  async function describeUnsubscribe(token: string) {
    const found = tokens.read(token);
    if (!found) return null;
    return { ...found, locale: readLocale(await repo.localeOf(found.userId)) ?? ('en' as const) };
  }

  return {
    /** A page of the user's notifications, unread first, then newest first. */
    async list(userId: number, locale: Locale, query: NotificationListQuery) {
      const limit = query.limit ?? DEFAULT_PAGE;
      const unreadOnly = query.unread === '1' || query.unread === 'true';
      const [rows, unread] = await Promise.all([
        repo.list(userId, { unreadOnly, projectId: query.project, after: query.cursor ? decodeCursor(query.cursor) : undefined, limit: limit + 1 }),
        repo.countUnread(userId),
      ]);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      const data: Notification[] = page.map((row) => ({
        id: row.id,
        created_at: row.created_at,
        read_at: row.read_at,
        kind: row.kind as NotificationKind | null,
        project: row.project_id !== null && row.project_name !== null ? { id: row.project_id, project_name: row.project_name } : null,
        data: {
          file: row.file ? filePath(row.file) : null,
          message: bellText(locale, row),
          link: row.link,
          user: row.first_name === null ? null : { first_name: row.first_name, last_name: row.last_name ?? '', avatar: row.avatar ?? null },
          guest: row.actor_guest_name === null ? null : { name: row.actor_guest_name },
        },
      }));
      return { data, unread, next_cursor: rows.length > limit && last ? encodeCursor({ read: Number(last.read_rank) as 0 | 1, id: last.id }) : null };
    },

    async markRead(userId: number, ids?: number[]) {
      await repo.markRead(userId, new Date().toISOString(), ids);
      return ids ? 'Notifications marked as read.' : 'All notifications marked as read.';
    },

    settings: async (userId: number): Promise<NotificationSettings> => (await settingsOf(db, [userId])).get(userId)!,

    updateSettings: (userId: number, change: UpdateNotificationSettingsBody) => updateSettings(db, userId, change),

    describeUnsubscribe,

    /** One-click unsubscribe: the kind (or every kind sent in digests, or the morning e-mail of reviews due) is turned off. */
    async unsubscribe(token: string) {
      const found = await describeUnsubscribe(token);
      if (!found) return null;
      const current = (await settingsOf(db, [found.userId])).get(found.userId)!;
      const change: UpdateNotificationSettingsBody =
        found.scope === 'due_digest'
          ? { due_digest: false }
          : {
              kinds:
                found.scope === 'digest'
                  ? Object.fromEntries(Object.entries(current.kinds).filter(([, delivery]) => delivery === 'digest').map(([kind]) => [kind, 'off' as const]))
                  : { [found.scope]: 'off' as const },
            };
      const exists = await db.selectFrom('users').select('id').where('id', '=', found.userId).executeTakeFirst();
      if (exists) await updateSettings(db, found.userId, change);
      return found;
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
