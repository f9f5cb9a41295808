import type { Insertable, Selectable, Updateable } from 'kysely';
import { compileOnce } from '../../db/compile-once.ts';
import type { Db } from '../../db/database.ts';
import type { UsersTable } from '../../db/schema.ts';

export type UserRow = Selectable<UsersTable>;

export function createUsersRepository(db: Db) {
  return {
    findById: (id: number) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),
    findByEmail: (email: string) =>
      db.selectFrom('users').selectAll().where('email_key', '=', email.toLowerCase()).executeTakeFirst(),
    insert: (user: Insertable<UsersTable>) => db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow(),
    update: (id: number, changes: Updateable<UsersTable>) =>
      db.updateTable('users').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow(),
    listAll: () => db.selectFrom('users').selectAll().orderBy('id').execute(),
  };
}

export function createSessionsRepository(db: Db) {
  // Runs on every signed-in request.
  const findLiveSessionUser = compileOnce(db, (tokenHash: string, now: string) =>
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('users')
      .where('sessions.token_hash', '=', tokenHash)
      .where('sessions.expires_at', '>', now),
  );

  return {
    insert: (session: { user_id: number; token_hash: string; created_at: string; expires_at: string }) =>
      db.insertInto('sessions').values(session).execute(),
    /** The live session's user, in one query. */
    findUserByTokenHash: async (tokenHash: string, now: string) => (await findLiveSessionUser(tokenHash, now))[0],
    deleteByTokenHash: (tokenHash: string) => db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute(),
    deleteExpired: (now: string) => db.deleteFrom('sessions').where('expires_at', '<=', now).execute(),
    deleteAllOfUser: (userId: number) => db.deleteFrom('sessions').where('user_id', '=', userId).execute(),
    deleteOthersOfUser: (userId: number, keepTokenHash: string) =>
      db.deleteFrom('sessions').where('user_id', '=', userId).where('token_hash', '!=', keepTokenHash).execute(),
  };
}
