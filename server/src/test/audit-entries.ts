import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildUser, type SignedInUser } from './factories.ts';
import type { AuditLogRow } from '../features/audit/repository.ts';

/** A browser's user agent, so entries can be checked for the device they name. */
export const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/** A new account made a server administrator, as `npm run admin -- set-admin` would. */
export async function buildAdmin(app: FastifyInstance): Promise<SignedInUser> {
  const admin = await buildUser(app);
  await app.database.db.updateTable('users').set({ is_admin: 1 }).where('id', '=', admin.user.id).execute();
  return admin;
}

const newestId = async (app: FastifyInstance) =>
  Number((await app.database.db.selectFrom('audit_log').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0);

/** Runs `act` and returns the entries it wrote, oldest first. */
export async function entriesOf(app: FastifyInstance, act: () => Promise<unknown>): Promise<AuditLogRow[]> {
  const since = await newestId(app);
  await act();
  return app.database.db.selectFrom('audit_log').selectAll().where('id', '>', since).orderBy('id').execute();
}

/** Runs `act`, which must write exactly one entry, and returns it. */
export async function onlyEntryOf(app: FastifyInstance, act: () => Promise<unknown>): Promise<AuditLogRow> {
  const written = await entriesOf(app, act);
  expect(written.map((entry) => entry.action)).toHaveLength(1);
  return written[0]!;
}
