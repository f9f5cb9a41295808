import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database.ts';
import { notNull, withId } from './columns.ts';

/**
 * Integrations: personal access tokens (only a digest kept, as for sessions), project webhooks with
 * their signing secret (kept as is: every delivery is signed with it), and each delivery's latest
 * attempt for the log.
 */
export function createIntegrations(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('api_tokens'), dialect)
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', notNull)
        .addColumn('scope', 'text', notNull)
        .addColumn('token_hash', 'text', (col) => col.notNull().unique())
        .addColumn('created_at', 'text', notNull)
        .addColumn('expires_at', 'text')
        .addColumn('last_used_at', 'text')
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema.createIndex('api_tokens_user_id').on('api_tokens').column('user_id').execute();

      await withId(db.schema.createTable('webhooks'), dialect)
        .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('url', 'text', notNull)
        // JSON list of event types.
        .addColumn('events', 'text', notNull)
        .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('secret', 'text', notNull)
        .addColumn('created_by_user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        // Since when every delivery has failed; null while it works.
        .addColumn('failing_since', 'text')
        .addColumn('disabled_reason', 'text')
        .execute();
      await db.schema.createIndex('webhooks_project_id').on('webhooks').column('project_id').execute();

      await withId(db.schema.createTable('webhook_deliveries'), dialect)
        .addColumn('webhook_id', 'integer', (col) => col.notNull().references('webhooks.id').onDelete('cascade'))
        .addColumn('event', 'text', notNull)
        // The Standard Webhooks message id: the same on every retry, so receivers can drop repeats.
        .addColumn('message_id', 'text', notNull)
        .addColumn('payload', 'text', notNull)
        .addColumn('state', 'text', notNull)
        .addColumn('status_code', 'integer')
        .addColumn('duration_ms', 'integer')
        .addColumn('response_excerpt', 'text')
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', 'text', notNull)
        .addColumn('last_attempt_at', 'text')
        .execute();
      await db.schema.createIndex('webhook_deliveries_webhook_id').on('webhook_deliveries').columns(['webhook_id', 'id']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('webhook_deliveries').execute();
      await db.schema.dropTable('webhooks').execute();
      await db.schema.dropTable('api_tokens').execute();
    },
  };
}
