import { afterEach, describe, expect, it } from 'vitest';
import { GUEST_DECISIONS_OFF, GUEST_NOT_AUTHOR, REVIEW_LINK_INACTIVE } from '@review/contract/sharing';
import { useTestApp } from '../../test/build-test-app.ts';
import { openEventStream, type TestEventStream } from '../../test/event-stream.ts';
import { buildMultipart, buildUser, type SignedInUser } from '../../test/factories.ts';
import { guestBrowser } from '../../test/guest-browser.ts';
import { makeImage } from '../../test/images.ts';
import { buildMember, buildProject, buildUploadedAsset } from '../../test/project-factories.ts';

const ctx = useTestApp({}, { listen: true });
const streams: TestEventStream[] = [];

afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});

const call = (person: SignedInUser | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: person?.headers ?? {}, ...(payload && { payload }) });

const tokenOf = (link: { link: string }) => link.link.split('/review/')[1]!;
const casey = { name: 'Casey Client', email: 'casey@client.example' };
const dana = { name: 'Dana Client', email: 'dana@client.example' };

/** A project with two assets, a plain member, and a project link with the given settings. */
async function buildProjectLink(settings: object = {}) {
  const owner = await buildUser(ctx.app, { first_name: 'Olive' });
  const projectId = await buildProject(ctx.app, owner, 'Spring campaign');
  const member = await buildMember(ctx.app, owner, projectId, 'Member');
  const first = await buildUploadedAsset(ctx.app, owner, projectId, 'poster.png');
  const second = await buildUploadedAsset(ctx.app, owner, projectId, 'banner.png');
  const created = await call(owner, 'POST', `/projects/${projectId}/share-links`, settings);
  expect(created.statusCode, created.body).toBe(201);
  const link = created.json().data;
  return { owner, member, projectId, first, second, link, token: tokenOf(link), review: `/api/v1/public/reviews/${tokenOf(link)}` };
}

const variationOf = (asset: { versions: { variations: { id: number }[] }[] }) => asset.versions[0]!.variations[0]!.id;

describe('project review links', () => {
  it('are made, listed, changed and revoked by the project managers only', async () => {
    const { owner, member, projectId, link } = await buildProjectLink({ allow_decisions: true });
    expect(link).toMatchObject({ scope: 'project', allow_decisions: true, allow_annotations: false, has_password: false });
    expect((await call(owner, 'GET', `/projects/${projectId}/share-links`)).json().data).toEqual([link]);

    const refused = await call(member, 'POST', `/projects/${projectId}/share-links`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only the project owner or an admin can do this.');
    expect((await call(member, 'GET', `/projects/${projectId}/share-links`)).statusCode).toBe(403);
    expect((await call(member, 'PUT', `/share-links/${link.id}`, { allow_download: true })).statusCode).toBe(404);
    expect((await call(await buildUser(ctx.app), 'POST', `/projects/${projectId}/share-links`)).statusCode).toBe(404);

    expect((await call(owner, 'PUT', `/share-links/${link.id}`, { allow_decisions: false })).json().data.allow_decisions).toBe(false);
    expect((await call(owner, 'DELETE', `/share-links/${link.id}`)).statusCode).toBe(200);
    expect((await call(owner, 'GET', `/projects/${projectId}/share-links`)).json().data).toEqual([]);
  });

  it("shows every asset of the project that is not archived, new ones as they come, never another project's", async () => {
    const { owner, projectId, first, second, review } = await buildProjectLink();
    const browser = guestBrowser(ctx.app);

    const grid = await browser.request('GET', review);
    expect(grid.statusCode, grid.body).toBe(200);
    expect(grid.json().data).toMatchObject({ scope: 'project', project_name: 'Spring campaign', asset: null, review: null, versions: [], comments: [] });
    expect(grid.json().data.assets.map((card: { id: number }) => card.id)).toEqual([first.id, second.id]);
    expect(grid.json().data.assets[0]).toMatchObject({ title: first.title, status: first.status, version: 1, outcome: 'pending', thumbnail: expect.stringMatching(/^files\//) });

    const opened = (await browser.request('GET', `${review}?asset=${second.id}`)).json().data;
    expect(opened.asset).toMatchObject({ id: second.id });
    expect(opened.versions[0].variations[0].id).toBe(variationOf(second));
    const thumbnail = (await ctx.app.inject({ method: 'GET', url: `/${opened.versions[0].variations[0].thumbnail}?review=${review.split('/').pop()}` })).statusCode;
    expect(thumbnail).toBe(200);

    const third = await buildUploadedAsset(ctx.app, owner, projectId, 'flyer.png');
    expect((await browser.request('GET', review)).json().data.assets.map((card: { id: number }) => card.id)).toEqual([first.id, second.id, third.id]);

    expect((await call(owner, 'PUT', `/assets/${first.id}`, { is_archived: '1' })).statusCode).toBe(200);
    expect((await browser.request('GET', review)).json().data.assets.map((card: { id: number }) => card.id)).toEqual([second.id, third.id]);
    expect((await browser.request('GET', `${review}?asset=${first.id}`)).statusCode).toBe(404);
    expect((await browser.request('POST', `${review}/comments`, { variation_id: variationOf(first), content: 'Archived?', ...casey })).statusCode).toBe(422);

    const elsewhereProject = await buildProject(ctx.app, owner, 'Secret project');
    // A picture of its own: files are stored by content, and the same pixels would be the same file.
    const elsewhere = await buildUploadedAsset(ctx.app, owner, elsewhereProject, 'secret.png', await makeImage('png', 640, 480));
    expect((await browser.request('GET', `${review}?asset=${elsewhere.id}`)).statusCode).toBe(404);
    expect((await browser.request('POST', `${review}/comments`, { variation_id: variationOf(elsewhere), content: 'Peek', ...casey })).statusCode).toBe(422);
    const secretThumbnail = elsewhere.versions[0].variations[0].thumbnail as string;
    expect((await ctx.app.inject({ method: 'GET', url: `/${secretThumbnail.replace(/^\//, '')}?review=${review.split('/').pop()}` })).statusCode).toBe(401);

    const comment = await browser.request('POST', `${review}/comments`, { variation_id: variationOf(third), content: 'Love the flyer', ...casey });
    expect(comment.statusCode, comment.body).toBe(201);
    expect((await call(owner, 'GET', `/comments?asset=${third.id}`)).json().data[0]).toMatchObject({ content: 'Love the flyer', guest: { name: casey.name } });
  });

  it('keeps an asset link to its own asset', async () => {
    const { owner, projectId, first, second } = await buildProjectLink();
    const link = (await call(owner, 'POST', `/assets/${first.id}/share-links`)).json().data;
    expect(link.scope).toBe('asset');
    const review = `/api/v1/public/reviews/${tokenOf(link)}`;
    const shown = (await ctx.app.inject({ method: 'GET', url: review })).json().data;
    expect(shown).toMatchObject({ scope: 'asset', asset: { id: first.id } });
    expect(shown.assets.map((card: { id: number }) => card.id)).toEqual([first.id]);
    expect((await ctx.app.inject({ method: 'GET', url: `${review}?asset=${second.id}` })).statusCode).toBe(404);
    expect(projectId).toBeGreaterThan(0);
  });
});

describe('guest decisions', () => {
  it('are refused unless the link allows them', async () => {
    const { first, review } = await buildProjectLink();
    const refused = await guestBrowser(ctx.app).request('POST', `${review}/decisions`, { decision: 'approved', asset_id: first.id, ...casey });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(GUEST_DECISIONS_OFF);
  });

  it("count in the rule as a reviewer who is not required, and show with the guest's name", async () => {
    const { owner, member, first, second, review } = await buildProjectLink({ allow_decisions: true });
    const browser = guestBrowser(ctx.app);

    const noAsset = await browser.request('POST', `${review}/decisions`, { decision: 'approved', ...casey });
    expect(noAsset.statusCode).toBe(422);

    // Nobody reviews the first asset: the guest's approval is the whole review.
    const approved = await browser.request('POST', `${review}/decisions`, { decision: 'approved', note: 'Ship it', asset_id: first.id, ...casey });
    expect(approved.statusCode, approved.body).toBe(201);
    expect(approved.json().data).toMatchObject({ outcome: 'approved', decisions: [{ name: casey.name, guest: true, decision: 'approved', note: 'Ship it' }] });
    expect((await call(owner, 'GET', `/assets/${first.id}`)).json().data.status).toBe('Approved');
    expect((await call(owner, 'GET', `/assets/${first.id}/review`)).json().data).toMatchObject({
      outcome: 'approved',
      guest_decisions: [{ name: casey.name, decision: 'approved', note: 'Ship it' }],
    });
    const history = (await call(owner, 'GET', `/assets/${first.id}/decisions`)).json().data;
    expect(history[0]).toMatchObject({ user_id: null, first_name: casey.name, last_name: '', guest: true, decision: 'approved' });
    const notices = (await call(owner, 'GET', '/notifications')).json().data;
    const approval = notices.find((notice: { data: { message: string } }) => notice.data.message.includes(`${casey.name} (guest) approved version 1`));
    // Shown with the guest's own initials, as their comments are: the guest, not "someone".
    expect(approval.data).toMatchObject({ user: null, guest: { name: casey.name } });

    // With a member as the only (not required) reviewer, under "all" both must approve.
    expect((await call(owner, 'PUT', `/assets/${second.id}/review`, { reviewers: [{ user_id: member.user.id, required: false }], rule: 'all' })).statusCode).toBe(200);
    await browser.request('POST', `${review}/decisions`, { decision: 'approved', asset_id: second.id, ...casey });
    expect((await call(owner, 'GET', `/assets/${second.id}/review`)).json().data.outcome).toBe('pending');
    await call(member, 'POST', `/assets/${second.id}/decisions`, { decision: 'approved' });
    expect((await call(owner, 'GET', `/assets/${second.id}/review`)).json().data.outcome).toBe('approved');

    // A guest asking for changes counts too, once per guest: a guest changing their mind replaces their decision.
    const asked = await guestBrowser(ctx.app, '198.51.100.9').request('POST', `${review}/decisions`, { decision: 'changes_requested', asset_id: second.id, ...dana });
    expect(asked.json().data.outcome).toBe('changes_requested');
    const changedMind = await guestBrowser(ctx.app, '198.51.100.9').request('POST', `${review}/decisions`, { decision: 'approved', asset_id: second.id, ...dana, email: dana.email.toUpperCase() });
    expect(changedMind.json().data.outcome).toBe('approved');
    expect(changedMind.json().data.decisions.filter((decision: { guest: boolean }) => decision.guest)).toHaveLength(2);
  });

  it('do not overrule required approvers, and are only about the newest version', async () => {
    const { owner, member, first, review } = await buildProjectLink({ allow_decisions: true });
    await call(owner, 'PUT', `/assets/${first.id}/review`, { reviewers: [{ user_id: member.user.id, required: true }] });
    const browser = guestBrowser(ctx.app);
    const oldVersion = first.versions[0].id as number;
    const approved = await browser.request('POST', `${review}/decisions`, { decision: 'approved', asset_id: first.id, version_id: oldVersion, ...casey });
    expect(approved.json().data.outcome).toBe('pending');

    const form = buildMultipart({ asset_id: String(first.id) }, [{ field: 'design_file', filename: 'poster-v2.png', content: await makeImage('png', 1200, 800) }]);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/versions', headers: { ...owner.headers, ...form.headers }, payload: form.payload })).statusCode).toBe(201);
    const stale = await browser.request('POST', `${review}/decisions`, { decision: 'approved', asset_id: first.id, version_id: oldVersion, ...casey });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/newest version: version 2/);
  });
});

describe('guest identity', () => {
  it('lets a browser edit and delete the comments it wrote, and never anyone else\'s', async () => {
    const { owner, first, review } = await buildProjectLink();
    const mine = guestBrowser(ctx.app);
    const other = guestBrowser(ctx.app, '198.51.100.4');

    const written = await mine.request('POST', `${review}/comments`, { variation_id: variationOf(first), content: 'Make it pop', ...casey });
    expect(written.statusCode).toBe(201);
    const guestCookie = written.cookies.find((cookie) => cookie.name.startsWith('review_guest_'));
    expect(guestCookie).toMatchObject({ httpOnly: true, path: review });
    const id = written.json().data.id as number;
    const theirs = (await other.request('POST', `${review}/comments`, { variation_id: variationOf(first), content: 'Keep it calm', ...dana })).json().data.id as number;

    const shown = (await mine.request('GET', `${review}?asset=${first.id}`)).json().data;
    expect(shown.own_comment_ids).toEqual([id]);
    expect((await other.request('GET', `${review}?asset=${first.id}`)).json().data.own_comment_ids).toEqual([theirs]);

    const edited = await mine.request('PUT', `${review}/comments/${id}`, { content: 'Make it pop more' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.content).toBe('Make it pop more');

    for (const [browser, target] of [[other, id], [mine, theirs]] as const) {
      const refused = await browser.request('PUT', `${review}/comments/${target}`, { content: 'Hijacked' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(GUEST_NOT_AUTHOR);
      expect((await browser.request('DELETE', `${review}/comments/${target}`)).statusCode).toBe(403);
    }
    // A cookie made up by hand is not the server's.
    const forger = guestBrowser(ctx.app, '198.51.100.5');
    forger.jar.set(guestCookie!.name, `${guestCookie!.value.split('.')[0]}.${'A'.repeat(43)}`);
    expect((await forger.request('PUT', `${review}/comments/${id}`, { content: 'Forged' })).statusCode).toBe(403);
    // Nor does a member's comment belong to any guest.
    const members = (await call(owner, 'POST', '/comments', { variation_id: variationOf(first), content: 'From the team' })).json().data.id;
    expect((await mine.request('DELETE', `${review}/comments/${members}`)).statusCode).toBe(403);
    expect((await mine.request('PUT', `${review}/comments/${id}`, { content: '   ' })).statusCode).toBe(422);

    expect((await mine.request('DELETE', `${review}/comments/${id}`)).json()).toEqual({ message: 'Comment deleted.' });
    const left = (await call(owner, 'GET', `/comments?asset=${first.id}`)).json().data.map((comment: { content: string }) => comment.content);
    expect(left).toEqual(expect.arrayContaining(['Keep it calm', 'From the team']));
    expect(left).not.toContain('Make it pop more');
  });
});

describe("a guest's live stream", () => {
  it('tells the guest when what the link shows changed, and ends when the link is revoked', async () => {
    const { owner, link, first, review } = await buildProjectLink();
    const stream = await openEventStream(ctx.baseUrl, {}, `${review}/events`);
    streams.push(stream);
    expect(stream.status).toBe(200);
    await stream.next((event) => event.event === 'ready');

    await call(owner, 'POST', '/comments', { variation_id: variationOf(first), content: 'A change the guest should see' });
    const heard = await stream.next((event) => event.event === 'review');
    expect(JSON.parse(heard.data)).toEqual({});

    // Ended at once by the revision the revoke raises, not at the next check of ended sessions.
    await call(owner, 'DELETE', `/share-links/${link.id}`);
    await stream.ended;
    const closed = await ctx.app.inject({ method: 'GET', url: `${review}/events` });
    expect(closed.statusCode).toBe(404);
    expect(closed.json().message).toBe(REVIEW_LINK_INACTIVE);
  });

  it('asks for the password of a protected link before it opens', async () => {
    const { review } = await buildProjectLink({ password: 'open sesame' });
    const refused = await ctx.app.inject({ method: 'GET', url: `${review}/events` });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('password_required');
  });
});
