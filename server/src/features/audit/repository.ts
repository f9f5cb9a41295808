import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { AuditFilter } from '@review/contract/audit';
import type { Db } from '../../db/database.ts';
import type { AuditLogTable } from '../../db/schema.ts';

export type AuditLogRow = Selectable<AuditLogTable>;

/** A LIKE pattern matching `text` literally anywhere, in any case (its own %, _ and \ escaped). */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** SQL of the audit log: reads by filter, newest first, and the retention sweep's delete (the only one). */
export function createAuditRepository(db: Db) {
  const matching = (filter: AuditFilter) =>
    db
      .selectFrom('audit_log')
      .selectAll()
      .$if(filter.action !== undefined, (query) => query.where('action', '=', filter.action!))
      .$if(filter.actor_id !== undefined, (query) => query.where('actor_user_id', '=', filter.actor_id!))
      .$if(Boolean(filter.actor), (query) => query.where(sql<boolean>`lower(actor_label) like ${containing(filter.actor!)} escape '\\'`))
      .$if(Boolean(filter.target_type), (query) => query.where('target_type', '=', filter.target_type!))
      .$if(Boolean(filter.target_id), (query) => query.where('target_id', '=', filter.target_id!))
      .$if(filter.project_id !== undefined, (query) => query.where('project_id', '=', filter.project_id!))
      .$if(filter.from !== undefined, (query) => query.where('at', '>=', filter.from!))
      .$if(filter.to !== undefined, (query) => query.where('at', '<=', filter.to!));

  return {
    /** What a decision's entry names that its event gives by id: the asset (title, project) and a member decider's address. */
    async decisionSubject(assetId: number, memberId: number | null) {
      const asset = await db.selectFrom('assets').select(['id', 'title', 'project_id']).where('id', '=', assetId).executeTakeFirstOrThrow();
      const member = memberId === null ? undefined : await db.selectFrom('users').select('email').where('id', '=', memberId).executeTakeFirstOrThrow();
      return { asset, memberEmail: member?.email ?? null };
    },

    /** Up to `limit` matching entries older than entry `before` (all when undefined), newest first. */
    page: (filter: AuditFilter, before: number | undefined, limit: number) =>
      matching(filter)
        .$if(before !== undefined, (query) => query.where('id', '<', before!))
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),

    /** Entries written before `cutoff` leave the log; how many did. */
    deleteOlderThan: async (cutoff: string) => Number((await db.deleteFrom('audit_log').where('at', '<', cutoff).executeTakeFirst()).numDeletedRows),
  };
}
