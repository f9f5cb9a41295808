import type { Db } from '../../db/database.ts';

/** SQL of personal access tokens. */
export function createTokensRepository(db: Db) {
  return {
    insert: (row: { user_id: number; name: string; scope: string; token_hash: string; created_at: string; expires_at: string | null }) =>
      db.insertInto('api_tokens').values({ ...row, last_used_at: null, revoked_at: null }).returningAll().executeTakeFirstOrThrow(),

    /** The user's tokens that were not revoked, newest first. */
    listOfUser: (userId: number) =>
      db.selectFrom('api_tokens').selectAll().where('user_id', '=', userId).where('revoked_at', 'is', null).orderBy('id', 'desc').limit(200).execute(),

    /** The revoked token's id and name; undefined when the user has no such live token. */
    revoke: (id: number, userId: number, at: string) =>
      db.updateTable('api_tokens').set({ revoked_at: at }).where('id', '=', id).where('user_id', '=', userId).where('revoked_at', 'is', null).returning(['id', 'name']).executeTakeFirst(),

    /** Every working token of a user at once: a deactivated account (features/scim) keeps none. */
    revokeAllOfUser: (userId: number, at: string) => db.updateTable('api_tokens').set({ revoked_at: at }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute(),

    /** A token that works at `now`, with its user; never one of a deactivated account, whatever happened to its tokens. */
    findUsable: (tokenHash: string, now: string) =>
      db
        .selectFrom('api_tokens as t')
        .innerJoin('users as u', 'u.id', 't.user_id')
        .selectAll('u')
        .select(['t.id as token_id', 't.scope as token_scope', 't.last_used_at as token_last_used_at'])
        .where('t.token_hash', '=', tokenHash)
        .where('t.revoked_at', 'is', null)
        .where('u.deactivated_at', 'is', null)
        .where((eb) => eb.or([eb('t.expires_at', 'is', null), eb('t.expires_at', '>', now)]))
        .executeTakeFirst(),

    /** Notes a use, at most once per `staleBefore` window, so a busy script does not write on every call. */
    touch: (id: number, at: string, staleBefore: string) =>
      db
        .updateTable('api_tokens')
        .set({ last_used_at: at })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', staleBefore)]))
        .execute(),
  };
}
