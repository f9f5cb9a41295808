import type { AdminUser } from '@review/contract/admin';
import type { Db } from '../../db/database.ts';
import type { Announce } from '../../domain-events/announce.ts';
import type { UserRow } from '../auth/index.ts';
import type { AuditContext } from '../audit/index.ts';
import { createAdminRepository } from './repository.ts';

const later = (a: string | null | undefined, b: string | null | undefined) => ((a ?? '') > (b ?? '') ? a : b) ?? null;

/** The instance's administration: its accounts, and who administers it. */
export function createAdminService(db: Db, announce: Announce) {
  const repo = createAdminRepository(db);

  return {
    /** Every account with its flags and last sign-in (the later of its newest login entry and newest session). */
    async listUsers(): Promise<AdminUser[]> {
      const [users, sessions, signIns] = await Promise.all([repo.listUsers(), repo.newestSessions(), repo.newestSignIns()]);
      const sessionAt = new Map(sessions.map((row) => [row.user_id, row.at]));
      const signInAt = new Map(signIns.map((row) => [row.user_id, row.at]));
      return users.map((user) => ({
        id: user.id,
        first_name: user.first_name,
        last_name: user.last_name,
        email: user.email,
        is_admin: user.is_admin === 1,
        deactivated: user.deactivated_at !== null,
        sso_linked: Number(user.sso_linked) === 1,
        created_at: user.created_at,
        last_sign_in_at: later(signInAt.get(user.id), sessionAt.get(user.id)),
      }));
    },

    /** Makes the account an administrator or takes that away, announced; false when it already was so. */
    async setAdmin(user: UserRow, isAdmin: boolean, audit: AuditContext): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const changed = await createAdminRepository(trx).setAdmin(user.id, isAdmin);
        if (changed) await announce(trx, { type: isAdmin ? 'admin.granted' : 'admin.revoked', by: audit, user: { id: user.id, email: user.email } });
        return changed;
      });
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
