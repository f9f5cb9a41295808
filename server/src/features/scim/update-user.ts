import type { Db } from '../../db/database.ts';
import type { UserRow } from '../auth/index.ts';
import { applyPatch } from './patch.ts';
import { createScimRepository } from './repository.ts';
import { saveUser, stateOf, type ScimChange } from './save-user.ts';
import { scimNotFound } from './scim-errors.ts';
import { checkUserState, readUserResource } from './user-attributes.ts';

/** A path's id as a user id; anything else names no user. */
export const userIdOf = (id: string) => (/^\d{1,15}$/.test(id) ? Number(id) : null);

async function updateUser(db: Db, id: string, told: ScimChange, change: (row: UserRow) => ReturnType<typeof checkUserState>): Promise<UserRow> {
  const userId = userIdOf(id);
  if (userId === null) throw scimNotFound();
  return db.transaction().execute(async (trx) => {
    const row = await createScimRepository(trx).findUser(userId);
    if (!row) throw scimNotFound();
    return saveUser(trx, row, change(row), told);
  });
}

/** PUT /Users/{id} (RFC 7644 §3.5.1): the attributes SCIM keeps, replaced by the body's. */
export const replaceUser = (db: Db, id: string, body: unknown, told: ScimChange) =>
  updateUser(db, id, told, (row) => checkUserState(readUserResource(body, stateOf(row))));

/** PATCH /Users/{id} (RFC 7644 §3.5.2): the operations applied in order, then stored as one change. */
export const patchUser = (db: Db, id: string, body: unknown, told: ScimChange) => updateUser(db, id, told, (row) => checkUserState(applyPatch(stateOf(row), body)));
