import { describe, expect, it } from 'vitest';
import { GUEST_EMAIL_INVALID, GUEST_NAME_REQUIRED, REVIEW_LINK_INACTIVE } from '@review/contract/sharing';
import { NAME_CONTROL_CHARACTERS } from '@review/contract/text';
import { useTestApp } from '../../test/build-test-app.ts';
import { buildUser, type SignedInUser } from '../../test/factories.ts';
import { buildMember, buildProject, buildUploadedAsset } from '../../test/project-factories.ts';

const ctx = useTestApp();

const call = (person: SignedInUser | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: person?.headers ?? {}, ...(payload && { payload }) });

/** An owner, a plain member, an outsider, an asset, and a review link the member made. */
async function buildShared() {
  const owner = await buildUser(ctx.app, { first_name: 'Olive' });
  const projectId = await buildProject(ctx.app, owner, 'Spring campaign');
  const member = await buildMember(ctx.app, owner, projectId, 'Member');
  const outsider = await buildUser(ctx.app);
  const asset = await buildUploadedAsset(ctx.app, owner, projectId, 'poster.png');
  const created = await call(member, 'POST', `/assets/${asset.id}/share-links`);
  expect(created.statusCode).toBe(201);
  const link = created.json().data;
  const token = (link.link as string).split('/review/')[1]!;
  return { owner, member, outsider, asset, link, token, variationId: asset.versions[0].variations[0].id as number };
}

const guest = { name: 'Casey Client', email: 'casey@client.example' };

describe('review links for members', () => {
  it('lets any member create, list and revoke links; outsiders get 404', async () => {
    const { owner, member, outsider, asset, link } = await buildShared();
    expect(link).toMatchObject({ id: expect.any(Number), link: expect.stringMatching(/^http:\/\/localhost:\d+\/review\/[\w-]{20,}$/), created_by: { first_name: member.user.first_name } });
    expect((await call(owner, 'GET', `/assets/${asset.id}/share-links`)).json().data).toEqual([link]);

    expect((await call(outsider, 'GET', `/assets/${asset.id}/share-links`)).statusCode).toBe(404);
    expect((await call(outsider, 'POST', `/assets/${asset.id}/share-links`)).statusCode).toBe(404);
    expect((await call(outsider, 'DELETE', `/share-links/${link.id}`)).statusCode).toBe(404);
    expect((await call(null, 'POST', `/assets/${asset.id}/share-links`)).statusCode).toBe(401);

    expect((await call(owner, 'DELETE', `/share-links/${link.id}`)).json()).toEqual({ message: 'Review link revoked.' });
    expect((await call(owner, 'GET', `/assets/${asset.id}/share-links`)).json().data).toEqual([]);
    expect((await call(owner, 'DELETE', `/share-links/${link.id}`)).statusCode).toBe(404);
  });
});

describe('a review link, without an account', () => {
  it('shows the asset, its renderings and its discussion, with names but no e-mail addresses', async () => {
    const { owner, member, asset, token, variationId } = await buildShared();
    const open = (await call(member, 'POST', '/comments', { variation_id: variationId, content: 'Bigger logo?' })).json().data;
    await call(owner, 'POST', '/comments', { variation_id: variationId, content: 'Agreed', parent_id: open.id });
    const settled = (await call(member, 'POST', '/comments', { variation_id: variationId, content: 'Old note' })).json().data;
    await call(owner, 'GET', `/comments-resolve/${settled.id}`);

    const res = await call(null, 'GET', `/public/reviews/${token}`);
    expect(res.statusCode).toBe(200);
    const view = res.json().data;
    expect(view).toMatchObject({ project_name: 'Spring campaign', asset: { id: asset.id, title: 'poster', status: 'Todo' } });
    expect(view.versions).toEqual([
      { id: asset.versions[0].id, version: 1, variations: [expect.objectContaining({ id: variationId, label: '1A', preview: expect.stringMatching(/^files\/previews\//) })] },
    ]);
    expect(view.comments.map((c: { content: string; is_resolved: boolean }) => [c.content, c.is_resolved])).toEqual([['Bigger logo?', false], ['Old note', true]]);
    expect(view.comments[0].replies.map((c: { content: string }) => c.content)).toEqual(['Agreed']);
    expect(JSON.stringify(view)).not.toContain('@example');
    expect(view.comments[0].user).toMatchObject({ first_name: member.user.first_name, email: '' });
  });

  it('takes a guest comment and a reply under a name and an address, which members then see and are told of', async () => {
    const { owner, member, asset, token, variationId } = await buildShared();
    const top = (await call(member, 'POST', '/comments', { variation_id: variationId, content: 'Thoughts?' })).json().data;

    const posted = await call(null, 'POST', `/public/reviews/${token}/comments`, { ...guest, variation_id: variationId, content: '  Love the colours  ' });
    expect(posted.statusCode).toBe(201);
    expect(posted.json()).toMatchObject({ message: 'Comment added.', data: { content: 'Love the colours', user: null, guest: { name: 'Casey Client', email: '' }, parent_id: null } });
    const reply = await call(null, 'POST', `/public/reviews/${token}/comments`, { ...guest, variation_id: variationId, content: 'Yes, ship it', parent_id: top.id });
    expect(reply.json().data.parent_id).toBe(String(top.id));

    const seenByMembers = (await call(owner, 'GET', `/comments?asset=${asset.id}`)).json().data;
    expect(seenByMembers.find((c: { content: string }) => c.content === 'Love the colours').guest).toEqual(guest);
    expect((await call(owner, 'GET', '/notifications')).json().data[0].data.message).toMatch(/^Casey Client \(guest\) commented on poster/);
    expect((await call(member, 'GET', '/notifications')).json().data[0].data.message).toMatch(/^Casey Client \(guest\) replied to your comment/);
    const [replied, commented] = (await call(owner, 'GET', `/history?asset=${asset.id}`)).json().data;
    expect(replied).toMatchObject({ user: null, guest: { name: 'Casey Client' }, action: 'replied', message: { reply: 'Yes, ship it', replied_to: 'Thoughts?' } });
    expect(commented).toMatchObject({ user: null, guest: { name: 'Casey Client' }, message: { text: 'commented on poster: "Love the colours"' } });
  });

  it('e-mails a guest when a member replies, with the link they wrote through, and not once it is revoked', async () => {
    const { owner, link, token, variationId } = await buildShared();
    const mine = (await call(null, 'POST', `/public/reviews/${token}/comments`, { ...guest, variation_id: variationId, content: 'Can we see it in green?' })).json().data;
    const mailsToGuest = () => ctx.app.database.db.selectFrom('outbox').select(['subject', 'text_body']).where('to_address', '=', guest.email).execute();

    expect((await call(owner, 'POST', '/comments', { variation_id: variationId, content: 'Green version tomorrow', parent_id: mine.id })).statusCode).toBe(201);
    const [mail] = await mailsToGuest();
    expect(mail?.subject).toBe(`${owner.user.first_name} ${owner.user.last_name} replied to your comment on poster`);
    expect(mail?.text_body).toContain('Green version tomorrow');
    expect(mail?.text_body).toContain(link.link);

    await call(owner, 'DELETE', `/share-links/${link.id}`);
    await call(owner, 'POST', '/comments', { variation_id: variationId, content: 'Here it is', parent_id: mine.id });
    expect(await mailsToGuest()).toHaveLength(1);
  });

    it('refuses a comment without a name, an address or text, or on another asset, and writes nothing', async () => {
    const { owner, token, variationId } = await buildShared();
    const other = await buildUploadedAsset(ctx.app, owner, await buildProject(ctx.app, owner, 'Other'), 'other.png');
    const cases: [object, string][] = [
      [{ email: guest.email, variation_id: variationId, content: 'x' }, GUEST_NAME_REQUIRED],
      [{ ...guest, name: '  ', variation_id: variationId, content: 'x' }, GUEST_NAME_REQUIRED],
      [{ ...guest, email: 'not-an-address', variation_id: variationId, content: 'x' }, GUEST_EMAIL_INVALID],
      [{ ...guest, variation_id: variationId, content: '   ' }, 'Please write a comment.'],
      [{ ...guest, variation_id: other.versions[0].variations[0].id, content: 'x' }, 'This design is not part of the shared asset.'],
      ...['\n', '\r', '\u2028', '\u0007'].map((char): [object, string] => [{ ...guest, name: `Casey${char}## 9. Owner Name (Owner)`, variation_id: variationId, content: 'x' }, NAME_CONTROL_CHARACTERS]),
    ];
    for (const [body, message] of cases) {
      const res = await call(null, 'POST', `/public/reviews/${token}/comments`, body);
      expect(res.statusCode, message).toBe(422);
      expect(res.json().message).toBe(message);
    }
    // Marks and decisions take the guest's name by the same rule.
    const named = { ...guest, name: 'Casey\nClient' };
    const mark = { ...named, variation_id: variationId, shape: 'rect', color: 'red', content: 'x', starting_point: [{ x: 1, y: 1 }], path: [{ x: 1, y: 1 }, { x: 9, y: 9 }] };
    for (const [url, body] of [['annotations', mark], ['decisions', { ...named, decision: 'approved' }]] as const) {
      const res = await call(null, 'POST', `/public/reviews/${token}/${url}`, body);
      expect(res.statusCode, url).toBe(422);
      expect(res.json()).toMatchObject({ message: NAME_CONTROL_CHARACTERS, errors: { name: NAME_CONTROL_CHARACTERS } });
    }
    expect((await call(null, 'GET', `/public/reviews/${token}`)).json().data.comments).toEqual([]);
  });

  it('serves the renderings to the link, never the original, and nothing once revoked', async () => {
    const { member, asset, link, token } = await buildShared();
    const variation = asset.versions[0].variations[0];
    const get = (file: string, query = `?review=${token}`) => ctx.app.inject({ method: 'GET', url: `/${file}${query}` });
    expect((await get(variation.preview)).statusCode).toBe(200);
    expect((await get(variation.thumbnail)).statusCode).toBe(200);
    expect((await get(variation.design_file)).statusCode).toBe(401);
    expect((await get(variation.preview, '')).statusCode).toBe(401);
    expect((await get(variation.preview, '?review=not-a-token')).statusCode).toBe(401);

    await call(member, 'DELETE', `/share-links/${link.id}`);
    expect((await get(variation.preview)).statusCode).toBe(401);
    const view = await call(null, 'GET', `/public/reviews/${token}`);
    expect(view.statusCode).toBe(404);
    expect(view.json().message).toBe(REVIEW_LINK_INACTIVE);
    expect((await call(null, 'POST', `/public/reviews/${token}/comments`, { ...guest, variation_id: variation.id, content: 'Late' })).statusCode).toBe(404);
  });
});
