import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { InvitationsTable } from '../../db/schema.ts';

export type InvitationRow = Selectable<InvitationsTable>;

export function createInvitationsRepository(db: Db) {
  return {
    /** Invitations of all these projects in one query, newest first. */
    listByProjects: (projectIds: readonly number[]) =>
      projectIds.length === 0
        ? Promise.resolve([])
        : db.selectFrom('invitations').selectAll().where('project_id', 'in', projectIds).orderBy('id', 'desc').execute(),

    findById: (id: number) => db.selectFrom('invitations').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The invitation with its project's name, the inviter's names and the invited address's account, if any, by its link token. */
    findByToken: (token: string) =>
      db
        .selectFrom('invitations as i')
        .innerJoin('projects as p', 'p.id', 'i.project_id')
        .leftJoin('users as u', 'u.id', 'i.invited_by_user_id')
        .leftJoin('users as invitee', 'invitee.email_key', 'i.email_key')
        .selectAll('i')
        .select(['p.project_name', 'p.user_id as owner_id', 'u.first_name as inviter_first_name', 'u.last_name as inviter_last_name', 'invitee.id as invitee_id'])
        .where('i.token', '=', token)
        .executeTakeFirst(),

    hasPending: async (projectId: number, emailKey: string) =>
      Boolean(
        await db.selectFrom('invitations').select('id').where('project_id', '=', projectId).where('email_key', '=', emailKey).where('is_pending', '=', 1).executeTakeFirst(),
      ),

    insert: (invitation: Insertable<InvitationsTable>) => db.insertInto('invitations').values(invitation).returningAll().executeTakeFirstOrThrow(),

    markAccepted: (id: number, now: string) =>
      db.updateTable('invitations').set({ is_pending: 0, accepted_at: now, updated_at: now }).where('id', '=', id).execute(),

    touch: (id: number, now: string) => db.updateTable('invitations').set({ updated_at: now }).where('id', '=', id).execute(),

    delete: (id: number) => db.deleteFrom('invitations').where('id', '=', id).execute(),

    /** Accepted invitations of an address in a project: history that goes when the person leaves. */
    deleteAcceptedFor: (projectId: number, emailKey: string) =>
      db.deleteFrom('invitations').where('project_id', '=', projectId).where('email_key', '=', emailKey).where('is_pending', '=', 0).execute(),
  };
}

export type InvitationWithProjectRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createInvitationsRepository>['findByToken']>>>;
