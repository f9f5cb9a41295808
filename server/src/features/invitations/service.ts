import { randomBytes } from 'node:crypto';
import type { InviteBody } from '@review/contract/invitations';
import type { Db } from '../../db/database.ts';
import { conflict, forbidden, invalid, notFound } from '../../errors.ts';
import type { Announce } from '../../domain-events/announce.ts';
import { readLocale } from '../../i18n/locale.ts';
import { queueMail } from '../../mail/outbox.ts';
import type { AuditContext } from '../audit/index.ts';
import { findAccountByEmail, type UserRow } from '../auth/index.ts';
import { addMember, hasPersonWithEmail, isMember } from '../members/index.ts';
import { createPlanLimits } from '../plans/index.ts';
import { authorize, findVisibleProject } from '../projects/index.ts';
import { composeInvitationMail } from './mail.ts';
import { invitationLink, presentInvitation, presentInvitationPreview } from './presenter.ts';
import { createInvitationsRepository, type InvitationRow } from './repository.ts';


export function createInvitationsService(db: Db, { publicUrl, announce }: { publicUrl: string; announce: Announce }) {
  const invitations = createInvitationsRepository(db);

  /**
   * Queued in the transaction that makes or renews the invitation: it is e-mailed exactly when it
   * exists. In the invitee's language when the address has an account, else the inviter's: the
   * person who writes the invitation (and its message) knows whom they invite.
   */
  async function send(trx: Db, invitation: InvitationRow, projectName: string, inviter: UserRow) {
    const invitee = await findAccountByEmail(trx, invitation.email);
    const locale = readLocale(invitee?.locale) ?? readLocale(inviter.locale) ?? 'en';
    await queueMail(
      trx,
      composeInvitationMail({
        email: invitation.email,
        role: invitation.role,
        message: invitation.message,
        projectName,
        inviterName: `${inviter.first_name} ${inviter.last_name}`,
        link: invitationLink(publicUrl, invitation.token),
      }, locale),
    );
  }

  /** The invitation, if the user may manage its project's invitations; 404 when they cannot see it. */
  async function findManageable(userId: number, invitationId: number) {
    const invitation = await invitations.findById(invitationId);
    if (!invitation) throw notFound('invitation_not_found');
    const { project, role } = await findVisibleProject(db, userId, invitation.project_id, 'invitation_not_found');
    authorize(role, 'members.invite');
    if (invitation.is_pending !== 1) throw invalid('invitation_already_accepted');
    return { invitation, project };
  }

  return {
    /** Invites an address to the project with a role, within the owner's plan, and e-mails the link. */
    async invite(inviter: UserRow, body: InviteBody, audit: AuditContext) {
      const { project, role } = await findVisibleProject(db, inviter.id, body.project_id);
      authorize(role, 'members.invite');
      const emailKey = body.email.toLowerCase();
      const invitation = await db.transaction().execute(async (trx) => {
        const limits = createPlanLimits(trx);
        await limits.lockAccount(project.user_id);
        if (await hasPersonWithEmail(trx, project, emailKey)) throw conflict('already_member');
        const pending = createInvitationsRepository(trx);
        if (await pending.hasPending(project.id, emailKey)) throw conflict('invitation_pending');
        await limits.assertCanAddSeat(project);
        const now = new Date().toISOString();
        const created = await pending.insert({
          project_id: project.id,
          email: body.email,
          email_key: emailKey,
          role: body.role,
          message: body.message || null,
          token: randomBytes(24).toString('base64url'),
          invited_by_user_id: inviter.id,
          is_pending: 1,
          accepted_at: null,
          created_at: now,
          updated_at: now,
        });
        await send(trx, created, project.project_name, inviter);
        await announce(trx, { type: 'invitation.created', by: audit, project_id: project.id, invitation: { id: created.id, email: created.email, role: created.role } });
        return created;
      });
      return presentInvitation(invitation, invitationLink(publicUrl, invitation.token));
    },

    /** What the link shows, to anyone holding it. */
    async preview(token: string) {
      const invitation = await invitations.findByToken(token);
      if (!invitation) throw notFound('invitation_no_longer_valid');
      return presentInvitationPreview(invitation);
    },

    /** The signed-in invitee joins the project with the invitation's role; returns the project id. */
    async accept(user: UserRow, token: string, audit: AuditContext): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const invitation = await createInvitationsRepository(trx).findByToken(token);
        if (!invitation) throw notFound('invitation_no_longer_valid');
        if (invitation.email_key !== user.email_key) {
          throw forbidden('invitation_other_email', { email: invitation.email });
        }
        const now = new Date().toISOString();
        const isInside = invitation.owner_id === user.id || (await isMember(trx, invitation.project_id, user.id));
        if (invitation.is_pending === 1) await createInvitationsRepository(trx).markAccepted(invitation.id, now);
        if (!isInside) {
          await addMember(trx, { project_id: invitation.project_id, user_id: user.id, role: invitation.role, created_at: now });
          const joined = { member_id: user.id, member_email: user.email, invitation_id: invitation.id, role: invitation.role };
          await announce(trx, { type: 'invitation.accepted', by: audit, project_id: invitation.project_id, inviter_id: invitation.invited_by_user_id, ...joined });
        }
        return invitation.project_id;
      });
    },

    async withdraw(userId: number, invitationId: number, audit: AuditContext) {
      const { invitation } = await findManageable(userId, invitationId);
      await db.transaction().execute(async (trx) => {
        await createInvitationsRepository(trx).delete(invitation.id);
        await announce(trx, { type: 'invitation.withdrawn', by: audit, project_id: invitation.project_id, invitation: { id: invitation.id, email: invitation.email, role: invitation.role } });
      });
    },

    /** Sends the same link again. */
    async resend(user: UserRow, invitationId: number) {
      const { invitation, project } = await findManageable(user.id, invitationId);
      await db.transaction().execute(async (trx) => {
        await createInvitationsRepository(trx).touch(invitation.id, new Date().toISOString());
        await send(trx, invitation, project.project_name, user);
      });
    },
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
