import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * What a person needs to recognise their sessions (device, IP, last use) and an id to end one by,
 * which must not be the token or its hash since both would let its holder act as the session.
 */
export function createSessionDetails(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const column of ['public_id', 'user_agent', 'ip', 'last_seen_at']) {
        await db.schema.alterTable('sessions').addColumn(column, 'text').execute();
      }
      const randomHex = dialect === 'postgres' ? sql`md5(random()::text || id::text)` : sql`lower(hex(randomblob(16)))`;
      await sql`update sessions set public_id = ${randomHex}, last_seen_at = created_at`.execute(db);
      await db.schema.createIndex('sessions_public_id').on('sessions').column('public_id').unique().execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('sessions_public_id').execute();
      for (const column of ['last_seen_at', 'ip', 'user_agent', 'public_id']) {
        await db.schema.alterTable('sessions').dropColumn(column).execute();
      }
    },
  };
}
