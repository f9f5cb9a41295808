import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database.ts';
import { dropTableRevisionTriggers, tableRevisionTriggers } from './0006-project-revisions.ts';

/**
 * Comments, their reactions and attachments raise their project's revision too, so live updates
 * (features/events) tell a project's viewers when a discussion or a board's comment count changed.
 */
const PROJECT_OF: Record<string, string> = {
  comments: '(SELECT project_id FROM assets WHERE id = ROW.asset_id)',
  comment_reactions: '(SELECT a.project_id FROM comments c JOIN assets a ON a.id = c.asset_id WHERE c.id = ROW.comment_id)',
  comment_attachments: '(SELECT a.project_id FROM comments c JOIN assets a ON a.id = c.asset_id WHERE c.id = ROW.comment_id)',
};

export function createCommentRevisions(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const [table, projectOf] of Object.entries(PROJECT_OF)) {
        for (const statement of tableRevisionTriggers(dialect, table, projectOf)) await sql.raw(statement).execute(db);
      }
    },
    async down(db: Kysely<unknown>) {
      for (const table of Object.keys(PROJECT_OF)) {
        for (const statement of dropTableRevisionTriggers(dialect, table)) await sql.raw(statement).execute(db);
      }
    },
  };
}
