import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export interface NewNotificationRow {
  user_id: number;
  actor_user_id: number | null;
  actor_guest_name: string | null;
  kind: string;
  project_id: number | null;
  asset_id: number | null;
  comment_id: number | null;
  message: string;
  /** A JSON message of i18n/messages.ts: the digest's line, written in each reader's language. */
  digest_line: string;
  file: string | null;
  link: string | null;
  delivery: string;
  emailed_at: string | null;
  created_at: string;
}

/** Read ones after unread ones: 0 for unread, 1 for read. */
const READ_RANK = sql<number>`CASE WHEN n.read_at IS NULL THEN 0 ELSE 1 END`;

/** A place in the list (unread first, then newest first): `<read rank>.<id>`. */
export interface ListCursor {
  read: 0 | 1;
  id: number;
}

export function createNotificationsRepository(db: Db) {
  return {
    insert: (row: NewNotificationRow) => db.insertInto('notifications').values({ ...row, read_at: null }).returning('id').executeTakeFirstOrThrow(),

    list: (userId: number, options: { unreadOnly: boolean; projectId?: number; after?: ListCursor; limit: number }) =>
      db
        .selectFrom('notifications as n')
        .leftJoin('users as u', 'u.id', 'n.actor_user_id')
        .leftJoin('projects as p', 'p.id', 'n.project_id')
        .select(['n.id', 'n.kind', 'n.message', 'n.digest_line', 'n.file', 'n.link', 'n.read_at', 'n.created_at', 'n.project_id', 'p.project_name', 'u.first_name', 'u.last_name', 'u.avatar', 'n.actor_guest_name'])
        .select(READ_RANK.as('read_rank'))
        .where('n.user_id', '=', userId)
        .$if(options.unreadOnly, (q) => q.where('n.read_at', 'is', null))
        .$if(options.projectId !== undefined, (q) => q.where('n.project_id', '=', options.projectId!))
        .$if(options.after !== undefined, (q) =>
          q.where((eb) =>
            eb.or([eb(READ_RANK, '>', options.after!.read), eb.and([eb(READ_RANK, '=', options.after!.read), eb('n.id', '<', options.after!.id)])]),
          ),
        )
        .orderBy(sql`read_rank`)
        .orderBy('n.id', 'desc')
        .limit(options.limit)
        .execute(),

    countUnread: async (userId: number) =>
      Number((await db.selectFrom('notifications').select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', userId).where('read_at', 'is', null).executeTakeFirstOrThrow()).n),

    markRead: (userId: number, at: string, ids?: number[]) =>
      db
        .updateTable('notifications')
        .set({ read_at: at })
        .where('user_id', '=', userId)
        .where('read_at', 'is', null)
        .$if(ids !== undefined, (q) => q.where('id', 'in', ids!.length ? ids! : [-1]))
        .execute(),

    findSettings: (userIds: number[]) =>
      userIds.length ? db.selectFrom('notification_settings').selectAll().where('user_id', 'in', userIds).execute() : Promise.resolve([]),

    saveSettings: (row: { user_id: number; kinds: string; digest: string; digest_hour: number; time_zone: string; due_digest: number; updated_at: string }) =>
      db
        .insertInto('notification_settings')
        .values(row)
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ kinds: row.kinds, digest: row.digest, digest_hour: row.digest_hour, time_zone: row.time_zone, due_digest: row.due_digest, updated_at: row.updated_at }))
        .execute(),

    localeOf: async (userId: number) => (await db.selectFrom('users').select('locale').where('id', '=', userId).executeTakeFirst())?.locale,

    findPeople: (userIds: number[]) =>
      userIds.length ? db.selectFrom('users').select(['id', 'first_name', 'last_name', 'email', 'locale']).where('id', 'in', userIds).execute() : Promise.resolve([]),

    /** Users with notifications waiting for a digest made before `before`. */
    usersWithPendingDigest: (before: string) =>
      db
        .selectFrom('notifications')
        .select('user_id')
        .distinct()
        .where('delivery', '=', 'digest')
        .where('emailed_at', 'is', null)
        .where('created_at', '<', before)
        .execute(),

    pendingDigest: (userId: number, before: string) =>
      db
        .selectFrom('notifications as n')
        .leftJoin('projects as p', 'p.id', 'n.project_id')
        .leftJoin('assets as a', 'a.id', 'n.asset_id')
        .select(['n.id', 'n.message', 'n.digest_line', 'n.link', 'n.read_at', 'n.created_at', 'n.project_id', 'p.project_name', 'n.asset_id', 'a.title as asset_title'])
        .where('n.user_id', '=', userId)
        .where('n.delivery', '=', 'digest')
        .where('n.emailed_at', 'is', null)
        .where('n.created_at', '<', before)
        .orderBy('n.id')
        .execute(),

    /** Claims the rows for one digest: the count tells whether another instance took them first. */
    markEmailed: async (ids: number[], at: string) =>
      Number((await db.updateTable('notifications').set({ emailed_at: at }).where('id', 'in', ids).where('emailed_at', 'is', null).executeTakeFirst()).numUpdatedRows),
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
