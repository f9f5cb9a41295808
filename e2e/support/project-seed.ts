import { expect, type APIRequestContext } from '@playwright/test';
import type { InvitationReply } from '@review/contract/invitations';
import type { MemberRole } from '@review/contract/members';
import type { Project, ProjectMessageReply } from '@review/contract/projects';

/** A project owned by the signed-in user of `request`, created through the API. */
export async function seedProject(request: APIRequestContext, name: string): Promise<Project> {
  const response = await request.post('/api/v1/projects', { data: { project_name: name } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as ProjectMessageReply).data;
}

/** Invites an address to the project through the API; the reply carries the invitation's link. */
export async function seedInvitation(request: APIRequestContext, projectId: number, email: string, role: MemberRole = 'Member'): Promise<InvitationReply['data']> {
  const response = await request.post('/api/v1/invite', { data: { project_id: projectId, email, role } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as InvitationReply).data;
}

/** The path of an invitation link (`{PUBLIC_URL}/invite/{token}`), to open on the test server. */
export function invitationPath(link: string | undefined): string {
  expect(link, 'the inviter sees the invitation link').toMatch(/\/invite\/[\w-]+$/);
  return new URL(link!).pathname;
}
