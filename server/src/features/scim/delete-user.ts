import type { Db } from '../../db/database.ts';
import { endAccess } from './deprovision.ts';
import { createScimRepository } from './repository.ts';
import type { ScimChange } from './save-user.ts';
import { scimNotFound } from './scim-errors.ts';
import { userIdOf } from './update-user.ts';

/**
 * DELETE /Users/{id} (RFC 7644 §3.6). The account's row is NOT deleted: that would cascade into the
 * projects the person owns and take their comments and decisions with it. It is deprovisioned as by
 * `active: false` (signed out everywhere, tokens revoked, sign-in refused) and marked
 * `scim_deleted_at`, which hides it from SCIM: a GET answers 404 and lists leave it out, as the RFC
 * asks of a deleted resource. A later POST of the same userName brings the same account back.
 */
export async function deleteUser(db: Db, id: string, { by, announce }: ScimChange): Promise<void> {
  const userId = userIdOf(id);
  if (userId === null) throw scimNotFound();
  await db.transaction().execute(async (trx) => {
    const repo = createScimRepository(trx);
    const row = await repo.findUser(userId);
    if (!row) throw scimNotFound();
    const now = new Date().toISOString();
    const deleted = await repo.updateUser(row.id, { scim_deleted_at: now, deactivated_at: row.deactivated_at ?? now, updated_at: now });
    await endAccess(trx, row.id, now);
    await announce(trx, { type: 'scim_user.deleted', by, user: { id: deleted.id, email: deleted.email } });
  });
}
