import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { buildUser, type SignedInUser } from '../../test/factories.ts';
import { makeImage } from '../../test/images.ts';
import { buildMember, buildProject, buildUploadedAsset } from '../../test/project-factories.ts';

const ctx = useTestApp();
const get = (user: SignedInUser | null, url: string) => ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: user?.headers ?? {} });

describe('GET /projects/{id}/plan-usage', () => {
  it('answers 401 without a session and 404 to someone outside the project', async () => {
    const owner = await buildUser(ctx.app);
    const projectId = await buildProject(ctx.app, owner);
    expect((await get(null, `/projects/${projectId}/plan-usage`)).statusCode).toBe(401);
    const outsider = await buildUser(ctx.app);
    expect((await get(outsider, `/projects/${projectId}/plan-usage`)).statusCode).toBe(404);
  });

  it("gives the owner's plan and the sum of the owner's projects' sizes, archived ones included, to the owner and to members alike", async () => {
    const owner = await buildUser(ctx.app);
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/v1/profile/plan', headers: owner.headers, payload: { plan: 'lite' } })).statusCode).toBe(200);
    const shared = await buildProject(ctx.app, owner, 'Shared');
    const archived = await buildProject(ctx.app, owner, 'Old');
    await buildUploadedAsset(ctx.app, owner, shared, 'a.png', await makeImage('png', 900, 700));
    await buildUploadedAsset(ctx.app, owner, archived, 'b.png', await makeImage('png', 500, 300));
    expect((await ctx.app.inject({ method: 'PUT', url: `/api/v1/projects/${archived}`, headers: owner.headers, payload: { is_archived: '1' } })).statusCode).toBe(200);
    const member = await buildMember(ctx.app, owner, shared, 'Member');
    // The member's own project, on the member's own plan, is no part of the owner's.
    await buildUploadedAsset(ctx.app, member, await buildProject(ctx.app, member, 'Mine'), 'c.png');

    const sizes = (await get(owner, '/projects?view=mine')).json().data as { used_storage: number }[];
    const archivedSizes = (await get(owner, '/my-archive')).json().data as { id: number; used_storage: number }[];
    expect(archivedSizes.map((project) => project.id)).toEqual([archived]);
    const sum = sizes.reduce((total, project) => total + project.used_storage, 0);
    expect(sizes).toHaveLength(2);
    expect(sizes.every((project) => project.used_storage > 0)).toBe(true);

    for (const viewer of [owner, member]) {
      const res = await get(viewer, `/projects/${shared}/plan-usage`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { plan: 'lite', used_storage: sum } });
    }
  });
});
