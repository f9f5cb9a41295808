import type { Insertable, Updateable } from 'kysely';
import type { ProjectView } from '@review/contract/projects';
import { compileOnce } from '../../db/compile-once.ts';
import type { Db } from '../../db/database.ts';
import type { ProjectsTable, ProjectUserStatesTable } from '../../db/schema.ts';
export type { ProjectRow } from './rows.ts';

export type ProjectState = Pick<ProjectUserStatesTable, 'is_starred' | 'is_archived' | 'opened_at'>;

/** No list answers with more than this many projects. */
export const PROJECT_LIST_LIMIT = 1000;
/** The Recent view keeps this many. */
export const RECENT_LIMIT = 20;

export function createProjectsRepository(db: Db) {
  /** Projects `viewerId` owns or is a member of, with the owner's names and the viewer's role and own state. */
  const selectVisible = (viewerId: number) =>
    db
      .selectFrom('projects as p')
      .innerJoin('users as o', 'o.id', 'p.user_id')
      .leftJoin('project_members as m', (join) => join.onRef('m.project_id', '=', 'p.id').on('m.user_id', '=', viewerId))
      .leftJoin('project_user_states as s', (join) => join.onRef('s.project_id', '=', 'p.id').on('s.user_id', '=', viewerId))
      .selectAll('p')
      .select([
        'o.first_name as owner_first_name',
        'o.last_name as owner_last_name',
        'o.email as owner_email',
        'o.avatar as owner_avatar',
        'm.role as member_role',
        's.is_starred',
        's.is_archived',
        's.opened_at',
      ])
      // Both arms use an index (projects_user_id, project_members_user_id): never a scan of every project.
      .where((eb) =>
        eb.or([eb('p.user_id', '=', viewerId), eb('p.id', 'in', eb.selectFrom('project_members').select('project_id').where('user_id', '=', viewerId))]),
      );

  // Runs on every project list request.
  const selectRevisions = compileOnce(db, (viewerId: number) =>
    db
      .selectFrom('projects')
      .select(['id', 'revision'])
      .where((eb) => eb.or([eb('user_id', '=', viewerId), eb('id', 'in', eb.selectFrom('project_members').select('project_id').where('user_id', '=', viewerId))]))
      .orderBy('id'),
  );

  return {
    async listVisible(viewerId: number, view: ProjectView = 'all') {
      let query = selectVisible(viewerId);
      if (view === 'starred') query = query.where('s.is_starred', '=', 1);
      if (view === 'archived') query = query.where('s.is_archived', '=', 1);
      if (view === 'mine') query = query.where('p.user_id', '=', viewerId);
      if (view === 'shared') query = query.where('p.user_id', '!=', viewerId);
      if (view === 'recent') {
        return query.where('s.opened_at', 'is not', null).orderBy('s.opened_at', 'desc').orderBy('p.id', 'desc').limit(RECENT_LIMIT).execute();
      }
      return query.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').limit(PROJECT_LIST_LIMIT).execute();
    },

    /**
     * The id and revision of every project the viewer can see, as one string: it changes whenever
     * anything their project lists show changes (see 0006-project-revisions).
     */
    async listRevisions(viewerId: number): Promise<string> {
      const rows = await selectRevisions(viewerId);
      return rows.map((row) => `${row.id}.${row.revision}`).join(',');
    },

    /** The id and revision of every project the viewer can see. */
    listRevisionRows: (viewerId: number) => selectRevisions(viewerId),

    findVisible: (viewerId: number, projectId: number) => selectVisible(viewerId).where('p.id', '=', projectId).executeTakeFirst(),

    /** The project and, when `userId` is a member, their role; a project the user cannot see still comes back (the policy decides). */
    findWithMemberRole: (projectId: number, userId: number) =>
      db
        .selectFrom('projects as p')
        .leftJoin('project_members as m', (join) => join.onRef('m.project_id', '=', 'p.id').on('m.user_id', '=', userId))
        .selectAll('p')
        .select('m.role as member_role')
        .where('p.id', '=', projectId)
        .executeTakeFirst(),

    insert: (project: Insertable<ProjectsTable>) => db.insertInto('projects').values(project).returning('id').executeTakeFirstOrThrow(),

    update: (projectId: number, changes: Updateable<ProjectsTable>) => db.updateTable('projects').set(changes).where('id', '=', projectId).execute(),

    /** Creates or changes the user's own state of the project. */
    setState: (projectId: number, userId: number, changes: Partial<ProjectState>) =>
      db
        .insertInto('project_user_states')
        .values({ project_id: projectId, user_id: userId, is_starred: 0, is_archived: 0, opened_at: null, ...changes })
        .onConflict((conflict) => conflict.columns(['project_id', 'user_id']).doUpdateSet(changes))
        .execute(),

    deleteState: (projectId: number, userId: number) =>
      db.deleteFrom('project_user_states').where('project_id', '=', projectId).where('user_id', '=', userId).execute(),

    /** Clears the default creator/approver slots `userId` holds in the project. */
    async clearDefaultsOf(projectId: number, userId: number) {
      await db.updateTable('projects').set({ default_creator_user_id: null }).where('id', '=', projectId).where('default_creator_user_id', '=', userId).execute();
      await db.updateTable('projects').set({ default_approver_user_id: null }).where('id', '=', projectId).where('default_approver_user_id', '=', userId).execute();
    },
  };
}

export type ProjectsRepository = ReturnType<typeof createProjectsRepository>;

export type ProjectListRow = Awaited<ReturnType<ReturnType<typeof createProjectsRepository>['listVisible']>>[number];
