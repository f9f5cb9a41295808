import type { FastifyInstance } from 'fastify';
import type { InvitationReply } from '@review/contract/invitations';
import type { MemberRole } from '@review/contract/members';
import type { Project, ProjectMessageReply } from '@review/contract/projects';
import { buildUser, type SignedInUser } from './factories.ts';

/** Test factory: a project created through the real API by `owner`. */
export async function buildProject(app: FastifyInstance, owner: SignedInUser, projectName = 'Brand refresh'): Promise<Project> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/projects', headers: owner.headers, payload: { project_name: projectName } });
  if (res.statusCode !== 201) throw new Error(`create project failed: ${res.body}`);
  return res.json<ProjectMessageReply>().data;
}

/** Test factory: a fresh user invited by `inviter` and joined through the invitation link's token. */
export async function buildMember(app: FastifyInstance, inviter: SignedInUser, projectId: number, role: MemberRole = 'Member') {
  const member = await buildUser(app, { first_name: role });
  const invited = await app.inject({ method: 'POST', url: '/api/v1/invite', headers: inviter.headers, payload: { project_id: projectId, email: member.user.email, role } });
  if (invited.statusCode !== 201) throw new Error(`invite failed: ${invited.body}`);
  const token = invited.json<InvitationReply>().data.link?.split('/').pop();
  const accepted = await app.inject({ method: 'POST', url: `/api/v1/invitations/${token}/accept`, headers: member.headers });
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  const membership = accepted.json<ProjectMessageReply>().data.members.find((row) => row.user_id === member.user.id);
  if (!membership) throw new Error('the accepted invitation made no member');
  return { ...member, memberId: membership.id };
}
