import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { buildUser } from '../../test/factories.ts';
import { buildProject, buildUploadedAsset } from '../../test/project-factories.ts';

const ctx = useTestApp();

describe('GET /search', () => {
  it('answers 401 without a session and 422 without words', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/search?q=x' })).statusCode).toBe(401);
    const { headers } = await buildUser(ctx.app);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/search?q=%20', headers })).statusCode).toBe(422);
  });

  it('finds project names and asset titles in any case, only among what the user can see', async () => {
    const owner = await buildUser(ctx.app);
    const stranger = await buildUser(ctx.app);
    const projectId = await buildProject(ctx.app, owner, 'Spring Campaign');
    await buildUploadedAsset(ctx.app, owner, projectId, 'Campaign poster.png');
    await buildProject(ctx.app, stranger, 'Secret campaign');

    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/search?q=CAMPAIGN', headers: owner.headers });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.projects).toEqual([{ id: projectId, project_name: 'Spring Campaign' }]);
    expect(data.assets).toMatchObject([{ title: 'Campaign poster', project_id: projectId, project_name: 'Spring Campaign', thumbnail: expect.stringMatching(/^files\/thumbs\//) }]);
  });

  it('treats % and _ as plain characters', async () => {
    const owner = await buildUser(ctx.app);
    await buildProject(ctx.app, owner, 'Q3_plan');
    await buildProject(ctx.app, owner, 'Q3 plan');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/search?q=3_p', headers: owner.headers });
    expect(res.json().data.projects.map((p: { project_name: string }) => p.project_name)).toEqual(['Q3_plan']);
  });
});
