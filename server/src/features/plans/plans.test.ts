import { describe, expect, it } from 'vitest';
import { PLANS } from '@review/contract/plans';
import { useTestApp } from '../../test/build-test-app.ts';
import { buildUser, type SignedInUser } from '../../test/factories.ts';
import { buildProject } from '../../test/project-api-factories.ts';

const ctx = useTestApp();
const changePlan = (user: SignedInUser, plan: string) => ctx.app.inject({ method: 'PUT', url: '/api/v1/profile/plan', headers: user.headers, payload: { plan } });
const invite = (user: SignedInUser, projectId: number, email: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/invite', headers: user.headers, payload: { project_id: projectId, email, role: 'Member' } });

describe('GET /plans', () => {
  it('answers the one catalogue, signed in or not', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/plans' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [PLANS.starter, PLANS.lite, PLANS.pro] });
    expect(res.json().data.map((plan: { projects: number | null; members: number | null }) => [plan.projects, plan.members])).toEqual([[3, 3], [20, 10], [null, null]]);
  });
});

describe('PUT /profile/plan downgrades', () => {
  it('answers 401 without a session', async () => {
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/v1/profile/plan', payload: { plan: 'starter' } })).statusCode).toBe(401);
  });

  it('refuses a plan that allows fewer projects than the user owns, and allows it once they fit', async () => {
    const user = await buildUser(ctx.app);
    await changePlan(user, 'lite');
    const projects = [];
    for (let i = 1; i <= 4; i++) projects.push(await buildProject(ctx.app, user, `P${i}`));

    const res = await changePlan(user, 'starter');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: 'You own 4 projects; the Starter plan allows 3. Delete projects first.', code: 'plan_too_small_projects', params: { owned: 4, plan: 'Starter', max: 3 } });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/profile', headers: user.headers })).json().plan).toBe('lite');

    await ctx.app.inject({ method: 'DELETE', url: `/api/v1/projects/${projects[0]?.id}`, headers: user.headers });
    expect((await changePlan(user, 'starter')).statusCode).toBe(200);
  });

  it('refuses a plan that allows fewer members than a project has, pending invitations included', async () => {
    const user = await buildUser(ctx.app);
    await changePlan(user, 'pro');
    const project = await buildProject(ctx.app, user, 'Crowded');
    for (let i = 1; i <= 4; i++) expect((await invite(user, project.id, `guest${i}@example.com`)).statusCode).toBe(201);

    const res = await changePlan(user, 'starter');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'The project "Crowded" has 4 members and pending invitations; the Starter plan allows 3 per project. Remove members or withdraw invitations first.',
    );
    expect((await changePlan(user, 'lite')).statusCode).toBe(200);
  });
});
