import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { buildMultipart, buildUser, type SignedInUser } from '../../test/factories.ts';
import { makeImage } from '../../test/images.ts';
import { buildMember, buildProject, buildUploadedAsset } from '../../test/project-factories.ts';

const ctx = useTestApp();

/** An owner, a member and an outsider around one uploaded asset. */
async function buildScene() {
  const owner = await buildUser(ctx.app, { first_name: 'Olive' });
  const projectId = await buildProject(ctx.app, owner);
  const member = await buildMember(ctx.app, owner, projectId, 'Member');
  const outsider = await buildUser(ctx.app);
  const asset = await buildUploadedAsset(ctx.app, owner, projectId);
  return { owner, member, outsider, projectId, asset, variationId: asset.versions[0].variations[0].id as number };
}

const call = (user: SignedInUser | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: user?.headers ?? {}, ...(payload && { payload }) });

const countRows = async (table: 'comments' | 'comment_attachments' | 'comment_reactions' | 'history') =>
  Number((await ctx.app.database.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('comments', () => {
  it('answers 401 without a session', async () => {
    expect((await call(null, 'GET', '/comments?asset=1')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/comments', { variation_id: 1, content: 'x' })).statusCode).toBe(401);
    expect((await call(null, 'POST', '/annotation-comments', {})).statusCode).toBe(401);
  });

  it('posts a comment and a reply, lists them with the spec fields, and counts open comments on the board', async () => {
    const { owner, member, asset, variationId } = await buildScene();
    const top = await call(member, 'POST', '/comments', { variation_id: variationId, content: '  Make the logo bigger  ' });
    expect(top.statusCode).toBe(201);
    const comment = top.json().data;
    expect(comment).toMatchObject({ content: 'Make the logo bigger', parent_id: null, is_resolved: false, variation: { id: variationId, label: '1A' }, version: { version: 1 }, attachment: [], reactions: [], annotation: null });
    expect(comment.user.email).toBe(member.user.email);

    const reply = await call(owner, 'POST', '/comments', { variation_id: variationId, content: 'Done', parent_id: String(comment.id) });
    expect(reply.json().data.parent_id).toBe(String(comment.id));

    const list = (await call(owner, 'GET', `/comments?asset=${asset.id}`)).json().data;
    expect(list).toHaveLength(2);
    expect(list[0].replies.map((r: { content: string }) => r.content)).toEqual(['Done']);
    expect((await call(owner, 'GET', `/assets/${asset.id}`)).json().data.commentNumber).toBe(1);
  });

  it('refuses empty replies and comments, unknown variations and parents, with 4xx JSON and nothing written', async () => {
    const { owner, variationId, outsider } = await buildScene();
    const top = (await call(owner, 'POST', '/comments', { variation_id: variationId, content: 'Thread' })).json().data;
    const before = await countRows('comments');
    const emptyReply = await call(owner, 'POST', '/comments', { variation_id: variationId, content: '   ', parent_id: top.id });
    expect(emptyReply.statusCode).toBe(422);
    expect(emptyReply.json().message).toBe('A reply cannot be empty.');
    expect((await call(owner, 'POST', '/comments', { variation_id: variationId, content: '' })).statusCode).toBe(422);
    expect((await call(owner, 'POST', '/comments', { variation_id: 999999, content: 'x' })).statusCode).toBe(404);
    expect((await call(owner, 'POST', '/comments', { variation_id: variationId, content: 'x', parent_id: 999999 })).statusCode).toBe(422);
    expect((await call(outsider, 'POST', '/comments', { variation_id: variationId, content: 'x' })).statusCode).toBe(404);
    expect(await countRows('comments')).toBe(before);
  });

  it('attaches images to a reply through multipart, serves them to members only, and removes one', async () => {
    const { owner, member, outsider, variationId } = await buildScene();
    const top = (await call(owner, 'POST', '/comments', { variation_id: variationId, content: 'Thread' })).json().data;
    const form = buildMultipart({ variation_id: String(variationId), content: 'See these', parent_id: String(top.id) }, [
      { field: 'attachments[]', filename: 'a.png', content: await makeImage('png', 30, 30), type: 'image/png' },
      { field: 'attachments[]', filename: 'b.jpg', content: await makeImage('jpeg', 31, 30), type: 'image/jpeg' },
    ]);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/comments', headers: { ...member.headers, ...form.headers }, payload: form.payload });
    expect(res.statusCode).toBe(201);
    const [first, second] = res.json().data.attachment;
    expect(first).toMatch(/^files\/attachments\/[a-f0-9]{64}\.png$/);
    expect((await ctx.app.inject({ method: 'GET', url: `/${first}`, headers: owner.headers })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `/${first}`, headers: outsider.headers })).statusCode).toBe(404);

    const removed = await call(member, 'PUT', `/comments/${res.json().data.id}`, { remove_attachment: first });
    expect(removed.json().data.attachment).toEqual([second]);
    expect(fs.existsSync(path.join(ctx.dataDir, 'blobs', first.replace('files/', '')))).toBe(false);
  });

  it('refuses a non-image attachment by content and writes nothing', async () => {
    const { member, variationId } = await buildScene();
    const before = { comments: await countRows('comments'), attachments: await countRows('comment_attachments') };
    const form = buildMultipart({ variation_id: String(variationId), content: 'Doc' }, [{ field: 'attachments[]', filename: 'x.png', content: Buffer.from('<html>not an image</html>'), type: 'image/png' }]);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/comments', headers: { ...member.headers, ...form.headers }, payload: form.payload });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/must be images/);
    expect({ comments: await countRows('comments'), attachments: await countRows('comment_attachments') }).toEqual(before);
  });

  it('lets only the author edit; the author, owner and admin delete', async () => {
    const { owner, member, variationId, projectId } = await buildScene();
    const mine = (await call(member, 'POST', '/comments', { variation_id: variationId, content: 'Original' })).json().data;
    expect((await call(owner, 'PUT', `/comments/${mine.id}`, { content: 'Hijack' })).statusCode).toBe(403);
    expect((await call(member, 'PUT', `/comments/${mine.id}`, { content: '   ' })).statusCode).toBe(422);
    const edited = await call(member, 'PUT', `/comments/${mine.id}`, { content: 'Edited' });
    expect(edited.json().data.content).toBe('Edited');

    const other = await buildMember(ctx.app, owner, projectId, 'Member');
    expect((await call(other, 'DELETE', `/comments/${mine.id}`)).statusCode).toBe(403);
    expect((await call(owner, 'DELETE', `/comments/${mine.id}`)).statusCode).toBe(200);
    expect((await call(owner, 'DELETE', `/comments/${mine.id}`)).statusCode).toBe(404);
  });

  it('resolves and reopens a thread through GET and POST, noting who, when and in which version', async () => {
    const { owner, member, asset, variationId } = await buildScene();
    const top = (await call(member, 'POST', '/comments', { variation_id: variationId, content: 'Fix the margin' })).json().data;
    const resolved = await call(owner, 'GET', `/comments-resolve/${top.id}`);
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().data).toMatchObject({ is_resolved: true, resolved_version: 1, resolved_by: { email: owner.user.email } });
    expect((await call(owner, 'GET', `/assets/${asset.id}`)).json().data.commentNumber).toBe(0);
    const reopened = await call(member, 'POST', `/comments-resolve/${top.id}`);
    expect(reopened.json().data).toMatchObject({ is_resolved: false, resolved_by: null, resolved_at: null });
  });

  it('toggles one reaction per emoji per person, and removes a reaction only for its giver', async () => {
    const { owner, member, variationId } = await buildScene();
    const top = (await call(owner, 'POST', '/comments', { variation_id: variationId, content: 'Love it' })).json().data;
    const first = await call(member, 'POST', '/comments-react', { reaction: '😍', comment_id: top.id });
    expect(first.json().data.reactions).toMatchObject([{ reaction: '😍', user_id: member.user.id }]);
    await call(owner, 'POST', '/comments-react', { reaction: '😍', comment_id: top.id });
    const again = await call(member, 'POST', '/comments-react', { reaction: '😍', comment_id: top.id });
    expect(again.json()).toMatchObject({ message: 'Reaction removed.' });
    expect(again.json().data.reactions).toHaveLength(1);
    const ownersId = again.json().data.reactions[0].id;
    expect((await call(member, 'DELETE', `/remove-comment-reaction/${ownersId}`)).statusCode).toBe(403);
    expect((await call(owner, 'DELETE', `/remove-comment-reaction/${ownersId}`)).statusCode).toBe(200);
  });

  it('goes with its project: deleting the project leaves no comment, reply, reaction, attachment, history row or attachment file', async () => {
    const { owner, member, projectId, asset, variationId } = await buildScene();
    const top = (await call(member, 'POST', '/comments', { variation_id: variationId, content: 'Thread' })).json().data;
    const form = buildMultipart({ variation_id: String(variationId), content: 'Reference', parent_id: String(top.id) }, [
      { field: 'attachments[]', filename: 'ref.png', content: await makeImage('png', 29, 31), type: 'image/png' },
    ]);
    const reply = (await ctx.app.inject({ method: 'POST', url: '/api/v1/comments', headers: { ...owner.headers, ...form.headers }, payload: form.payload })).json().data;
    await call(owner, 'POST', '/comments-react', { reaction: '👍', comment_id: top.id });
    const attachmentFile = path.join(ctx.dataDir, 'blobs', (reply.attachment[0] as string).replace('files/', ''));
    expect(fs.existsSync(attachmentFile)).toBe(true);
    expect((await call(member, 'GET', '/notifications')).json().data).toHaveLength(1);

    expect((await call(owner, 'DELETE', `/projects/${projectId}`)).statusCode).toBe(200);

    const { db } = ctx.app.database;
    const commentIds = [top.id as number, reply.id as number];
    expect(await db.selectFrom('comments').select('id').where('asset_id', '=', asset.id).execute()).toEqual([]);
    expect(await db.selectFrom('comment_attachments').select('comment_id').where('comment_id', 'in', commentIds).execute()).toEqual([]);
    expect(await db.selectFrom('comment_reactions').select('comment_id').where('comment_id', 'in', commentIds).execute()).toEqual([]);
    expect(await db.selectFrom('history').select('asset_id').where('asset_id', '=', asset.id).execute()).toEqual([]);
    expect(await db.selectFrom('notifications').select('id').where('comment_id', 'in', commentIds).execute()).toEqual([]);
    expect((await call(member, 'GET', '/notifications')).json().data).toEqual([]);
    expect(fs.existsSync(attachmentFile)).toBe(false);
    expect((await call(owner, 'GET', `/comments?asset=${asset.id}`)).statusCode).toBe(404);
  });

  it('notifies mentioned members and the author replied to', async () => {
    const { owner, member, outsider, variationId } = await buildScene();
    const top = (await call(member, 'POST', '/comments', { variation_id: variationId, content: '@Olive what do you think?', mentions: [owner.user.id, outsider.user.id] })).json().data;
    expect(top.mentions).toEqual([owner.user.id]);
    await call(owner, 'POST', '/comments', { variation_id: variationId, content: 'Looks good', parent_id: top.id });
    const ownerNotes = (await call(owner, 'GET', '/notifications')).json();
    expect(ownerNotes.data[0].data.message).toMatch(/mentioned you/);
    // The link opens the comment itself, on its version and variation.
    expect(ownerNotes.data[0].data).toMatchObject({ link: expect.stringMatching(new RegExp(`^/asset/${top.asset_id}\\?version=\\d+&variation=${variationId}&comment=${top.id}$`)), file: expect.stringMatching(/^files\/thumbs\//) });
    expect((await call(member, 'GET', '/notifications')).json().data[0].data.message).toMatch(/replied to your comment/);
    expect((await call(outsider, 'GET', '/notifications')).json()).toEqual({ data: [], unread: 0, next_cursor: null });
  });

  it('takes a notification back with the comment it told about', async () => {
    const { owner, member, variationId } = await buildScene();
    const top = (await call(member, 'POST', '/comments', { variation_id: variationId, content: 'Thread' })).json().data;
    const reply = (await call(owner, 'POST', '/comments', { variation_id: variationId, content: 'A reply I regret', parent_id: top.id })).json().data;
    const messages = async () => (await call(member, 'GET', '/notifications')).json().data.map((n: { data: { message: string } }) => n.data.message);
    expect(await messages()).toEqual([expect.stringContaining('A reply I regret')]);

    expect((await call(owner, 'DELETE', `/comments/${reply.id}`)).statusCode).toBe(200);
    expect(await messages()).toEqual([]);
  });
});

describe('annotation comments', () => {
  it('stores the stroke in image pixels from JSON text, with an optional empty comment', async () => {
    const { member, asset, variationId } = await buildScene();
    const res = await call(member, 'POST', '/annotation-comments', {
      variation_id: variationId,
      starting_point: JSON.stringify([{ x: 100, y: 120 }]),
      path: JSON.stringify([{ x: 100, y: 120 }, { x: 140.5, y: 160 }, { x: 200, y: 180 }]),
      content: '',
      color: 'red',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.annotation).toEqual({ shape: 'pen', color: 'red', starting_point: { x: 100, y: 120 }, path: [{ x: 100, y: 120 }, { x: 140.5, y: 160 }, { x: 200, y: 180 }] });
    const listed = (await call(member, 'GET', `/comments?asset=${asset.id}`)).json().data;
    expect(listed[0].annotation.starting_point).toEqual({ x: 100, y: 120 });
  });

  it('notes a mark drawn without words in the history as a guest\'s is: no empty quotes', async () => {
    const { member, asset, variationId } = await buildScene();
    const drawn = await call(member, 'POST', '/annotation-comments', { variation_id: variationId, starting_point: JSON.stringify([{ x: 5, y: 5 }]), path: JSON.stringify([{ x: 5, y: 5 }, { x: 30, y: 30 }]), content: '  ', color: 'red' });
    expect(drawn.statusCode).toBe(201);
    const [line] = (await call(member, 'GET', `/history?asset=${asset.id}`)).json().data;
    expect(line.message.text).toBe(`annotated ${asset.title}`);
  });

  it('tells a member mentioned in a drawn comment that they were mentioned, not only that it was made', async () => {
    const { owner, member, variationId } = await buildScene();
    const res = await call(member, 'POST', '/annotation-comments', {
      variation_id: variationId,
      starting_point: JSON.stringify([{ x: 10, y: 10 }]),
      path: JSON.stringify([{ x: 10, y: 10 }, { x: 60, y: 40 }]),
      content: '@Olive should this be larger?',
      color: 'blue',
      shape: 'rect',
      mentions: [owner.user.id],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.mentions).toEqual([owner.user.id]);
    // The owner made the asset, so would hear 'commented on' without the mention: told once, as the mention.
    const notes = (await call(owner, 'GET', '/notifications')).json().data as { kind: string; data: { message: string } }[];
    const aboutComments = notes.filter((note) => ['mention', 'comment'].includes(note.kind));
    expect(aboutComments).toEqual([expect.objectContaining({ kind: 'mention', data: expect.objectContaining({ message: expect.stringMatching(/ mentioned you on .*should this be larger\?/) }) })]);
  });

  it.each([
    ['malformed path JSON', { path: '[{x:1' }],
    ['a path of non-numbers', { path: JSON.stringify([{ x: 'a', y: 2 }]) }],
    ['an empty path', { path: '[]' }],
    ['a point off the image', { path: JSON.stringify([{ x: 5000, y: 10 }]) }],
    ['an unknown colour', { color: 'purple' }],
    ['a missing variation', { variation_id: 999999 }],
  ])('refuses %s with 4xx JSON and writes nothing', async (_name, override) => {
    const { member, variationId } = await buildScene();
    const before = { comments: await countRows('comments'), history: await countRows('history') };
    const res = await call(member, 'POST', '/annotation-comments', {
      variation_id: variationId,
      starting_point: JSON.stringify([{ x: 10, y: 10 }]),
      path: JSON.stringify([{ x: 10, y: 10 }, { x: 20, y: 20 }]),
      content: 'Here',
      color: 'blue',
      ...override,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().message).toBeTruthy();
    expect({ comments: await countRows('comments'), history: await countRows('history') }).toEqual(before);
  });
});

describe('GET /history', () => {
  it('lists every action once, newest first, paged; outsiders get 404', async () => {
    const { owner, member, outsider, asset, variationId } = await buildScene();
    const top = (await call(member, 'POST', '/comments', { variation_id: variationId, content: 'First' })).json().data;
    await call(owner, 'POST', '/comments', { variation_id: variationId, content: 'Answer', parent_id: top.id });
    await call(owner, 'POST', '/comments-react', { reaction: '👍', comment_id: top.id });
    await call(owner, 'GET', `/comments-resolve/${top.id}`);
    await call(owner, 'PUT', `/assets/${asset.id}`, { status: 'Approved' });
    const res = await call(member, 'GET', `/history?asset=${asset.id}&per_page=3`);
    expect(res.json().meta).toEqual({ page: 1, per_page: 3, total: 6 });
    expect(res.json().data.map((e: { action: string }) => e.action)).toEqual(['status_changed', 'resolved', 'reacted']);
    const page2 = (await call(member, 'GET', `/history?asset=${asset.id}&per_page=3&page=2`)).json().data;
    expect(page2.map((e: { action: string }) => e.action)).toEqual(['replied', 'commented', 'uploaded_version']);
    expect(page2[0].message).toMatchObject({ reply: 'Answer', replied_to: 'First' });
    expect((await call(outsider, 'GET', `/history?asset=${asset.id}`)).statusCode).toBe(404);
  });
});
