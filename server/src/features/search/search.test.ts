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
    expect(data.projects).toEqual([{ id: projectId, project_name: 'Spring Campaign', excerpt: 'Spring Campaign', highlights: [{ start: 7, length: 8 }] }]);
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

describe('GET /search over comments', () => {
  const search = async (person: { headers: Record<string, string> }, q: string) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/v1/search?q=${encodeURIComponent(q)}`, headers: person.headers })).json().data;

  it("finds a comment's words (and word starts), ranked, with the words marked, only where the user can see", async () => {
    const owner = await buildUser(ctx.app);
    const stranger = await buildUser(ctx.app);
    const projectId = await buildProject(ctx.app, owner, 'Spring');
    const asset = await buildUploadedAsset(ctx.app, owner, projectId, 'hero.png');
    const variationId = asset.versions[0].variations[0].id;
    const post = async (content: string) => (await ctx.app.inject({ method: 'POST', url: '/api/v1/comments', headers: owner.headers, payload: { variation_id: variationId, content } })).json().data;
    const best = await post('Tighten the kerning, the kerning is loose in the headline.');
    const other = await post('The kerning of the footer is fine. Leave it as it is, please, and move on.');
    await post('Nothing to see here.');

    const found = await search(owner, 'kern');
    expect(found.comments.map((hit: { comment_id: number }) => hit.comment_id)).toEqual([best.id, other.id]);
    const [hit] = found.comments;
    expect(hit).toMatchObject({ asset_id: asset.id, asset_title: 'hero', project_id: projectId, project_name: 'Spring' });
    const marked = hit.highlights.map((range: { start: number; length: number }) => hit.excerpt.slice(range.start, range.start + range.length));
    expect(marked).toEqual(['kerning', 'kerning']);
    expect((await search(owner, 'kerning headline')).comments.map((h: { comment_id: number }) => h.comment_id)).toEqual([best.id]);

    expect((await search(stranger, 'kerning')).comments).toEqual([]);
    await ctx.app.inject({ method: 'PUT', url: `/api/v1/assets/${asset.id}`, headers: owner.headers, payload: { is_archived: '1' } });
    expect((await search(owner, 'kerning')).comments).toEqual([]);
  });

  it('finds new text at once, and never a deleted comment', async () => {
    const owner = await buildUser(ctx.app);
    const projectId = await buildProject(ctx.app, owner);
    const asset = await buildUploadedAsset(ctx.app, owner, projectId, 'flyer.png');
    const created = (await ctx.app.inject({ method: 'POST', url: '/api/v1/comments', headers: owner.headers, payload: { variation_id: asset.versions[0].variations[0].id, content: 'Use the aubergine swatch' } })).json().data;
    expect((await search(owner, 'aubergine')).comments).toHaveLength(1);
    await ctx.app.inject({ method: 'PUT', url: `/api/v1/comments/${created.id}`, headers: owner.headers, payload: { content: 'Use the tangerine swatch' } });
    expect((await search(owner, 'aubergine')).comments).toEqual([]);
    expect((await search(owner, 'tangerine')).comments).toHaveLength(1);
    await ctx.app.inject({ method: 'DELETE', url: `/api/v1/comments/${created.id}`, headers: owner.headers });
    expect((await search(owner, 'tangerine')).comments).toEqual([]);
    // Query syntax is only ever words: quotes, stars and operators find nothing rather than fail.
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/search?q=${encodeURIComponent('"* OR NEAR(')}`, headers: owner.headers })).statusCode).toBe(200);
  });

  it('finds projects by their description and assets by their file names, names that start with the words first', async () => {
    const owner = await buildUser(ctx.app);
    const projectId = await buildProject(ctx.app, owner, 'Autumn');
    await ctx.app.inject({ method: 'PUT', url: `/api/v1/projects/${projectId}`, headers: owner.headers, payload: { project_name: 'Autumn', description: 'Posters for the harvest festival' } });
    await buildUploadedAsset(ctx.app, owner, projectId, 'festival-banner.png');
    await buildUploadedAsset(ctx.app, owner, projectId, 'the-festival.png');
    const found = await search(owner, 'festival');
    expect(found.projects).toMatchObject([{ id: projectId, excerpt: 'Posters for the harvest festival', highlights: [{ start: 24, length: 8 }] }]);
    expect(found.assets.map((hit: { title: string }) => hit.title)).toEqual(['festival-banner', 'the-festival']);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/search?q=x&limit=51', headers: owner.headers })).statusCode).toBe(422);
  });
});
