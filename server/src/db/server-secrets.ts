import { randomBytes } from 'node:crypto';
import type { Db } from './database.ts';

/**
 * A random key that every instance on this database shares, made by the first to ask: signed links
 * (unsubscribe) keep working across instances and restarts with nothing for the operator to set.
 */
export async function serverSecret(db: Db, name: string): Promise<string> {
  await db
    .insertInto('server_secrets')
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  return (await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow()).value;
}
