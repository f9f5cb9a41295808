import type { Db } from '../../db/database.ts';
import type { UserRow } from '../auth/index.ts';
import type { Announce } from '../../domain-events/announce.ts';
import type { AuditContext } from '../audit/index.ts';
import { endAccess } from './deprovision.ts';
import { createScimRepository } from './repository.ts';
import { scimConflict } from './scim-errors.ts';
import type { checkUserState } from './user-attributes.ts';

export type CheckedUserState = ReturnType<typeof checkUserState>;

/** Who changes an account through SCIM, and where its events are told. */
export interface ScimChange {
  by: AuditContext;
  announce: Announce;
}

export const USERNAME_TAKEN = 'Another account already has this userName (e-mail address).';

/** The account's SCIM attributes as a state, for a PATCH to start from and a PUT to compare with. */
export const stateOf = (row: UserRow) => ({
  userName: row.email,
  givenName: row.first_name,
  familyName: row.last_name,
  externalId: row.scim_external_id,
  active: row.deactivated_at === null,
});

/**
 * Stores a checked state over an account in the caller's transaction: the changed attributes, and a
 * change of `active` with its consequences (endAccess). Writes nothing, and records nothing, when
 * nothing changes; else one event per kind of change.
 */
export async function saveUser(trx: Db, row: UserRow, next: CheckedUserState, { by, announce }: ScimChange): Promise<UserRow> {
  const repo = createScimRepository(trx);
  const changed = [
    next.userName !== row.email && 'userName',
    next.givenName !== row.first_name && 'name.givenName',
    next.familyName !== row.last_name && 'name.familyName',
    next.externalId !== row.scim_external_id && 'externalId',
  ].filter((name) => typeof name === 'string');
  const wasActive = row.deactivated_at === null;
  if (changed.length === 0 && next.active === wasActive) return row;

  if (next.userName.toLowerCase() !== row.email_key) {
    const holder = await repo.findUserByEmail(next.userName);
    if (holder && holder.id !== row.id) throw scimConflict(USERNAME_TAKEN);
  }
  const now = new Date().toISOString();
  const saved = await repo.updateUser(row.id, {
    email: next.userName,
    email_key: next.userName.toLowerCase(),
    first_name: next.givenName,
    last_name: next.familyName,
    scim_external_id: next.externalId,
    deactivated_at: next.active ? null : (row.deactivated_at ?? now),
    updated_at: now,
  });
  if (!next.active && wasActive) await endAccess(trx, row.id, now);

  const user = { id: saved.id, email: saved.email };
  if (changed.length > 0) await announce(trx, { type: 'scim_user.updated', by, user, changed });
  if (next.active !== wasActive) await announce(trx, { type: next.active ? 'scim_user.reactivated' : 'scim_user.deactivated', by, user });
  return saved;
}
