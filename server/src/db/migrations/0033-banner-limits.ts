import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database.ts';
import { notNull } from './columns.ts';
import { dropTableRevisionTriggers, tableRevisionTriggers } from './0006-project-revisions.ts';

/**
 * Banners (features/banners): `project_banner_limits`, the limits a project's HTML5 banners are
 * checked against (initial load in KB, requests at load, animation seconds, loops, whether a clickTag
 * is required); a project without a row uses the IAB's. The checks are judged when a banner is
 * shown, so a change raises the project's revision (the cached replies naming the verdicts go stale).
 */
export function createBannerLimits(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('project_banner_limits')
        .addColumn('project_id', 'integer', (col) => col.primaryKey().references('projects.id').onDelete('cascade'))
        .addColumn('load_kb', 'integer', notNull)
        .addColumn('load_requests', 'integer', notNull)
        .addColumn('animation_seconds', 'integer', notNull)
        .addColumn('loops', 'integer', notNull)
        .addColumn('click_tag_required', 'integer', notNull)
        .addColumn('updated_at', 'text', notNull)
        .execute();
      for (const statement of tableRevisionTriggers(dialect, 'project_banner_limits', 'ROW.project_id')) await sql.raw(statement).execute(db);
    },
    async down(db: Kysely<unknown>) {
      for (const statement of dropTableRevisionTriggers(dialect, 'project_banner_limits')) await sql.raw(statement).execute(db);
      await db.schema.dropTable('project_banner_limits').execute();
    },
  };
}
