import type { Db } from '../../db/database.ts';

export function createMembersRepository(db: Db) {
  const selectWithUser = () =>
    db
      .selectFrom('project_members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['m.id', 'm.project_id', 'm.user_id', 'm.role', 'm.created_at', 'u.first_name', 'u.last_name', 'u.email', 'u.email_key', 'u.avatar']);

  return {
    /** Members of all these projects in one query, oldest first. */
    listByProjects: (projectIds: readonly number[]) =>
      projectIds.length === 0 ? Promise.resolve([]) : selectWithUser().where('m.project_id', 'in', projectIds).orderBy('m.id').execute(),

    findById: (memberId: number) => selectWithUser().where('m.id', '=', memberId).executeTakeFirst(),

    findByProjectUser: (projectId: number, userId: number) =>
      selectWithUser().where('m.project_id', '=', projectId).where('m.user_id', '=', userId).executeTakeFirst(),

    /** Whether the e-mail belongs to the project's owner or one of its members. */
    async hasPersonWithEmail(project: { id: number; user_id: number }, emailKey: string): Promise<boolean> {
      const row = await db
        .selectFrom('users as u')
        .leftJoin('project_members as m', (join) => join.onRef('m.user_id', '=', 'u.id').on('m.project_id', '=', project.id))
        .select('u.id')
        .where('u.email_key', '=', emailKey)
        .where((eb) => eb.or([eb('u.id', '=', project.user_id), eb('m.id', 'is not', null)]))
        .executeTakeFirst();
      return Boolean(row);
    },

    insert: (member: { project_id: number; user_id: number; role: string; created_at: string }) =>
      db.insertInto('project_members').values({ ...member, updated_at: member.created_at }).execute(),

    updateRole: (memberId: number, role: string) =>
      db.updateTable('project_members').set({ role, updated_at: new Date().toISOString() }).where('id', '=', memberId).execute(),

    delete: (memberId: number) => db.deleteFrom('project_members').where('id', '=', memberId).execute(),
  };
}

export type MemberRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createMembersRepository>['findById']>>>;
