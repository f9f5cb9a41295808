import type { Kysely, Migration } from 'kysely';
import { notNull } from './columns.ts';

/**
 * Websites (features/websites):
 * - `website_sources`: what a website asset captures, one row per asset: its address and, for a
 *   staging site, the user name and password as one AES-256-GCM ciphertext (`credentials`, null
 *   without), read only by the capture job. A capture's own facts (final URL, title, time, width) are
 *   its variation's `website` row of `variation_renders`, as a banner's are.
 * - `variations.is_capture`: 1 for a website's capture, so an asset's reader loads its `website` row
 *   (renders are read only for the variations that have some).
 * - `project_website_settings`: a project's breakpoints and the CSS selectors hidden before a capture
 *   (JSON lists); a project without a row uses the defaults.
 */
export function createWebsites(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('website_sources')
        .addColumn('asset_id', 'integer', (col) => col.primaryKey().references('assets.id').onDelete('cascade'))
        .addColumn('url', 'text', notNull)
        .addColumn('credentials', 'text')
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .execute();
      await db.schema.alterTable('variations').addColumn('is_capture', 'integer', (col) => col.notNull().defaultTo(0)).execute();
      await db.schema
        .createTable('project_website_settings')
        .addColumn('project_id', 'integer', (col) => col.primaryKey().references('projects.id').onDelete('cascade'))
        .addColumn('breakpoints', 'text', notNull)
        .addColumn('hide_selectors', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('project_website_settings').execute();
      await db.schema.alterTable('variations').dropColumn('is_capture').execute();
      await db.schema.dropTable('website_sources').execute();
    },
  };
}
