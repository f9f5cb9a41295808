import type { Db } from '../../db/database.ts';
import { endSessionsOf } from '../auth/index.ts';
import { revokeTokensOf } from '../tokens/index.ts';

/**
 * What `active: false` (and a SCIM DELETE) does beside setting `deactivated_at`, in the caller's
 * transaction: every session ends and every personal access token is revoked, at once. Sign-in is
 * refused by auth/service.ts, and a session or token lookup never finds a deactivated account
 * (auth/repository.ts, tokens/repository.ts). On SQLite these writes raise the write generation, so
 * the session cache of auth/service.ts reads the database again on the very next request.
 * Comments, decisions and projects are left alone: they stay attributed to the person.
 */
export async function endAccess(trx: Db, userId: number, at: string) {
  await endSessionsOf(trx, userId);
  await revokeTokensOf(trx, userId, at);
}
