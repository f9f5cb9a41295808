import type { Kysely, Migration } from 'kysely';

/**
 * SCIM provisioning (features/scim):
 * - `users.scim_deleted_at`: set by a SCIM DELETE. The row stays, as removing it would take the
 *   person's projects, comments and decisions with it: the person is deactivated (no sign-in, no
 *   session, no token) and hidden from SCIM (a GET answers 404, a list leaves them out). A later
 *   SCIM create of the same userName brings the same row back.
 * - an index on `users.scim_external_id`, which identity providers filter on (`externalId eq`).
 */
export function createScim(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('scim_deleted_at', 'text').execute();
      await db.schema.createIndex('users_scim_external_id').on('users').column('scim_external_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('users_scim_external_id').execute();
      await db.schema.alterTable('users').dropColumn('scim_deleted_at').execute();
    },
  };
}
