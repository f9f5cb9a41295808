import { describe, expect, it } from 'vitest';
import { LINK_PASSWORD_REQUIRED, LINK_PASSWORD_WRONG, REVIEW_LINK_INACTIVE } from '@review/contract/sharing';
import { useTestApp } from '../../test/build-test-app.ts';
import { buildUser, type SignedInUser } from '../../test/factories.ts';
import { buildMember, buildProject, buildUploadedAsset } from '../../test/project-factories.ts';
import { guestBrowser as openBrowser } from '../../test/guest-browser.ts';
import { makeImage } from '../../test/images.ts';

const ctx = useTestApp();
const guestBrowser = (ip?: string) => openBrowser(ctx.app, ip);

const call = (person: SignedInUser | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: person?.headers ?? {}, ...(payload && { payload }) });

async function buildLink(settings?: object) {
  const owner = await buildUser(ctx.app, { first_name: 'Olive' });
  const projectId = await buildProject(ctx.app, owner, 'Client work');
  const asset = await buildUploadedAsset(ctx.app, owner, projectId, 'poster.png');
  const created = await call(owner, 'POST', `/assets/${asset.id}/share-links`, settings);
  expect(created.statusCode, created.body).toBe(201);
  const link = created.json().data;
  return { owner, projectId, asset, link, token: (link.link as string).split('/review/')[1]!, variationId: asset.versions[0].variations[0].id as number };
}

const guest = { name: 'Casey Client', email: 'casey@client.example' };

describe('review link settings', () => {
  it('makes a link with no password, no expiry and no downloads by default, and lists every setting but the password', async () => {
    const { owner, asset, link } = await buildLink();
    expect(link).toMatchObject({ has_password: false, expires_at: null, allow_download: false, allow_annotations: false, view_count: 0, last_viewed_at: null });
    const listed = (await call(owner, 'GET', `/assets/${asset.id}/share-links`)).json().data[0];
    expect(Object.keys(listed).sort()).toEqual(['allow_annotations', 'allow_decisions', 'allow_download', 'created_at', 'created_by', 'expires_at', 'has_password', 'id', 'last_viewed_at', 'link', 'locale', 'scope', 'view_count']);
  });

  it('asks for the password before telling anything, limits wrong tries per link and address, and opens with the right one', async () => {
    const { owner, asset, link, token, variationId } = await buildLink({ password: 'blue-sky' });
    expect(link.has_password).toBe(true);
    const stored = await ctx.app.database.db.selectFrom('share_links').select('password_hash').where('id', '=', link.id).executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);

    const browser = guestBrowser();
    const locked = await browser.request('GET', `/api/v1/public/reviews/${token}`);
    expect(locked.statusCode).toBe(401);
    expect(locked.json()).toMatchObject({ message: LINK_PASSWORD_REQUIRED, code: 'password_required' });
    expect(locked.body).not.toContain('poster');
    expect((await browser.request('POST', `/api/v1/public/reviews/${token}/comments`, { ...guest, variation_id: variationId, content: 'Hi' })).statusCode).toBe(401);
    const thumbnail = (asset.versions[0].variations[0].thumbnail as string).replace(/^files\//, '');
    expect((await browser.request('GET', `/files/${thumbnail}?review=${token}`)).statusCode).toBe(401);

    for (let i = 0; i < 5; i++) {
      const wrong = await browser.request('POST', `/api/v1/public/reviews/${token}/unlock`, { password: `guess-${i}` });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().message).toBe(LINK_PASSWORD_WRONG);
    }
    const throttled = await browser.request('POST', `/api/v1/public/reviews/${token}/unlock`, { password: 'blue-sky' });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toMatch(/Try again in 1 minute/);

    // Another address is not held back by the first one's guesses.
    const other = guestBrowser('198.51.100.4');
    const unlocked = await other.request('POST', `/api/v1/public/reviews/${token}/unlock`, { password: 'blue-sky' });
    expect(unlocked.json()).toEqual({ message: 'Review link unlocked.' });
    const cookie = unlocked.cookies[0]!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect((await other.request('GET', `/api/v1/public/reviews/${token}`)).json().data.asset.title).toBe('poster');
    expect((await other.request('GET', `/files/${thumbnail}?review=${token}`)).statusCode).toBe(200);
    expect((await other.request('POST', `/api/v1/public/reviews/${token}/comments`, { ...guest, variation_id: variationId, content: 'Lovely' })).statusCode).toBe(201);

    // A new password locks out the browsers that had the old one.
    expect((await call(owner, 'PUT', `/share-links/${link.id}`, { password: 'new-moon' })).statusCode).toBe(200);
    expect((await other.request('GET', `/api/v1/public/reviews/${token}`)).statusCode).toBe(401);
    // Removed, the link opens for anyone again.
    expect((await call(owner, 'PUT', `/share-links/${link.id}`, { password: null })).json().data.has_password).toBe(false);
    expect((await guestBrowser('192.0.2.9').request('GET', `/api/v1/public/reviews/${token}`)).statusCode).toBe(200);
  });

  it('closes at its expiry, even for a guest whose page is open, and can be given a later one', async () => {
    const { owner, link, token } = await buildLink({ expires_at: new Date(Date.now() + 60_000).toISOString() });
    const browser = guestBrowser();
    expect((await browser.request('GET', `/api/v1/public/reviews/${token}`)).statusCode).toBe(200);

    // The expiry passes while the page is open: the next call is refused as for a revoked link.
    await ctx.app.database.db.updateTable('share_links').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', link.id).execute();
    const closed = await browser.request('GET', `/api/v1/public/reviews/${token}`);
    expect(closed.statusCode).toBe(404);
    expect(closed.json().message).toBe(REVIEW_LINK_INACTIVE);

    const past = await call(owner, 'PUT', `/share-links/${link.id}`, { expires_at: new Date(Date.now() - 60_000).toISOString() });
    expect(past.statusCode).toBe(422);
    expect(past.json().message).toBe('The expiry must be in the future.');
    const later = new Date(Date.now() + 86_400_000);
    expect((await call(owner, 'PUT', `/share-links/${link.id}`, { expires_at: later.toISOString() })).json().data.expires_at).toBe(later.toISOString());
    expect((await browser.request('GET', `/api/v1/public/reviews/${token}`)).statusCode).toBe(200);
    expect((await call(owner, 'PUT', `/share-links/${link.id}`, { expires_at: 'next tuesday' })).statusCode).toBe(422);
  });

  it('serves the original only when downloads are on, as an attachment', async () => {
    const { owner, link, token, variationId } = await buildLink();
    const browser = guestBrowser();
    expect((await browser.request('GET', `/api/v1/public/reviews/${token}`)).json().data.allow_download).toBe(false);
    const refused = await browser.request('GET', `/api/v1/public/reviews/${token}/files/${variationId}/original`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Downloads are not allowed through this review link.');

    await call(owner, 'PUT', `/share-links/${link.id}`, { allow_download: true });
    const original = await browser.request('GET', `/api/v1/public/reviews/${token}/files/${variationId}/original`);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-disposition']).toMatch(/^attachment; filename="poster\.png"/);
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.rawPayload.subarray(1, 4).toString()).toBe('PNG');

    // Only the link's own designs.
    const elsewhere = await buildLink();
    expect((await browser.request('GET', `/api/v1/public/reviews/${token}/files/${elsewhere.variationId}/original`)).statusCode).toBe(404);
  });

  it('names a downloaded original by the type its bytes are, not by the extension it was uploaded with', async () => {
    const owner = await buildUser(ctx.app);
    const projectId = await buildProject(ctx.app, owner, 'Polyglots');
    // A real PNG with a page appended: a desktop would open `poly.png.html` in a browser.
    const polyglot = Buffer.concat([await makeImage('png', 40, 30), Buffer.from('<html><script>alert(document.domain)</script></html>')]);
    const asset = await buildUploadedAsset(ctx.app, owner, projectId, 'poly.png.html', polyglot);
    const variation = asset.versions[0].variations[0];
    const link = (await call(owner, 'POST', `/assets/${asset.id}/share-links`, { allow_download: true })).json().data;
    const token = (link.link as string).split('/review/')[1]!;

    const asGuest = await guestBrowser().request('GET', `/api/v1/public/reviews/${token}/files/${variation.id}/original`);
    expect(asGuest.statusCode).toBe(200);
    expect(asGuest.headers['content-disposition']).toBe(`attachment; filename="poly.png"; filename*=UTF-8''poly.png`);
    const asMember = await ctx.app.inject({ method: 'GET', url: `/${variation.design_file}?download=1`, headers: owner.headers });
    expect(asMember.statusCode).toBe(200);
    expect(asMember.headers['content-disposition']).toBe(`attachment; filename="poly.png"; filename*=UTF-8''poly.png`);
  });

  it('lets guests draw only when the link allows it, stored as members\' marks and checked against the page', async () => {
    const { owner, asset, link, token, variationId } = await buildLink();
    const browser = guestBrowser();
    const mark = { ...guest, variation_id: variationId, starting_point: [{ x: 100, y: 80 }], path: [{ x: 300, y: 240 }], shape: 'rect', color: 'red', content: 'This corner' };
    const refused = await browser.request('POST', `/api/v1/public/reviews/${token}/annotations`, mark);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Drawing is not allowed through this review link.');
    expect((await browser.request('GET', `/api/v1/public/reviews/${token}`)).json().data.allow_annotations).toBe(false);

    expect((await call(owner, 'PUT', `/share-links/${link.id}`, { allow_annotations: true })).json().data.allow_annotations).toBe(true);
    expect((await browser.request('GET', `/api/v1/public/reviews/${token}`)).json().data.allow_annotations).toBe(true);
    const drawn = await browser.request('POST', `/api/v1/public/reviews/${token}/annotations`, mark);
    expect(drawn.statusCode, drawn.body).toBe(201);
    expect(drawn.json().data).toMatchObject({ content: 'This corner', user: null, guest: { name: 'Casey Client', email: '' }, annotation: { shape: 'rect', color: 'red' } });

    // The team sees it on the review screen as a mark like their own.
    const onScreen = (await call(owner, 'GET', `/comments?asset=${asset.id}`)).json().data;
    expect(onScreen[0]).toMatchObject({ annotation: { shape: 'rect', starting_point: { x: 100, y: 80 } }, guest: { name: 'Casey Client', email: 'casey@client.example' } });

    const outside = await browser.request('POST', `/api/v1/public/reviews/${token}/annotations`, { ...mark, path: [{ x: 5000, y: 10 }] });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().message).toMatch(/must lie on the image/);
    expect((await browser.request('POST', `/api/v1/public/reviews/${token}/annotations`, { ...mark, name: '' })).statusCode).toBe(422);
  });

  it('counts each browser session that opens the link once, with when it was last opened', async () => {
    const { owner, asset, token } = await buildLink();
    const first = guestBrowser();
    for (let i = 0; i < 3; i++) expect((await first.request('GET', `/api/v1/public/reviews/${token}`)).statusCode).toBe(200);
    await guestBrowser('198.51.100.20').request('GET', `/api/v1/public/reviews/${token}`);
    const listed = (await call(owner, 'GET', `/assets/${asset.id}/share-links`)).json().data[0];
    expect(listed.view_count).toBe(2);
    expect(Date.now() - Date.parse(listed.last_viewed_at)).toBeLessThan(10_000);
  });

  it('lets only the people who may share change a link, and refuses bad settings', async () => {
    const { owner, projectId, link } = await buildLink();
    const outsider = await buildUser(ctx.app);
    expect((await call(outsider, 'PUT', `/share-links/${link.id}`, { allow_download: true })).statusCode).toBe(404);
    const member = await buildMember(ctx.app, owner, projectId, 'Member');
    expect((await call(member, 'PUT', `/share-links/${link.id}`, { allow_download: true })).statusCode).toBe(200);
    for (const bad of [{ password: 'abc' }, { allow_download: 'yes' }, { expires_at: 12 }]) {
      const res = await call(owner, 'PUT', `/share-links/${link.id}`, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
    }
    expect((await call(owner, 'DELETE', `/share-links/${link.id}`)).statusCode).toBe(200);
    expect((await call(owner, 'PUT', `/share-links/${link.id}`, { allow_download: true })).statusCode).toBe(404);
  });
});
