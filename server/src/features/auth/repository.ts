import type { Insertable, Updateable } from 'kysely';
import { compileOnce } from '../../db/compile-once.ts';
import type { Db } from '../../db/database.ts';
import type { SessionsTable, UsersTable } from '../../db/schema.ts';

import type { UserRow } from './rows.ts';

export type { UserRow };

export interface LiveSession {
  user: UserRow;
  sessionId: number;
  lastSeenAt: string | null;
  expiresAt: string;
}

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
  // Runs on every signed-in request. A deactivated account's sessions are deleted when it is
  // deactivated (features/scim); the condition holds even if one were made after.
  const findLiveSessionUser = compileOnce(db, (tokenHash: string, now: string) =>
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('users')
      .select(['sessions.id as session_id', 'sessions.last_seen_at as session_last_seen_at', 'sessions.expires_at as session_expires_at'])
      .where('sessions.token_hash', '=', tokenHash)
      .where('sessions.expires_at', '>', now)
      .where('users.deactivated_at', 'is', null),
  );

  return {
    insert: (session: Insertable<SessionsTable>) => db.insertInto('sessions').values(session).execute(),
    /** The live session and its user, in one query. */
    async findByTokenHash(tokenHash: string, now: string): Promise<LiveSession | undefined> {
      const row = (await findLiveSessionUser(tokenHash, now))[0];
      if (!row) return undefined;
      const { session_id, session_last_seen_at, session_expires_at, ...user } = row;
      return { user, sessionId: session_id, lastSeenAt: session_last_seen_at, expiresAt: session_expires_at };
    },
    /** Conditional, so instances answering the same session at once write it once. */
    touch: (sessionId: number, ip: string, now: string, staleBefore: string) =>
      db
        .updateTable('sessions')
        .set({ last_seen_at: now, ip })
        .where('id', '=', sessionId)
        .where((eb) => eb.or([eb('last_seen_at', 'is', null), eb('last_seen_at', '<', staleBefore)]))
        .execute(),
    /** The ended session's single sign-on ID token, if it had one. */
    deleteByTokenHash: (tokenHash: string) => db.deleteFrom('sessions').where('token_hash', '=', tokenHash).returning('sso_id_token').executeTakeFirst(),
    deleteExpired: (now: string) => db.deleteFrom('sessions').where('expires_at', '<=', now).execute(),
    deleteAllOfUser: (userId: number) => db.deleteFrom('sessions').where('user_id', '=', userId).execute(),
    deleteOthersOfUser: (userId: number, keepTokenHash: string) =>
      db.deleteFrom('sessions').where('user_id', '=', userId).where('token_hash', '!=', keepTokenHash).execute(),
  };
}
