import type { Db } from '../../db/database.ts';

export function createNotificationsRepository(db: Db) {
  return {
    /** Each notice goes with the comment, or the asset, it tells about. */
    insertMany: (
      rows: { user_id: number; actor_user_id: number | null; comment_id: number | null; asset_id?: number; message: string; file: string | null; link: string | null; created_at: string }[],
    ) =>
      rows.length ? db.insertInto('notifications').values(rows.map((row) => ({ ...row, read_at: null }))).execute() : Promise.resolve(),
    listForUser: (userId: number, limit: number) =>
      db
        .selectFrom('notifications as n')
        .leftJoin('users as u', 'u.id', 'n.actor_user_id')
        .select(['n.id', 'n.message', 'n.file', 'n.link', 'n.read_at', 'n.created_at', 'u.first_name', 'u.avatar'])
        .where('n.user_id', '=', userId)
        .orderBy('n.id', 'desc')
        .limit(limit)
        .execute(),
    countUnread: async (userId: number) =>
      Number((await db.selectFrom('notifications').select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', userId).where('read_at', 'is', null).executeTakeFirstOrThrow()).n),
    markAllRead: (userId: number, at: string) => db.updateTable('notifications').set({ read_at: at }).where('user_id', '=', userId).where('read_at', 'is', null).execute(),
  };
}
