import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { SsoLoginsTable } from '../../db/schema.ts';

/** Pending sign-ins and linked identities. Made on a transaction when the caller holds one. */
export function createSsoRepository(db: Db) {
  return {
    insertLogin: (login: Insertable<SsoLoginsTable>) => db.insertInto('sso_logins').values(login).execute(),

    /**
     * Single use: the pending sign-in is deleted as it is read, so of two callbacks with one state
     * (a replay, a double click) only one gets it. An expired one is deleted all the same.
     */
    takeLogin: (state: string) => db.deleteFrom('sso_logins').where('state', '=', state).returningAll().executeTakeFirst(),

    deleteExpiredLogins: (now: string) => db.deleteFrom('sso_logins').where('expires_at', '<=', now).execute(),

    /** The account an identity (issuer + subject) is linked to. */
    findLinkedUser: (issuer: string, subject: string) =>
      db
        .selectFrom('user_identities')
        .innerJoin('users', 'users.id', 'user_identities.user_id')
        .selectAll('users')
        .where('user_identities.issuer', '=', issuer)
        .where('user_identities.subject', '=', subject)
        .executeTakeFirst(),

    /** Whether the account is linked to some identity of this issuer already. */
    async hasIdentityAt(userId: number, issuer: string): Promise<boolean> {
      const row = await db.selectFrom('user_identities').select('id').where('user_id', '=', userId).where('issuer', '=', issuer).executeTakeFirst();
      return Boolean(row);
    },

    insertIdentity: (userId: number, issuer: string, subject: string, now: string) =>
      db.insertInto('user_identities').values({ user_id: userId, issuer, subject, created_at: now }).execute(),
  };
}
