import { describe, expect, it } from 'vitest';
import type { Project } from '@review/contract/projects';
import { useTestApp } from '../../test/build-test-app.ts';
import { buildUser, type SignedInUser } from '../../test/factories.ts';
import { buildMember, buildProject } from '../../test/project-api-factories.ts';

const ctx = useTestApp();
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, user?: SignedInUser, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: user?.headers, ...(payload ? { payload } : {}) });
const listOf = async (user: SignedInUser, url = '/projects') => (await call('GET', url, user)).json<{ data: Project[] }>().data;
const idsOf = (projects: Project[]) => projects.map((project) => project.id).sort();

describe('projects without a session', () => {
  it.each([
    ['GET', '/projects'],
    ['POST', '/projects'],
    ['GET', '/projects/1'],
    ['PUT', '/projects/1'],
    ['DELETE', '/projects/1'],
    ['PUT', '/projects/1/star'],
    ['GET', '/stared-by-me'],
    ['GET', '/my-archive'],
  ] as const)('%s %s answers 401 JSON', async (method, url) => {
    const res = await call(method, url, undefined, method === 'GET' || method === 'DELETE' ? undefined : {});
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBeTruthy();
  });
});

describe('POST /projects and GET /projects', () => {
  it('creates a project with the spec fields and lists it for its owner', async () => {
    const owner = await buildUser(ctx.app, { first_name: 'Olive', last_name: 'Owner' });
    const res = await call('POST', '/projects', owner, { project_name: '  Spring campaign  ' });
    expect(res.statusCode).toBe(201);
    const { message, data } = res.json();
    expect(message).toBe('Project Created Successfully');
    expect(data).toMatchObject({
      project_name: 'Spring campaign',
      description: '',
      user_id: owner.user.id,
      creator: { first_name: 'Olive', last_name: 'Owner', email: owner.user.email },
      members: [],
      assets: [],
      used_storage: 0,
      is_archived: '0',
      is_starred: '0',
      invitations: [],
      role: 'Owner',
      default_roles: [{ user_id: owner.user.id, first_name: 'Olive', email: owner.user.email, is_default_creator: false, is_default_approver: false }],
    });
    expect(Date.parse(data.created_at)).not.toBeNaN();
    expect(await listOf(owner)).toEqual([data]);
  });

  it.each([
    [{}, 'Please enter a project name.'],
    [{ project_name: '   ' }, 'Please enter a project name.'],
    [{ project_name: 'x'.repeat(101) }, 'The project name may have at most 100 characters.'],
    [{ project_name: 42 }, 'Please enter a project name.'],
  ])('refuses %o with 422 JSON', async (payload, message) => {
    const owner = await buildUser(ctx.app);
    const res = await call('POST', '/projects', owner, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message, errors: { project_name: message } });
  });

  it('stops at the Starter plan limit with the spec message, and a bigger plan allows more', async () => {
    const owner = await buildUser(ctx.app);
    for (let i = 1; i <= 3; i++) await buildProject(ctx.app, owner, `P${i}`);
    const fourth = await call('POST', '/projects', owner, { project_name: 'P4' });
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json()).toMatchObject({ message: 'Maximum of 3 project reached!', code: 'plan_limit' });
    expect(await listOf(owner)).toHaveLength(3);

    await call('PUT', '/profile/plan', owner, { plan: 'lite' });
    expect((await call('POST', '/projects', owner, { project_name: 'P4' })).statusCode).toBe(201);
  });

  it('counts only owned projects toward the limit', async () => {
    const other = await buildUser(ctx.app);
    const me = await buildUser(ctx.app);
    for (let i = 1; i <= 3; i++) await buildProject(ctx.app, me, `Mine ${i}`);
    const shared = await buildProject(ctx.app, other, 'Theirs');
    await call('POST', '/invite', other, { project_id: shared.id, email: me.user.email, role: 'Member' });
    expect(await listOf(me)).toHaveLength(3);
    expect((await call('POST', '/projects', me, { project_name: 'Fourth' })).statusCode).toBe(403);
  });
});

describe('what each role sees and may do', () => {
  async function buildTeam() {
    const owner = await buildUser(ctx.app, { first_name: 'Owner' });
    const project = await buildProject(ctx.app, owner, 'Team project');
    const admin = await buildMember(ctx.app, owner, project.id, 'Admin');
    const member = await buildMember(ctx.app, owner, project.id, 'Member');
    await call('POST', '/invite', owner, { project_id: project.id, email: 'pending@example.com', role: 'Member' });
    const outsider = await buildUser(ctx.app);
    return { owner, admin, member, outsider, project };
  }

  it('shows members, default roles and each viewer its own role; invitations and links only to managers', async () => {
    const { owner, admin, member, project } = await buildTeam();
    const asOwner = (await call('GET', `/projects/${project.id}`, owner)).json().data as Project;
    expect(asOwner.role).toBe('Owner');
    expect(asOwner.members.map((row) => [row.user_id, row.role])).toEqual([[admin.user.id, 'Admin'], [member.user.id, 'Member']]);
    expect(asOwner.members[0]).toMatchObject({ id: admin.memberId, first_name: 'Admin', last_name: 'Lovelace', email: admin.user.email, avatar: null });
    expect(asOwner.default_roles.map((row) => row.user_id)).toEqual([owner.user.id, admin.user.id, member.user.id]);
    const pending = asOwner.invitations.find((row) => row.email === 'pending@example.com');
    expect(pending).toMatchObject({ is_pending: true, role: 'Member', link: expect.stringMatching(/^http:\/\/localhost:3000\/invite\/[\w-]{20,}$/) });

    const asAdmin = (await call('GET', `/projects/${project.id}`, admin)).json().data as Project;
    expect(asAdmin.role).toBe('Admin');
    expect(asAdmin.invitations.find((row) => row.email === 'pending@example.com')?.link).toBe(pending?.link);

    const res = await call('GET', `/projects/${project.id}`, member);
    expect(res.json().data).toMatchObject({ role: 'Member', invitations: [] });
    expect(res.body).not.toContain('/invite/');
  });

  it('lets owners and admins change details, not members', async () => {
    const { owner, admin, member, project } = await buildTeam();
    const byAdmin = await call('PUT', `/projects/${project.id}`, admin, { project_name: 'Renamed' });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({ message: 'Project updated successfully.', data: { project_name: 'Renamed' } });
    const byOwner = await call('PUT', `/projects/${project.id}`, owner, { description: 'Brief' });
    expect(byOwner.json().data).toMatchObject({ project_name: 'Renamed', description: 'Brief' });

    const byMember = await call('PUT', `/projects/${project.id}`, member, { project_name: 'Mine now' });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().message).toBe('Only the project owner or an admin can do this.');
    expect((await call('GET', `/projects/${project.id}`, member)).json().data.project_name).toBe('Renamed');
  });

  it('lets only the owner delete', async () => {
    const { owner, admin, member, project } = await buildTeam();
    for (const user of [admin, member]) {
      const res = await call('DELETE', `/projects/${project.id}`, user);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Only the project owner can do this.');
    }
    expect((await call('DELETE', `/projects/${project.id}`, owner)).json()).toEqual({ message: 'Project deleted successfully.' });
  });

  it('answers an outsider 404 on every call, exactly as for a project that does not exist', async () => {
    const { outsider, project } = await buildTeam();
    const calls = [
      ['GET', `/projects/${project.id}`],
      ['PUT', `/projects/${project.id}`, { project_name: 'Hijacked' }],
      ['PUT', `/projects/${project.id}`, { is_archived: '1' }],
      ['PUT', `/projects/${project.id}/star`, { is_starred: '1' }],
      ['DELETE', `/projects/${project.id}`],
    ] as const;
    for (const [method, url, payload] of calls) {
      const res = await call(method, url, outsider, payload);
      const missing = await call(method, url.replace(String(project.id), '999999'), outsider, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(missing.json());
    }
    expect(await listOf(outsider)).toEqual([]);
  });
});

describe('lists and views', () => {
  it('filters mine, shared, starred, archived and recent for the signed-in user', async () => {
    const alice = await buildUser(ctx.app);
    const bob = await buildUser(ctx.app);
    const alicesOwn = await buildProject(ctx.app, alice, 'Alice only');
    const shared = await buildProject(ctx.app, alice, 'Shared');
    const invite = await call('POST', '/invite', alice, { project_id: shared.id, email: bob.user.email, role: 'Member' });
    await call('POST', `/invitations/${invite.json().data.link.split('/').pop()}/accept`, bob);
    const bobsOwn = await buildProject(ctx.app, bob, 'Bob only');

    expect(idsOf(await listOf(bob))).toEqual(idsOf([shared, bobsOwn]));
    expect(idsOf(await listOf(bob, '/projects?view=mine'))).toEqual([bobsOwn.id]);
    expect(idsOf(await listOf(bob, '/projects?view=shared'))).toEqual([shared.id]);
    expect(idsOf(await listOf(alice, '/projects?view=shared'))).toEqual([]);
    expect(idsOf(await listOf(alice, '/projects?view=mine'))).toEqual(idsOf([alicesOwn, shared]));

    await call('PUT', `/projects/${shared.id}/star`, bob, { is_starred: '1' });
    await call('PUT', `/projects/${bobsOwn.id}`, bob, { is_archived: 1 });
    expect(idsOf(await listOf(bob, '/projects?view=starred'))).toEqual([shared.id]);
    expect(idsOf(await listOf(bob, '/stared-by-me'))).toEqual([shared.id]);
    expect(idsOf(await listOf(bob, '/projects?view=archived'))).toEqual([bobsOwn.id]);
    expect(idsOf(await listOf(bob, '//my-archive'))).toEqual([bobsOwn.id]);
    expect(await listOf(alice, '/stared-by-me')).toEqual([]);

    await call('GET', `/projects/${shared.id}`, bob);
    const recent = await listOf(bob, '/projects?view=recent');
    expect(recent.map((project) => project.id)).toContain(shared.id);
    expect(recent.every((project) => project.opened_at !== null)).toBe(true);

    const bad = await call('GET', '/projects?view=everything', bob);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toMatch(/^view must be one of/);
  });
});

describe('PUT /projects/{id}/star and is_archived', () => {
  it('keeps star and archive per user, as the strings "0" and "1"', async () => {
    const owner = await buildUser(ctx.app);
    const project = await buildProject(ctx.app, owner);
    const member = await buildMember(ctx.app, owner, project.id);

    const starred = await call('PUT', `/projects/${project.id}/star`, member, { is_starred: '1' });
    expect(starred.statusCode).toBe(200);
    expect(starred.json()).toMatchObject({ message: 'Project starred successfully.', data: { is_starred: '1', is_archived: '0' } });
    const archived = await call('PUT', `/projects/${project.id}`, member, { is_archived: '1' });
    expect(archived.json()).toMatchObject({ message: 'Project archived successfully.', data: { is_archived: '1' } });

    const ownerView = (await call('GET', `/projects/${project.id}`, owner)).json().data;
    expect(ownerView).toMatchObject({ is_starred: '0', is_archived: '0' });

    for (const [value, expected] of [[false, '0'], [1, '1'], ['0', '0'], ['true', '1'], [true, '1']] as const) {
      const res = await call('PUT', `/projects/${project.id}/star`, member, { is_starred: value });
      expect(res.json().data.is_starred).toBe(expected);
    }
    const unarchived = await call('PUT', `/projects/${project.id}`, member, { is_archived: 0 });
    expect(unarchived.json()).toMatchObject({ message: 'Project unarchived successfully.', data: { is_archived: '0' } });
  });

  it.each([
    ['/star', { is_starred: 'yes' }],
    ['/star', {}],
    ['', { is_archived: 2 }],
    ['', {}],
    ['', { description: ['x'] }],
  ])('refuses PUT /projects/{id}%s %o with 422 JSON', async (suffix, payload) => {
    const owner = await buildUser(ctx.app);
    const project = await buildProject(ctx.app, owner);
    const res = await call('PUT', `/projects/${project.id}${suffix}`, owner, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBeTruthy();
  });

  it('answers a non-numeric id with 4xx JSON', async () => {
    const owner = await buildUser(ctx.app);
    const res = await call('GET', '/projects/abc', owner);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBeTruthy();
  });
});

describe('PUT /projects/{id} description', () => {
  it('keeps formatting and drops scripts, handlers and javascript: links', async () => {
    const owner = await buildUser(ctx.app);
    const project = await buildProject(ctx.app, owner);
    const description = '<p>Hello <strong>team</strong></p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)" onclick="x()">bad</a><a href="https://example.com">good</a>';
    const res = await call('PUT', `/projects/${project.id}`, owner, { description });
    const saved: string = res.json().data.description;
    expect(saved).toContain('<p>Hello <strong>team</strong></p>');
    expect(saved).toContain('href="https://example.com"');
    expect(saved).not.toMatch(/script|onerror|onclick|javascript:|<img/);
    const cleared = await call('PUT', `/projects/${project.id}`, owner, { description: null });
    expect(cleared.json().data.description).toBe('');
  });
});

describe('DELETE /projects/{id}', () => {
  it('removes the project with its members, invitations and per-user state, leaving no rows behind', async () => {
    const owner = await buildUser(ctx.app);
    const project = await buildProject(ctx.app, owner);
    const member = await buildMember(ctx.app, owner, project.id, 'Admin');
    await call('POST', '/invite', owner, { project_id: project.id, email: 'later@example.com', role: 'Member' });
    await call('PUT', `/projects/${project.id}/star`, member, { is_starred: 1 });
    await call('POST', '/default-role', owner, { project_id: project.id, user_id: member.user.id, is_default_creator: 1 });

    const res = await call('DELETE', `/projects/${project.id}`, owner);
    expect(res.statusCode).toBe(200);

    const { db } = ctx.app.database;
    for (const table of ['project_members', 'invitations', 'project_user_states'] as const) {
      const rows = await db.selectFrom(table).select('project_id').where('project_id', '=', project.id).execute();
      expect(rows, table).toEqual([]);
    }
    expect(await db.selectFrom('projects').select('id').where('id', '=', project.id).execute()).toEqual([]);
    expect((await call('GET', `/projects/${project.id}`, owner)).statusCode).toBe(404);
    expect(await listOf(member)).toEqual([]);
  });
});
