import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database.ts';
import { notNull, withId } from './columns.ts';

/**
 * Company sign-in (features/admin, features/sso, features/scim, features/audit):
 * - `users.is_admin`: instance administrators (npm run admin -- set-admin); project roles are apart.
 * - `users.deactivated_at`: set by SCIM (`active: false`); such a person cannot sign in, while their
 *   comments and decisions stay attributed. `users.scim_external_id`: the provider's own id.
 * - `user_identities`: an OpenID Connect subject (issuer + sub) linked to an account.
 * - `sso_logins`: a sign-in under way (state, nonce, PKCE verifier), kept in the database so any
 *   instance can finish it; deleted when used or expired.
 * - `sessions.sso_id_token`: the provider's ID token, the hint of an RP-initiated logout.
 * - `scim_tokens`: the bearer tokens an administrator makes for the provider (stored as SHA-256).
 * - `audit_log`: append-only; actor and target are kept as text too, so an entry outlives the rows
 *   it names. A trigger refuses any UPDATE; rows only leave by the retention sweep.
 */
export function createIdentity(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('is_admin', 'integer', (col) => col.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('users').addColumn('deactivated_at', 'text').execute();
      await db.schema.alterTable('users').addColumn('scim_external_id', 'text').execute();
      await db.schema.alterTable('sessions').addColumn('sso_id_token', 'text').execute();

      await withId(db.schema.createTable('user_identities'), dialect)
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('issuer', 'text', notNull)
        .addColumn('subject', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .addUniqueConstraint('user_identities_issuer_subject', ['issuer', 'subject'])
        .execute();
      await db.schema.createIndex('user_identities_user').on('user_identities').column('user_id').execute();

      await db.schema
        .createTable('sso_logins')
        .addColumn('state', 'text', (col) => col.primaryKey())
        .addColumn('nonce', 'text', notNull)
        .addColumn('code_verifier', 'text', notNull)
        .addColumn('return_to', 'text')
        .addColumn('created_at', 'text', notNull)
        .addColumn('expires_at', 'text', notNull)
        .execute();

      await withId(db.schema.createTable('scim_tokens'), dialect)
        .addColumn('public_id', 'text', (col) => col.notNull().unique())
        .addColumn('token_hash', 'text', (col) => col.notNull().unique())
        .addColumn('name', 'text', notNull)
        .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', notNull)
        .addColumn('last_used_at', 'text')
        .addColumn('revoked_at', 'text')
        .execute();

      await withId(db.schema.createTable('audit_log'), dialect)
        .addColumn('at', 'text', notNull)
        .addColumn('action', 'text', notNull)
        .addColumn('actor_user_id', 'integer')
        .addColumn('actor_label', 'text', notNull)
        .addColumn('target_type', 'text')
        .addColumn('target_id', 'text')
        .addColumn('target_label', 'text')
        .addColumn('project_id', 'integer')
        .addColumn('ip', 'text')
        .addColumn('user_agent', 'text')
        .addColumn('details', 'text')
        .execute();
      await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
      await db.schema.createIndex('audit_log_action_at').on('audit_log').columns(['action', 'at']).execute();
      await db.schema.createIndex('audit_log_actor_at').on('audit_log').columns(['actor_user_id', 'at']).execute();
      const refuse = 'The audit log is append-only.';
      const statements =
        dialect === 'postgres'
          ? [
              `CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION '${refuse}'; END $$`,
              'CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()',
            ]
          : [`CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log BEGIN SELECT RAISE(ABORT, '${refuse}'); END`];
      for (const statement of statements) await sql.raw(statement).execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await sql.raw('DROP TRIGGER IF EXISTS audit_log_no_update ON audit_log').execute(db);
        await sql.raw('DROP FUNCTION IF EXISTS audit_log_append_only()').execute(db);
      }
      await db.schema.dropTable('audit_log').execute();
      await db.schema.dropTable('scim_tokens').execute();
      await db.schema.dropTable('sso_logins').execute();
      await db.schema.dropTable('user_identities').execute();
      await db.schema.alterTable('sessions').dropColumn('sso_id_token').execute();
      await db.schema.alterTable('users').dropColumn('scim_external_id').execute();
      await db.schema.alterTable('users').dropColumn('deactivated_at').execute();
      await db.schema.alterTable('users').dropColumn('is_admin').execute();
    },
  };
}
