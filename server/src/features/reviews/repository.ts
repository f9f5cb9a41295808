import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { AssetReviewersTable, AssetReviewsTable, ReviewDecisionsTable } from '../../db/schema.ts';
import { newestPageCount, newestThumbnail } from '../assets/repository.ts';

export type ReviewSettingsRow = Selectable<AssetReviewsTable>;
export type ReviewerRow = Selectable<AssetReviewersTable> & { first_name: string; last_name: string; avatar: string | null };
export type DecisionRow = Selectable<ReviewDecisionsTable>;

/** SQL of reviews: settings, reviewers and decisions; `db` may be a transaction. */
export function createReviewsRepository(db: Db) {
  return {
    findSettings: (assetId: number) => db.selectFrom('asset_reviews').selectAll().where('asset_id', '=', assetId).executeTakeFirst(),

    listSettings: (assetIds: number[]) => (assetIds.length ? db.selectFrom('asset_reviews').selectAll().where('asset_id', 'in', assetIds).execute() : Promise.resolve([])),

    /**
     * Makes sure the asset's settings row exists, then writes to it: the row lock (PostgreSQL) or the
     * write lock (SQLite) makes concurrent decisions and edits of one asset's review run one after
     * another, so each reads the others' decisions and none of them is lost to the outcome.
     */
    async lock(assetId: number, at: string) {
      await db.insertInto('asset_reviews').values({ asset_id: assetId, rule: 'all', due_date: null, updated_at: at }).onConflict((oc) => oc.column('asset_id').doNothing()).execute();
      await db.updateTable('asset_reviews').set((eb) => ({ rule: eb.ref('rule') })).where('asset_id', '=', assetId).execute();
    },

    updateSettings: (assetId: number, changes: { rule?: string; due_date?: string | null; updated_at: string; due_soon_notified_at?: null; overdue_notified_at?: null }) =>
      db.updateTable('asset_reviews').set(changes).where('asset_id', '=', assetId).execute(),

    /** Reviewers of a batch of assets with their names, in the order they were listed. */
    listReviewers: (assetIds: number[]): Promise<ReviewerRow[]> =>
      assetIds.length
        ? db
            .selectFrom('asset_reviewers as r')
            .innerJoin('users as u', 'u.id', 'r.user_id')
            .select(['r.asset_id', 'r.user_id', 'r.required', 'r.position', 'r.created_at', 'u.first_name', 'u.last_name', 'u.avatar'])
            .where('r.asset_id', 'in', assetIds)
            .orderBy('r.asset_id')
            .orderBy('r.position')
            .orderBy('r.created_at')
            .execute()
        : Promise.resolve([]),

    async replaceReviewers(assetId: number, reviewers: { user_id: number; required: boolean }[], at: string) {
      const kept = reviewers.map((reviewer) => reviewer.user_id);
      await db
        .deleteFrom('asset_reviewers')
        .where('asset_id', '=', assetId)
        .$if(kept.length > 0, (q) => q.where('user_id', 'not in', kept))
        .execute();
      for (const [position, reviewer] of reviewers.entries()) {
        await db
          .insertInto('asset_reviewers')
          .values({ asset_id: assetId, user_id: reviewer.user_id, required: reviewer.required ? 1 : 0, position, created_at: at })
          .onConflict((oc) => oc.columns(['asset_id', 'user_id']).doUpdateSet({ required: reviewer.required ? 1 : 0, position }))
          .execute();
      }
    },

    /** The asset's approver, picked on the asset itself, as a required reviewer (listed first when new). */
    addRequiredReviewer: (assetId: number, userId: number, at: string) =>
      db
        .insertInto('asset_reviewers')
        .values({ asset_id: assetId, user_id: userId, required: 1, position: -1, created_at: at })
        .onConflict((oc) => oc.columns(['asset_id', 'user_id']).doUpdateSet({ required: 1 }))
        .execute(),

    insertDecision: (row: Omit<DecisionRow, 'id'>) => db.insertInto('review_decisions').values(row).execute(),

    /** Every decision on the given versions, oldest first, so the last one per reviewer is their standing. */
    listDecisionsOfVersions: (versionIds: number[]) =>
      versionIds.length ? db.selectFrom('review_decisions').selectAll().where('version_id', 'in', versionIds).orderBy('id').execute() : Promise.resolve([]),

    /** Every decision on the asset with who made it and the version's number, newest first. */
    listDecisionHistory: (assetId: number, versionId?: number) =>
      db
        .selectFrom('review_decisions as d')
        .innerJoin('versions as v', 'v.id', 'd.version_id')
        .leftJoin('users as u', 'u.id', 'd.user_id')
        .select(['d.id', 'd.user_id', 'd.guest_name', 'd.version_id', 'v.version', 'd.decision', 'd.note', 'd.created_at', 'u.first_name', 'u.last_name'])
        .where('d.asset_id', '=', assetId)
        .$if(versionId !== undefined, (q) => q.where('d.version_id', '=', versionId!))
        .orderBy('d.id', 'desc')
        .execute(),

    /** The newest version of each asset: id and number. */
    listNewestVersions: async (assetIds: number[]) => {
      if (!assetIds.length) return new Map<number, { id: number; version: number }>();
      const rows = await db.selectFrom('versions').select(['id', 'asset_id', 'version']).where('asset_id', 'in', assetIds).orderBy('version', 'desc').execute();
      const newest = new Map<number, { id: number; version: number }>();
      for (const row of rows) if (!newest.has(row.asset_id)) newest.set(row.asset_id, { id: row.id, version: row.version });
      return newest;
    },

    /** Of `userIds`, those who are in the project (its owner or a member). */
    async projectPeople(projectId: number, userIds: number[]) {
      if (!userIds.length) return new Set<number>();
      const owner = await db.selectFrom('projects').select('user_id').where('id', '=', projectId).where('user_id', 'in', userIds).execute();
      const members = await db.selectFrom('project_members').select('user_id').where('project_id', '=', projectId).where('user_id', 'in', userIds).execute();
      return new Set([...owner, ...members].map((row) => row.user_id));
    },

    /** Assets of projects the user is in where the user is a reviewer, unarchived, with their project and newest thumbnail. */
    listAssetsReviewedBy: (userId: number) =>
      db
        .selectFrom('asset_reviewers as r')
        .innerJoin('assets as a', 'a.id', 'r.asset_id')
        .innerJoin('projects as p', 'p.id', 'a.project_id')
        .select((eb) => ['a.id as asset_id', 'a.title', 'a.project_id', 'p.project_name', newestThumbnail(eb), newestPageCount(eb)])
        .where('r.user_id', '=', userId)
        .where('a.is_archived', '=', 0)
        .where((eb) =>
          eb.or([eb('p.user_id', '=', userId), eb.exists(eb.selectFrom('project_members as m').select('m.user_id').whereRef('m.project_id', '=', 'p.id').where('m.user_id', '=', userId))]),
        )
        .orderBy('a.id')
        .execute(),

    /** Reviews whose due date is `day` (or before it, with `before`) and whose notice of that kind has not gone out yet. */
    claimDueNotices: async (kind: 'due_soon' | 'overdue', day: string, at: string) => {
      const column = kind === 'due_soon' ? 'due_soon_notified_at' : 'overdue_notified_at';
      const rows = await db
        .updateTable('asset_reviews')
        .set({ [column]: at })
        .where(column, 'is', null)
        .where('due_date', kind === 'due_soon' ? '=' : '<', day)
        .returning(['asset_id', 'due_date'])
        .execute();
      return rows;
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
