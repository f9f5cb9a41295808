import { expect, type APIRequestContext } from '@playwright/test';
import type { Asset } from '@review/contract/assets';
import { invitationPath, seedInvitation } from './project-seed.ts';
import type { TestUser } from './users.ts';

/** The id of the signed-in user of `request`. */
export async function userIdOf(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/v1/profile');
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

/** The owner invites `member` to the project and the member, signed in on `memberRequest`, accepts. */
export async function addMember(owner: APIRequestContext, memberRequest: APIRequestContext, projectId: number, member: TestUser): Promise<void> {
  const invitation = await seedInvitation(owner, projectId, member.email);
  const token = invitationPath(invitation.link).split('/').pop();
  const accepted = await memberRequest.post(`/api/v1/invitations/${token}/accept`);
  expect(accepted.status(), await accepted.text()).toBe(200);
}

/** A comment on the asset's first variation that mentions the user, who is notified of it. */
export async function seedMention(request: APIRequestContext, asset: Asset, userId: number, content: string): Promise<void> {
  const variationId = asset.versions[0]!.variations[0]!.id;
  const response = await request.post('/api/v1/comments', { data: { variation_id: variationId, content, mentions: [userId] } });
  expect(response.status(), await response.text()).toBe(201);
}
