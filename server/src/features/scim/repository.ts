import { sql, type ExpressionBuilder, type Expression, type Insertable, type SqlBool, type Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database, UsersTable } from '../../db/schema.ts';
import type { UserFilter } from './filter.ts';

/** The SQL condition of a SCIM filter. */
function matches(eb: ExpressionBuilder<Database, 'users'>, filter: UserFilter): Expression<SqlBool> {
  if ('and' in filter) return eb.and(filter.and.map((part) => matches(eb, part)));
  if ('or' in filter) return eb.or(filter.or.map((part) => matches(eb, part)));
  switch (filter.attribute) {
    case 'userName':
      return eb('email_key', '=', filter.value.toLowerCase());
    case 'externalId':
      return eb('scim_external_id', '=', filter.value);
    case 'givenName':
      return eb(eb.fn('lower', ['first_name']), '=', filter.value.toLowerCase());
    case 'familyName':
      return eb(eb.fn('lower', ['last_name']), '=', filter.value.toLowerCase());
    case 'id':
      return filter.value === null ? sql<SqlBool>`1 = 0` : eb('id', '=', filter.value);
    case 'active':
      return eb('deactivated_at', filter.value ? 'is' : 'is not', null);
  }
}

/** SQL of SCIM: the users it sees (everyone but those it deleted) and its tokens. */
export function createScimRepository(db: Db) {
  const visibleUsers = (filter: UserFilter | null) =>
    db
      .selectFrom('users')
      .where('scim_deleted_at', 'is', null)
      .$if(filter !== null, (query) => query.where((eb) => matches(eb, filter!)));

  return {
    findUser: (id: number) => db.selectFrom('users').selectAll().where('id', '=', id).where('scim_deleted_at', 'is', null).executeTakeFirst(),

    /** Anyone holding the address, SCIM-deleted or not (the address stays theirs). */
    findUserByEmail: (email: string) => db.selectFrom('users').selectAll().where('email_key', '=', email.toLowerCase()).executeTakeFirst(),

    insertUser: (user: Insertable<UsersTable>) => db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow(),

    updateUser: (id: number, changes: Updateable<UsersTable>) => db.updateTable('users').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow(),

    async listUsers(filter: UserFilter | null, offset: number, limit: number) {
      const { total } = await visibleUsers(filter).select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
      const rows = limit === 0 ? [] : await visibleUsers(filter).selectAll().orderBy('id').offset(offset).limit(limit).execute();
      return { total: Number(total), rows };
    },

    insertToken: (row: { public_id: string; token_hash: string; name: string; created_by: number; created_at: string }) =>
      db.insertInto('scim_tokens').values({ ...row, last_used_at: null, revoked_at: null }).returningAll().executeTakeFirstOrThrow(),

    /** The tokens not revoked, newest first, with the name of who made each. */
    listTokens: () =>
      db
        .selectFrom('scim_tokens as t')
        .leftJoin('users as u', 'u.id', 't.created_by')
        .selectAll('t')
        .select(['u.first_name as creator_first_name', 'u.last_name as creator_last_name', 'u.email as creator_email'])
        .where('t.revoked_at', 'is', null)
        .orderBy('t.id', 'desc')
        .limit(200)
        .execute(),

    revokeToken: (publicId: string, at: string) =>
      db.updateTable('scim_tokens').set({ revoked_at: at }).where('public_id', '=', publicId).where('revoked_at', 'is', null).returningAll().executeTakeFirst(),

    findUsableToken: (tokenHash: string) => db.selectFrom('scim_tokens').selectAll().where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).executeTakeFirst(),

    /** Notes a use, at most once per `staleBefore` window, so a provider's sync does not write on every call. */
    touchToken: (id: number, at: string, staleBefore: string) =>
      db
        .updateTable('scim_tokens')
        .set({ last_used_at: at })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', staleBefore)]))
        .execute(),
  };
}

export type ScimRepository = ReturnType<typeof createScimRepository>;
