import type { Db } from '../../db/database.ts';

export function createSessionListRepository(db: Db) {
  return {
    listLiveOfUser: (userId: number, now: string) =>
      db
        .selectFrom('sessions')
        .select(['id', 'public_id', 'user_agent', 'ip', 'last_seen_at', 'created_at'])
        .where('user_id', '=', userId)
        .where('expires_at', '>', now)
        .orderBy('last_seen_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),
    findOfUser: (userId: number, publicId: string) =>
      db.selectFrom('sessions').select(['id', 'user_agent']).where('user_id', '=', userId).where('public_id', '=', publicId).executeTakeFirst(),
    deleteById: (id: number) => db.deleteFrom('sessions').where('id', '=', id).execute(),
    deleteOthersOfUser: async (userId: number, keepId: number) =>
      Number((await db.deleteFrom('sessions').where('user_id', '=', userId).where('id', '!=', keepId).executeTakeFirst()).numDeletedRows),
  };
}

export type SessionListRow = Awaited<ReturnType<ReturnType<typeof createSessionListRepository>['listLiveOfUser']>>[number];
