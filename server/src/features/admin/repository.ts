import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** The actions that are a sign-in, whose newest entry per account is its last sign-in. */
const SIGN_INS = ['auth.login', 'auth.sso_login'];

/** SQL of the Administration's view of accounts. */
export function createAdminRepository(db: Db) {
  return {
    /** Every account, oldest first, with whether an identity provider's subject is linked to it. */
    listUsers: () =>
      db
        .selectFrom('users as u')
        .select(['u.id', 'u.first_name', 'u.last_name', 'u.email', 'u.is_admin', 'u.deactivated_at', 'u.created_at'])
        .select(sql<number>`case when exists (select 1 from user_identities i where i.user_id = u.id) then 1 else 0 end`.as('sso_linked'))
        .orderBy('u.id')
        .execute(),

    /** Per account, the start of its newest session (sessions end, so this may be missing). */
    newestSessions: () => db.selectFrom('sessions').select(['user_id', (eb) => eb.fn.max('created_at').as('at')]).groupBy('user_id').execute(),

    /** Per account, its newest sign-in the audit log still holds (indexed by actor and time). */
    newestSignIns: () =>
      db
        .selectFrom('audit_log')
        .select(['actor_user_id as user_id', (eb) => eb.fn.max('at').as('at')])
        .where('action', 'in', SIGN_INS)
        .where('actor_user_id', 'is not', null)
        .groupBy('actor_user_id')
        .execute(),

    /** Sets the flag when it differs; whether it did. */
    setAdmin: async (userId: number, isAdmin: boolean) =>
      Number(
        (
          await db
            .updateTable('users')
            .set({ is_admin: isAdmin ? 1 : 0, updated_at: new Date().toISOString() })
            .where('id', '=', userId)
            .where('is_admin', '=', isAdmin ? 0 : 1)
            .executeTakeFirst()
        ).numUpdatedRows,
      ) === 1,
  };
}
