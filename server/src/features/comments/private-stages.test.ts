import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { buildMultipart, buildUser, type SignedInUser } from '../../test/factories.ts';
import { guestBrowser } from '../../test/guest-browser.ts';
import { makeImage } from '../../test/images.ts';
import { buildMember, buildProject, buildUploadedAsset } from '../../test/project-factories.ts';

const ctx = useTestApp();

const call = (user: SignedInUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: user.headers, ...(payload && { payload }) });

const guestPerson = { name: 'Casey Client', email: 'casey@client.example' };

let owner: SignedInUser;
/** Reviews in Internal, which is not private: sees everything. */
let lead: SignedInUser;
/** Reviews in Client, private and taking guests: sees Client's comments only. */
let client: SignedInUser;
let assetId: number;
let variationId: number;
let token: string;

beforeEach(async () => {
  owner = await buildUser(ctx.app, { first_name: 'Dana' });
  await call(owner, 'PUT', '/profile/plan', { plan: 'pro' });
  const projectId = await buildProject(ctx.app, owner);
  lead = await buildMember(ctx.app, owner, projectId, 'Member');
  client = await buildMember(ctx.app, owner, projectId, 'Member');
  const asset = await buildUploadedAsset(ctx.app, owner, projectId);
  assetId = asset.id;
  variationId = asset.versions[0].variations[0].id;
  const saved = await call(owner, 'PUT', `/assets/${assetId}/stages`, {
    stages: [
      { name: 'Internal', reviewers: [{ user_id: lead.user.id, required: true }] },
      { name: 'Client', private: true, guests: true, reviewers: [{ user_id: client.user.id, required: true }] },
    ],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const link = await call(owner, 'POST', `/assets/${assetId}/share-links`);
  expect(link.statusCode, link.body).toBe(201);
  token = (link.json().data.link as string).split('/review/')[1]!;
});

const comment = async (by: SignedInUser, content: string, parent_id?: number) => {
  const res = await call(by, 'POST', '/comments', { variation_id: variationId, content, ...(parent_id && { parent_id }) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number };
};
/** Threads (with replies' words after a slash) as `user` lists them. */
const seenBy = async (user: SignedInUser) =>
  ((await call(user, 'GET', `/comments?asset=${assetId}`)).json().data as { content: string; parent_id: string | null; replies: { content: string }[] }[])
    .filter((row) => row.parent_id === null)
    .map((row) => [row.content, ...row.replies.map((reply) => reply.content)].join(' / '));
const stageOf = async (id: number) => (await ctx.app.database.db.selectFrom('comments').select('stage_id').where('id', '=', id).executeTakeFirstOrThrow()).stage_id;
const stageIds = async () => (await call(owner, 'GET', `/assets/${assetId}/stages`)).json().data.map((stage: { id: number }) => stage.id) as number[];
const approveInternal = async () => expect((await call(lead, 'POST', `/assets/${assetId}/decisions`, { decision: 'approved' })).statusCode).toBe(200);

describe("a private stage's comments", () => {
  it('files each comment under its writer’s private stage, and shows the private stage’s reviewers only that stage', async () => {
    const [, clientStage] = await stageIds();
    const internal = await comment(lead, 'Internal: tighten the kerning');
    await approveInternal();
    const fromClient = await comment(client, 'Client: we love it');
    const ownerReply = await comment(owner, 'Thanks!', fromClient.id);
    const ownerNote = await comment(owner, 'Owner note');

    expect(await stageOf(internal.id)).toBeNull();
    expect(await stageOf(fromClient.id)).toBe(clientStage);
    expect(await stageOf(ownerReply.id)).toBe(clientStage);
    expect(await stageOf(ownerNote.id)).toBeNull();

    expect(await seenBy(owner)).toEqual(['Internal: tighten the kerning', 'Client: we love it / Thanks!', 'Owner note']);
    expect(await seenBy(lead)).toEqual(['Internal: tighten the kerning', 'Client: we love it / Thanks!', 'Owner note']);
    expect(await seenBy(client)).toEqual(['Client: we love it / Thanks!']);
  });

  it('never narrows the project’s owner, even as a reviewer of the private stage only; their comments go to it', async () => {
    const [internalStage, clientStage] = await stageIds();
    const stages = [
      { id: internalStage, name: 'Internal', reviewers: [{ user_id: lead.user.id, required: true }] },
      { id: clientStage, name: 'Client', private: true, guests: true, reviewers: [{ user_id: client.user.id, required: true }, { user_id: owner.user.id }] },
    ];
    expect((await call(owner, 'PUT', `/assets/${assetId}/stages`, { stages })).statusCode).toBe(200);
    await comment(lead, 'Internal only');
    const fromOwner = await comment(owner, 'Owner, in Client');
    expect(await stageOf(fromOwner.id)).toBe(clientStage);
    expect(await seenBy(owner)).toEqual(['Internal only', 'Owner, in Client']);
    expect(await seenBy(client)).toEqual(['Owner, in Client']);
  });

  it('answers 404 for a hidden comment, and takes no reply to it', async () => {
    const internal = await comment(lead, 'Internal only');
    for (const [method, url, payload] of [
      ['PUT', `/comments/${internal.id}`, { content: 'x' }],
      ['DELETE', `/comments/${internal.id}`, undefined],
      ['POST', `/comments-resolve/${internal.id}`, undefined],
      ['POST', '/comments-react', { comment_id: internal.id, reaction: '👍' }],
    ] as const) {
      const res = await call(client, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe('Comment not found.');
    }
    const reply = await call(client, 'POST', '/comments', { variation_id: variationId, content: 'Sneaky', parent_id: internal.id });
    expect(reply.statusCode).toBe(422);
    expect(await seenBy(owner)).toEqual(['Internal only']);
  });

  it('shows a review link’s guests only the private stage that takes guests, and files their comments there', async () => {
    const [, clientStage] = await stageIds();
    const internal = await comment(lead, 'Internal only');
    const fromClient = await comment(client, 'Client side');
    const guest = guestBrowser(ctx.app);
    const view = async () => ((await guest.request('GET', `/api/v1/public/reviews/${token}`)).json().data.comments as { content: string }[]).map((row) => row.content);
    expect(await view()).toEqual(['Client side']);

    const posted = await guest.request('POST', `/api/v1/public/reviews/${token}/comments`, { ...guestPerson, variation_id: variationId, content: 'Guest thought' });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(await stageOf(posted.json().data.id)).toBe(clientStage);
    expect(await view()).toEqual(['Client side', 'Guest thought']);
    expect(await seenBy(client)).toEqual(['Client side', 'Guest thought']);

    const hiddenReply = await guest.request('POST', `/api/v1/public/reviews/${token}/comments`, { ...guestPerson, variation_id: variationId, content: 'x', parent_id: internal.id });
    expect(hiddenReply.statusCode).toBe(422);
    const reply = await guest.request('POST', `/api/v1/public/reviews/${token}/comments`, { ...guestPerson, variation_id: variationId, content: 'Agreed', parent_id: fromClient.id });
    expect(reply.statusCode, reply.body).toBe(201);
  });

  it('serves a hidden comment’s attachment to no one who cannot see the comment, members and guests alike', async () => {
    const attach = async (by: SignedInUser, content: string, width: number) => {
      const form = buildMultipart({ variation_id: String(variationId), content }, [{ field: 'attachments[]', filename: 'shot.png', content: await makeImage('png', width, 30), type: 'image/png' }]);
      const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/comments', headers: { ...by.headers, ...form.headers }, payload: form.payload });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.attachment[0] as string;
    };
    const internal = await attach(lead, 'Internal only', 30);
    const clientSide = await attach(client, 'Client side', 31);
    const guest = guestBrowser(ctx.app);
    expect((await guest.request('GET', `/api/v1/public/reviews/${token}`)).statusCode).toBe(200);
    const status = async (key: string, by: SignedInUser | 'guest') =>
      by === 'guest' ? (await guest.request('GET', `/${key}?review=${token}`)).statusCode : (await ctx.app.inject({ method: 'GET', url: `/${key}`, headers: by.headers })).statusCode;

    // A link that does not open the file leaves the request to sign-in, as for any file it does not show (401).
    expect([await status(internal, owner), await status(internal, lead), await status(internal, client), await status(internal, 'guest')]).toEqual([200, 200, 404, 401]);
    expect([await status(clientSide, owner), await status(clientSide, lead), await status(clientSide, client), await status(clientSide, 'guest')]).toEqual([200, 200, 200, 200]);
  });

  it('finds nothing hidden in search, the feedback brief or the CSV', async () => {
    await comment(lead, 'Internal zebra remark');
    await comment(client, 'Client zebra remark');
    const found = async (user: SignedInUser) =>
      ((await call(user, 'GET', '/search?q=zebra')).json().data.comments as { excerpt: string }[]).map((hit) => hit.excerpt);
    expect(await found(owner)).toHaveLength(2);
    expect(await found(client)).toHaveLength(1);
    expect((await found(client))[0]).toContain('Client');

    const brief = async (user: SignedInUser) => ((await call(user, 'GET', `/assets/${assetId}/feedback`)).json().data as { items: { text: string; number: number }[] }).items;
    expect((await brief(owner)).map((item) => item.text)).toEqual(['Internal zebra remark', 'Client zebra remark']);
    expect(await brief(client)).toEqual([expect.objectContaining({ text: 'Client zebra remark', number: 1 })]);

    const csv = (await call(client, 'GET', `/assets/${assetId}/comments.csv`)).body;
    expect(csv).toContain('Client zebra remark');
    expect(csv).not.toContain('Internal zebra remark');
  });

  it('tells no one of a comment they cannot see', async () => {
    const bell = async (user: SignedInUser) => ((await call(user, 'GET', '/notifications')).json().data as { data: { message: string } }[]).map((n) => n.data.message);
    await comment(lead, 'Internal heads-up');
    await comment(client, 'Client heads-up');
    expect((await bell(client)).join('\n')).not.toContain('Internal heads-up');
    expect((await bell(lead)).join('\n')).toContain('Client heads-up');
    expect((await bell(owner)).join('\n')).toContain('Internal heads-up');
  });
});
