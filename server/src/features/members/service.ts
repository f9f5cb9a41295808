import type { MemberRole, SetDefaultRoleBody } from '@review/contract/members';
import type { Db } from '../../db/database.ts';
import type { Announce } from '../../domain-events/announce.ts';
import { invalid, notFound } from '../../errors.ts';
import type { AuditContext } from '../audit/index.ts';
import { forgetAcceptedInvitation } from '../invitations/index.ts';
import { authorize, can, findVisibleProject, forgetPersonInProject, setDefaultRoles, type ProjectReader } from '../projects/index.ts';
import { presentMember } from './presenter.ts';
import { createMembersRepository, type MemberRow } from './repository.ts';

/** A membership's events name the person (the project is the event's own). */
const memberOf = (member: MemberRow) => ({ id: member.user_id, email: member.email });

/** Takes a person out of a project with what only made sense while they were in it: their state, default roles and accepted invitation. */
async function removeMembership(db: Db, announce: Announce, member: MemberRow, audit: AuditContext) {
  await db.transaction().execute(async (trx) => {
    await announce(trx, { type: 'member.removed', by: audit, project_id: member.project_id, member: memberOf(member), role: member.role });
    await createMembersRepository(trx).delete(member.id);
    await forgetPersonInProject(trx, member.project_id, member.user_id);
    await forgetAcceptedInvitation(trx, member.project_id, member.email_key);
  });
}

export function createMembersService(db: Db, { reader, announce }: { reader: ProjectReader; announce: Announce }) {
  const members = createMembersRepository(db);

  /** The membership, if the user may manage the members of its project; 404 when they cannot see the project. */
  async function findManageableMember(userId: number, memberId: number) {
    const member = await members.findById(memberId);
    if (!member) throw notFound('member_not_found');
    const { role } = await findVisibleProject(db, userId, member.project_id, 'member_not_found');
    authorize(role, 'members.manage');
    return member;
  }

  return {
    async changeRole(userId: number, memberId: number, role: MemberRole, audit: AuditContext) {
      const member = await findManageableMember(userId, memberId);
      await db.transaction().execute(async (trx) => {
        await createMembersRepository(trx).updateRole(member.id, role);
        await announce(trx, { type: 'member.role_changed', by: audit, project_id: member.project_id, member: memberOf(member), from: member.role, to: role });
      });
      return presentMember({ ...member, role });
    },

    async remove(userId: number, memberId: number, audit: AuditContext) {
      await removeMembership(db, announce, await findManageableMember(userId, memberId), audit);
    },

    /** A member leaves the project; the owner cannot. */
    async leave(userId: number, projectId: number, audit: AuditContext) {
      const { role } = await findVisibleProject(db, userId, projectId);
      // A refusal of the input rather than of the person (422): the owner hands the project over or deletes it.
      if (!can(role, 'project.leave')) throw invalid('owner_cannot_leave');
      const member = await members.findByProjectUser(projectId, userId);
      if (member) await removeMembership(db, announce, member, audit);
    },

    /** Sets or clears the project's default creator and approver of new assets. */
    async setDefaultRoles(userId: number, body: SetDefaultRoleBody) {
      const { project, role } = await findVisibleProject(db, userId, body.project_id);
      authorize(role, 'roles.assign');
      if (body.is_default_creator === undefined && body.is_default_approver === undefined) {
        throw invalid('default_role_missing');
      }
      const person = body.user_id;
      if (person !== null && person !== project.user_id && !(await members.findByProjectUser(project.id, person))) {
        throw invalid('person_not_member', undefined, { user_id: 'person_not_member' });
      }
      /** Set: the person (or nobody for 'Anyone') holds the slot. Unset: the person lets go of it. Left out: unchanged. */
      const slot = (flag: boolean | undefined, current: number | null) =>
        flag === undefined ? current : flag ? person : current === person ? null : current;
      await setDefaultRoles(db, project.id, {
        default_creator_user_id: slot(body.is_default_creator, project.default_creator_user_id),
        default_approver_user_id: slot(body.is_default_approver, project.default_approver_user_id),
      });
      return reader.get(userId, project.id);
    },
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
