import type { Locale } from '@review/contract/locales';
import { SCIM_BASE_PATH } from '@review/contract/scim';
import type { Db } from '../../db/database.ts';
import type { Announce } from '../../domain-events/announce.ts';
import type { AuditContext } from '../audit/index.ts';
import { createUser } from './create-user.ts';
import { deleteUser } from './delete-user.ts';
import { listUsers, type ListUsersQuery } from './list-users.ts';
import { presentList, presentScimUser } from './presenter.ts';
import { createScimRepository } from './repository.ts';
import type { ScimChange } from './save-user.ts';
import { scimNotFound } from './scim-errors.ts';
import { patchUser, replaceUser, userIdOf } from './update-user.ts';

/** SCIM's Users: one operation per file, answered as SCIM resources whose locations start at `publicUrl`. */
export function createScimService(db: Db, { publicUrl, announce, defaultLocale }: { publicUrl: string; announce: Announce; defaultLocale: Locale }) {
  const baseUrl = `${publicUrl}${SCIM_BASE_PATH}`;
  const present = (row: Parameters<typeof presentScimUser>[0]) => presentScimUser(row, baseUrl);
  const change = (by: AuditContext): ScimChange => ({ by, announce });

  return {
    baseUrl,

    async list(query: ListUsersQuery) {
      const { total, rows, startIndex } = await listUsers(db, query);
      return presentList(rows.map(present), total, startIndex);
    },

    async get(id: string) {
      const userId = userIdOf(id);
      const row = userId === null ? undefined : await createScimRepository(db).findUser(userId);
      if (!row) throw scimNotFound();
      return present(row);
    },

    create: async (body: unknown, by: AuditContext) => present(await createUser(db, body, change(by), defaultLocale)),
    replace: async (id: string, body: unknown, by: AuditContext) => present(await replaceUser(db, id, body, change(by))),
    patch: async (id: string, body: unknown, by: AuditContext) => present(await patchUser(db, id, body, change(by))),
    delete: (id: string, by: AuditContext) => deleteUser(db, id, change(by)),
  };
}

export type ScimService = ReturnType<typeof createScimService>;
