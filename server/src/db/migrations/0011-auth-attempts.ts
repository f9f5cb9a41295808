import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database.ts';
import { notNull, withId } from './columns.ts';

/**
 * Failed sign-ins and password-reset requests, by account (a digest of the address) and by IP, so
 * throttling (features/auth/throttle.ts) holds across restarts and across instances.
 */
export function createAuthAttempts(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('auth_attempts'), dialect)
        .addColumn('kind', 'text', notNull)
        .addColumn('scope', 'text', notNull)
        .addColumn('key', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .execute();
      await db.schema.createIndex('auth_attempts_lookup').on('auth_attempts').columns(['kind', 'scope', 'key', 'created_at']).execute();
      await db.schema.createIndex('auth_attempts_created_at').on('auth_attempts').column('created_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('auth_attempts').execute();
    },
  };
}
