import { describe, expect, it } from 'vitest';
import type { Project } from '@review/contract/projects';
import { useTestApp } from '../../test/build-test-app.ts';
import { buildUser, type SignedInUser } from '../../test/factories.ts';
import { buildMember, buildProject } from '../../test/project-api-factories.ts';

const ctx = useTestApp();
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, user?: SignedInUser, payload?: object, prefix = '/api/v1') =>
  ctx.app.inject({ method, url: `${prefix}${url}`, headers: user?.headers, ...(payload ? { payload } : {}) });
const projectAs = async (user: SignedInUser, projectId: number) => (await call('GET', `/projects/${projectId}`, user)).json().data as Project;

async function buildTeam() {
  const owner = await buildUser(ctx.app, { first_name: 'Owner' });
  const project = await buildProject(ctx.app, owner);
  const admin = await buildMember(ctx.app, owner, project.id, 'Admin');
  const member = await buildMember(ctx.app, owner, project.id, 'Member');
  return { owner, admin, member, outsider: await buildUser(ctx.app), project };
}

describe('members without a session', () => {
  it.each([
    ['PUT', '/api/v1/members/1'],
    ['DELETE', '/api/v1/members/1'],
    ['PUT', '/api/members/1'],
    ['DELETE', '/api/members/1'],
    ['POST', '/api/v1/projects/1/leave'],
    ['POST', '/api/v1/default-role'],
  ] as const)('%s %s answers 401 JSON', async (method, url) => {
    const res = await ctx.app.inject({ method, url, ...(method === 'DELETE' ? {} : { payload: {} }) });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBeTruthy();
  });
});

describe('PUT /members/{id}', () => {
  it('lets the owner and admins change a role, also at /api/members/{id}', async () => {
    const { owner, admin, member, project } = await buildTeam();
    const res = await call('PUT', `/members/${member.memberId}`, owner, { role: 'Admin' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Member role updated successfully.', data: { id: member.memberId, user_id: member.user.id, role: 'Admin' } });

    const alias = await call('PUT', `/members/${member.memberId}`, admin, { role: 'Member' }, '/api');
    expect(alias.statusCode).toBe(200);
    expect((await projectAs(owner, project.id)).members.find((row) => row.id === member.memberId)?.role).toBe('Member');
  });

  it('refuses a plain member with 403 and an outsider with 404', async () => {
    const { admin, member, outsider } = await buildTeam();
    const byMember = await call('PUT', `/members/${admin.memberId}`, member, { role: 'Member' });
    expect(byMember.statusCode).toBe(403);
    const byOutsider = await call('PUT', `/members/${admin.memberId}`, outsider, { role: 'Member' });
    expect(byOutsider.statusCode).toBe(404);
    expect(byOutsider.json()).toEqual((await call('PUT', '/members/999999', outsider, { role: 'Member' })).json());
  });

  it('refuses a missing or unknown role with 422', async () => {
    const owner = await buildUser(ctx.app);
    const member = await buildMember(ctx.app, owner, (await buildProject(ctx.app, owner)).id);
    for (const payload of [{}, { role: 'Owner' }, { role: 'admin ' }]) {
      const res = await call('PUT', `/members/${member.memberId}`, owner, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('The role must be Admin or Member.');
    }
  });
});

describe('DELETE /members/{id}', () => {
  it('removes a member, who then cannot see the project, and clears their default role', async () => {
    const { owner, member, project } = await buildTeam();
    await call('POST', '/default-role', owner, { project_id: project.id, user_id: member.user.id, is_default_approver: true });
    await call('PUT', `/projects/${project.id}/star`, member, { is_starred: '1' });

    const res = await call('DELETE', `/members/${member.memberId}`, owner, undefined, '/api');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Member removed successfully.' });
    expect((await call('GET', `/projects/${project.id}`, member)).statusCode).toBe(404);
    const after = await projectAs(owner, project.id);
    expect(after.members.map((row) => row.user_id)).not.toContain(member.user.id);
    expect(after.default_approver_user_id).toBeNull();
    expect(after.invitations.map((row) => row.email)).not.toContain(member.user.email);
  });

  it('refuses plain members and outsiders', async () => {
    const { admin, member, outsider } = await buildTeam();
    expect((await call('DELETE', `/members/${admin.memberId}`, member)).statusCode).toBe(403);
    expect((await call('DELETE', `/members/${admin.memberId}`, outsider)).statusCode).toBe(404);
  });
});

describe('POST /projects/{id}/leave', () => {
  it('lets a member leave and refuses the owner', async () => {
    const { owner, member, outsider, project } = await buildTeam();
    const left = await call('POST', `/projects/${project.id}/leave`, member);
    expect(left.statusCode).toBe(200);
    expect(left.json().message).toBe('You left the project.');
    expect((await call('GET', '/projects', member)).json().data).toEqual([]);

    const byOwner = await call('POST', `/projects/${project.id}/leave`, owner);
    expect(byOwner.statusCode).toBe(422);
    expect(byOwner.json().message).toBe('The owner cannot leave the project.');
    expect((await call('POST', `/projects/${project.id}/leave`, outsider)).statusCode).toBe(404);
  });
});

describe('POST /default-role', () => {
  it('sets the default creator and approver, lists them in default_roles, and clears them with Anyone', async () => {
    const { owner, admin, member, project } = await buildTeam();
    const res = await call('POST', '/default-role', admin, { project_id: project.id, user_id: member.user.id, is_default_creator: 1, is_default_approver: '0' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: Project };
    expect(data.default_creator_user_id).toBe(member.user.id);
    expect(data.default_roles.find((row) => row.user_id === member.user.id)).toMatchObject({ is_default_creator: true, is_default_approver: false });

    await call('POST', '/default-role', owner, { project_id: String(project.id), user_id: String(owner.user.id), is_default_approver: 'true' });
    let after = await projectAs(member, project.id);
    expect([after.default_creator_user_id, after.default_approver_user_id]).toEqual([member.user.id, owner.user.id]);

    await call('POST', '/default-role', owner, { project_id: project.id, user_id: '', is_default_creator: 1 });
    await call('POST', '/default-role', owner, { project_id: project.id, user_id: owner.user.id, is_default_approver: false });
    after = await projectAs(member, project.id);
    expect([after.default_creator_user_id, after.default_approver_user_id]).toEqual([null, null]);
  });

  it('refuses a person outside the project, a plain member, an outsider and a request with no flag', async () => {
    const { owner, member, outsider, project } = await buildTeam();
    const stranger = await call('POST', '/default-role', owner, { project_id: project.id, user_id: outsider.user.id, is_default_creator: 1 });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().message).toBe('This person is not a member of the project.');
    expect((await call('POST', '/default-role', member, { project_id: project.id, user_id: member.user.id, is_default_creator: 1 })).statusCode).toBe(403);
    expect((await call('POST', '/default-role', outsider, { project_id: project.id, user_id: null, is_default_creator: 1 })).statusCode).toBe(404);
    expect((await call('POST', '/default-role', owner, { project_id: project.id, user_id: null })).statusCode).toBe(422);
    expect((await call('POST', '/default-role', owner, { user_id: null, is_default_creator: 1 })).statusCode).toBe(422);
  });
});
