import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ReviewStagesTable, StageReviewersTable } from '../../db/schema.ts';
import { newestPageCount, newestThumbnail } from '../assets/index.ts';
import type { DecisionRow } from './rows.ts';
export type { DecisionRow } from './rows.ts';

export type StageRow = Selectable<ReviewStagesTable> & { round_version: number | null };
export type StageReviewerRow = Selectable<StageReviewersTable> & { first_name: string; last_name: string; avatar: string | null };
export type NewStage = Omit<Insertable<ReviewStagesTable>, 'id'>;
export type StageChanges = Updateable<ReviewStagesTable>;

/** The columns that make a stage's round: cleared when it waits again. */
export const WAITING_ROUND = { version_id: null, started_at: null, completed_at: null, due_soon_notified_at: null, overdue_notified_on: null } as const;

/** SQL of reviews: stages, their reviewers and decisions; `db` may be a transaction. */
export function createReviewsRepository(db: Db) {
  return {
    /**
     * Makes sure the asset's review row exists, then writes to it: the row lock (PostgreSQL) or the
     * write lock (SQLite) makes concurrent decisions and edits of one asset's review run one after
     * another, so each reads the others' decisions and none of them is lost to the outcome.
     */
    async lock(assetId: number, at: string) {
      await db.insertInto('asset_reviews').values({ asset_id: assetId, updated_at: at }).onConflict((oc) => oc.column('asset_id').doNothing()).execute();
      await db.updateTable('asset_reviews').set((eb) => ({ restart_from: eb.ref('restart_from') })).where('asset_id', '=', assetId).execute();
    },

    listRestartFrom: (assetIds: number[]) => (assetIds.length ? db.selectFrom('asset_reviews').select(['asset_id', 'restart_from']).where('asset_id', 'in', assetIds).execute() : Promise.resolve([])),

    setRestartFrom: (assetId: number, restartFrom: string, at: string) => db.updateTable('asset_reviews').set({ restart_from: restartFrom, updated_at: at }).where('asset_id', '=', assetId).execute(),

    /** The stages of a batch of assets in order, with the number of the version each round is about. */
    listStages: (assetIds: number[]): Promise<StageRow[]> =>
      assetIds.length
        ? db
            .selectFrom('review_stages as s')
            .leftJoin('versions as v', 'v.id', 's.version_id')
            .selectAll('s')
            .select('v.version as round_version')
            .where('s.asset_id', 'in', assetIds)
            .orderBy('s.asset_id')
            .orderBy('s.position')
            .orderBy('s.id')
            .execute()
        : Promise.resolve([]),

    insertStage: async (stage: NewStage) => (await db.insertInto('review_stages').values(stage).returning('id').executeTakeFirstOrThrow()).id,

    updateStage: (stageId: number, changes: StageChanges) => db.updateTable('review_stages').set(changes).where('id', '=', stageId).execute(),

    /** Removes the asset's stages not in `kept`; their decisions stay on record without a stage. */
    deleteStagesExcept: (assetId: number, kept: number[]) =>
      db
        .deleteFrom('review_stages')
        .where('asset_id', '=', assetId)
        .$if(kept.length > 0, (q) => q.where('id', 'not in', kept))
        .execute(),

    /** Reviewers of a batch of assets' stages with their names, in the order they were listed. */
    listReviewers: (assetIds: number[]): Promise<StageReviewerRow[]> =>
      assetIds.length
        ? db
            .selectFrom('stage_reviewers as r')
            .innerJoin('users as u', 'u.id', 'r.user_id')
            .select(['r.stage_id', 'r.asset_id', 'r.user_id', 'r.required', 'r.position', 'r.created_at', 'u.first_name', 'u.last_name', 'u.avatar'])
            .where('r.asset_id', 'in', assetIds)
            .orderBy('r.stage_id')
            .orderBy('r.position')
            .orderBy('r.created_at')
            .execute()
        : Promise.resolve([]),

    async replaceReviewers(stageId: number, assetId: number, reviewers: { user_id: number; required: boolean }[], at: string) {
      const kept = reviewers.map((reviewer) => reviewer.user_id);
      await db
        .deleteFrom('stage_reviewers')
        .where('stage_id', '=', stageId)
        .$if(kept.length > 0, (q) => q.where('user_id', 'not in', kept))
        .execute();
      for (const [position, reviewer] of reviewers.entries()) {
        await db
          .insertInto('stage_reviewers')
          .values({ stage_id: stageId, asset_id: assetId, user_id: reviewer.user_id, required: reviewer.required ? 1 : 0, position, created_at: at })
          .onConflict((oc) => oc.columns(['stage_id', 'user_id']).doUpdateSet({ required: reviewer.required ? 1 : 0, position }))
          .execute();
      }
    },

    /** The asset's approver, picked on the asset itself, as a required reviewer of stage 1 (listed first when new). */
    async addRequiredReviewer(assetId: number, userId: number, at: string) {
      const first = await db.selectFrom('review_stages').select('id').where('asset_id', '=', assetId).orderBy('position').orderBy('id').limit(1).executeTakeFirst();
      if (!first) return;
      await db
        .insertInto('stage_reviewers')
        .values({ stage_id: first.id, asset_id: assetId, user_id: userId, required: 1, position: -1, created_at: at })
        .onConflict((oc) => oc.columns(['stage_id', 'user_id']).doUpdateSet({ required: 1 }))
        .execute();
    },

    insertDecision: (row: Omit<DecisionRow, 'id'>) => db.insertInto('review_decisions').values(row).execute(),

    /** Every decision on the given versions, oldest first, so the last one per reviewer and stage is their standing. */
    listDecisionsOfVersions: (versionIds: number[]) =>
      versionIds.length ? db.selectFrom('review_decisions').selectAll().where('version_id', 'in', versionIds).orderBy('id').execute() : Promise.resolve([]),

    /** Every decision on the asset with who made it, the version's number and the stage's name, newest first. */
    listDecisionHistory: (assetId: number, versionId?: number) =>
      db
        .selectFrom('review_decisions as d')
        .innerJoin('versions as v', 'v.id', 'd.version_id')
        .leftJoin('users as u', 'u.id', 'd.user_id')
        .leftJoin('review_stages as s', 's.id', 'd.stage_id')
        .select(['d.id', 'd.user_id', 'd.guest_name', 'd.version_id', 'v.version', 'd.stage_id', 's.name as stage_name', 'd.decision', 'd.note', 'd.created_at', 'u.first_name', 'u.last_name'])
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

    /** Assets of projects the user is in where the user reviews in some stage, unarchived, with their project and newest thumbnail. */
    listAssetsReviewedBy: (userId: number) =>
      db
        .selectFrom('assets as a')
        .innerJoin('projects as p', 'p.id', 'a.project_id')
        .select((eb) => ['a.id as asset_id', 'a.title', 'a.project_id', 'p.project_name', newestThumbnail(eb), newestPageCount(eb)])
        .where((eb) => eb.exists(eb.selectFrom('stage_reviewers as r').select('r.user_id').whereRef('r.asset_id', '=', 'a.id').where('r.user_id', '=', userId)))
        .where('a.is_archived', '=', 0)
        .where((eb) =>
          eb.or([eb('p.user_id', '=', userId), eb.exists(eb.selectFrom('project_members as m').select('m.user_id').whereRef('m.project_id', '=', 'p.id').where('m.user_id', '=', userId))]),
        )
        .orderBy('a.id')
        .execute(),

    /** Assets with a stage set to start at a time that has come and not started yet. */
    listAssetsWithStartsDue: async (at: string) =>
      (await db.selectFrom('review_stages').select('asset_id').distinct().where('start', '=', 'at').where('started_at', 'is', null).where('start_at', '<=', at).execute()).map((row) => row.asset_id),

    /** Running rounds due on `day` whose reminder has not gone out, marked sent. */
    claimDueSoon: (day: string, at: string) =>
      db
        .updateTable('review_stages')
        .set({ due_soon_notified_at: at })
        .where('due_soon_notified_at', 'is', null)
        .where('started_at', 'is not', null)
        .where('completed_at', 'is', null)
        .where('due_date', '=', day)
        .returning(['id', 'asset_id'])
        .execute(),

    /** Running rounds past their due day not reminded today, marked reminded today. */
    claimOverdue: (today: string) =>
      db
        .updateTable('review_stages')
        .set({ overdue_notified_on: today })
        .where((eb) => eb.or([eb('overdue_notified_on', 'is', null), eb('overdue_notified_on', '<', today)]))
        .where('started_at', 'is not', null)
        .where('completed_at', 'is', null)
        .where('due_date', '<', today)
        .returning(['id', 'asset_id'])
        .execute(),
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
