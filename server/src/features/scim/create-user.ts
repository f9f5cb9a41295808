import type { Locale } from '@review/contract/locales';
import type { Db } from '../../db/database.ts';
import { localeOfRequest } from '../../i18n/locale.ts';
import { NO_PASSWORD_HASH, type UserRow } from '../auth/index.ts';
import { createScimRepository } from './repository.ts';
import { USERNAME_TAKEN, type ScimChange } from './save-user.ts';
import { ScimError, scimConflict } from './scim-errors.ts';
import { attributeOf, checkUserState, isObject, readUserResource } from './user-attributes.ts';

/**
 * POST /Users (RFC 7644 §3.3). A new account has no password (`NO_PASSWORD_HASH`, as single
 * sign-on's accounts): the person signs in through single sign-on, or sets a password by the reset
 * e-mail where passwords are allowed. An account SCIM deleted earlier (delete-user.ts) comes back under its old id, with its
 * work; any other holder of the address is a 409 uniqueness. A new account's language is the
 * resource's `preferredLanguage` (RFC 7643 §4.1.2, Accept-Language's form) where it is one of ours,
 * else `defaultLocale`.
 */
export async function createUser(db: Db, body: unknown, { by, announce }: ScimChange, defaultLocale: Locale): Promise<UserRow> {
  const state = checkUserState(readUserResource(body));
  const preferred = isObject(body) ? attributeOf(body, 'preferredLanguage') : undefined;
  const locale = localeOfRequest(typeof preferred === 'string' ? preferred : undefined, defaultLocale);
  try {
    return await db.transaction().execute(async (trx) => {
      const repo = createScimRepository(trx);
      const existing = await repo.findUserByEmail(state.userName);
      if (existing && existing.scim_deleted_at === null) throw scimConflict(USERNAME_TAKEN);
      const now = new Date().toISOString();
      const fields = {
        email: state.userName,
        email_key: state.userName.toLowerCase(),
        first_name: state.givenName,
        last_name: state.familyName,
        scim_external_id: state.externalId,
        updated_at: now,
      };
      const row = existing
        ? await repo.updateUser(existing.id, { ...fields, scim_deleted_at: null, deactivated_at: state.active ? null : (existing.deactivated_at ?? now) })
        : await repo.insertUser({
            ...fields,
            password_hash: NO_PASSWORD_HASH,
            avatar: null,
            plan: 'starter',
            newsletter: 0,
            locale,
            password_changed_at: now,
            created_at: now,
            deactivated_at: state.active ? null : now,
          });
      await announce(trx, { type: 'scim_user.created', by, user: { id: row.id, email: row.email }, active: state.active, restored: Boolean(existing) });
      return row;
    });
  } catch (error) {
    // Two creates of one address at once: the unique index decides, the loser gets the same answer.
    if (!(error instanceof ScimError) && (await createScimRepository(db).findUserByEmail(state.userName))) throw scimConflict(USERNAME_TAKEN);
    throw error;
  }
}
