import type { Asset, Variation } from '@review/contract/assets';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { absoluteBanner, animatedBanner, bannerFiles, bombBanner, crowdedBanner, escapingBanner, folderBanner, linkBanner, lyingBombBanner, noIndexBanner, noSizeBanner, oversizedBanner, validBanner } from '../../test/banner-zips.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { buildMultipart, buildUser, type SignedInUser } from '../../test/factories.ts';
import { guestBrowser } from '../../test/guest-browser.ts';
import { buildProject } from '../../test/project-factories.ts';
import { signGrant } from './grant.ts';

// HTML5 banner ZIPs through the real upload path and the renderer process (Debian's Chromium draws the poster).
// Their recordings are banner-recording.test's: here a second of each is enough, and keeps the file quick.
const ctx = useTestApp({ MAX_UPLOAD_MB: '60', BANNER_RECORDING_SECONDS: '1' });

const newest = (asset: Asset): Variation => asset.versions[0]!.variations[0]!;

async function signedInOwner(app = ctx.app) {
  const owner = await buildUser(app);
  await app.inject({ method: 'PUT', url: '/api/v1/profile/plan', headers: owner.headers, payload: { plan: 'pro' } });
  return { owner, projectId: await buildProject(app, owner) };
}

function upload(user: SignedInUser, projectId: number, content: Buffer, app = ctx.app, filename = 'summer-sale-300x250.zip') {
  const form = buildMultipart({ project_id: String(projectId) }, [{ field: 'design_file', filename, content }]);
  return app.inject({ method: 'POST', url: '/api/v1/upload/design_files', headers: { ...user.headers, ...form.headers }, payload: form.payload });
}

async function uploadBanner(user: SignedInUser, projectId: number, content: Buffer, app = ctx.app): Promise<Variation> {
  const reply = await upload(user, projectId, content, app);
  expect(reply.statusCode, reply.body).toBe(201);
  return newest(reply.json().data as Asset);
}

/** A banner's file as the iframe asks for it: no cookie, no token, only its path. */
const fetchBanner = (url: string, app = ctx.app, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: `/${url}`, headers });

/** Waits for the render-banner job: the variation ready, its checks measured or unavailable. */
async function measured(user: SignedInUser, assetId: number, app = ctx.app): Promise<Variation> {
  const until = Date.now() + 90_000;
  for (;;) {
    const variation = newest((await app.inject({ method: 'GET', url: `/api/v1/assets/${assetId}`, headers: user.headers })).json().data as Asset);
    if (variation.render_state !== 'rendering') return variation;
    if (Date.now() > until) throw new Error('the banner is still being measured');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const checkOf = (variation: Variation, id: string) => variation.media.banner!.checks.items.find((item) => item.id === id);

describe('a banner ZIP', { timeout: 90_000 }, () => {
  it('is told by its content, unpacked and played from its own sandboxed path', async () => {
    const { owner, projectId } = await signedInOwner();
    const variation = await uploadBanner(owner, projectId, await validBanner());
    expect(variation.file_type).toBe('application/zip');
    expect(variation.media).toMatchObject({ kind: 'banner', width: 300, height: 250, banner: { width: 300, height: 250, poster_missing: null } });
    expect([variation.width, variation.height]).toEqual([300, 250]);
    const url = variation.media.banner!.url;
    expect(url).toMatch(new RegExp(`^banners/${variation.id}/\\d+\\.[\\w-]{32}/index\\.html$`));

    const page = await fetchBanner(url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('name="ad.size"');
    expect(page.headers['content-security-policy']).toMatch(/^sandbox allow-scripts; default-src 'self'/);
    expect(page.headers['content-security-policy']).toContain('frame-ancestors');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.headers['set-cookie']).toBeUndefined();

    const script = await fetchBanner(url.replace(/index\.html$/, 'js/main.js'));
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(script.body).toContain('clickTag');
    expect((await fetchBanner(url.replace(/index\.html$/, 'img/logo.png'))).headers['content-type']).toBe('image/png');
    expect((await fetchBanner(url.replace(/index\.html$/, 'missing.js'))).statusCode).toBe(404);

    // The poster is Chromium's picture of the banner after a moment: its red page and the blue logo.
    const poster = await sharp((await ctx.app.inject({ method: 'GET', url: `/${variation.preview}`, headers: owner.headers })).rawPayload)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...poster.data.subarray((y * poster.info.width + x) * poster.info.channels, (y * poster.info.width + x) * poster.info.channels + 3)];
    expect(poster.info.width).toBe(300);
    // WebP is lossy: each channel within a few steps.
    const near = (actual: number[], expected: number[]) => actual.every((value, channel) => Math.abs(value - expected[channel]!) <= 8);
    expect(near(pixel(200, 200), [255, 0, 0]), String(pixel(200, 200))).toBe(true);
    expect(near(pixel(20, 20), [0, 0, 255]), String(pixel(20, 20))).toBe(true);
  });

  it('refuses a key that was not signed for it, has expired, or belongs to another banner', async () => {
    const { owner, projectId } = await signedInOwner();
    const first = await uploadBanner(owner, projectId, await validBanner());
    const second = await uploadBanner(owner, projectId, await folderBanner());
    const [, , grant] = first.media.banner!.url.split('/');
    expect((await fetchBanner(`banners/${second.id}/${grant}/index.html`)).statusCode).toBe(404);
    expect((await fetchBanner(`banners/${first.id}/${grant!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))}/index.html`)).statusCode).toBe(404);
    expect((await fetchBanner(`banners/${first.id}/${signGrant('a guess', first.id)}/index.html`)).statusCode).toBe(404);
    const threeDaysAgo = Date.now() - 3 * 86_400_000;
    const rows = await fetchBanner(first.media.banner!.url);
    expect(rows.statusCode).toBe(200);
    expect(signGrant('secret', first.id, threeDaysAgo)).not.toBe(signGrant('secret', first.id));
    const expired = `${Math.floor(threeDaysAgo / 1000)}.${grant!.split('.')[1]}`;
    expect((await fetchBanner(`banners/${first.id}/${expired}/index.html`)).statusCode).toBe(404);
    // A folder zipped whole plays from its folder's index.html.
    expect((await fetchBanner(second.media.banner!.url.replace(/index\.html$/, 'js/main.js'))).statusCode).toBe(200);
  });

  it('is hidden from outsiders and shown to the guests of a link to it', async () => {
    const { owner, projectId } = await signedInOwner();
    const upload1 = await upload(owner, projectId, await validBanner());
    const asset = upload1.json().data as Asset;
    const outsider = await buildUser(ctx.app);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/assets/${asset.id}`, headers: outsider.headers })).statusCode).toBe(404);

    const created = await ctx.app.inject({ method: 'POST', url: `/api/v1/assets/${asset.id}/share-links`, headers: owner.headers });
    expect(created.statusCode, created.body).toBe(201);
    const token = (created.json().data.link as string).split('/review/')[1]!;
    const browser = guestBrowser(ctx.app);
    const shown = await browser.request('GET', `/api/v1/public/reviews/${token}`);
    expect(shown.statusCode, shown.body).toBe(200);
    const url = /"url":"(banners\/[^"]+)"/.exec(shown.body)?.[1];
    expect(url).toBeDefined();
    expect((await fetchBanner(url!)).statusCode).toBe(200);
    const comment = await browser.request('POST', `/api/v1/public/reviews/${token}/comments`, { name: 'Casey Client', email: 'casey@client.example', variation_id: newest(asset).id, content: 'The end frame needs the logo bigger' });
    expect(comment.statusCode, comment.body).toBe(201);
  });

  it('is measured in Chromium: its initial load, requests and clickTag, and a still banner has no animation', async () => {
    const { owner, projectId } = await signedInOwner();
    const uploaded = await upload(owner, projectId, await validBanner());
    const asset = uploaded.json().data as Asset;
    expect(newest(asset).render_state).toBe('rendering');
    expect(newest(asset).media.banner!.checks).toEqual({ state: 'measuring', message: null, items: [], outside_requests: [] });
    const variation = await measured(owner, asset.id);
    expect(variation.render_state).toBe('ready');
    expect(variation.media.banner!.checks.state).toBe('measured');
    const files = Object.values(await bannerFiles()) as Uint8Array[];
    const bytes = files.reduce((sum, file) => sum + file.length, 0);
    expect(checkOf(variation, 'initial_load')).toEqual({ id: 'initial_load', label: 'Initial load', value: `${Math.round((bytes / 1024) * 10) / 10} KB`, limit: '150 KB', passed: true });
    expect(checkOf(variation, 'requests')).toMatchObject({ value: '4', limit: '15', passed: true });
    expect(checkOf(variation, 'click_tag')).toMatchObject({ value: 'https://www.example.com/landing', passed: true });
    expect(checkOf(variation, 'animation')).toMatchObject({ value: '0 s', passed: true });
    expect(checkOf(variation, 'loops')).toMatchObject({ value: '0', passed: true });
    expect(checkOf(variation, 'outside_requests')).toMatchObject({ value: '0', passed: true });
  });

  it('times an animation and counts its plays by its pictures, and notes what it asked of other servers without fetching it', async () => {
    const { owner, projectId } = await signedInOwner();
    const asset = (await upload(owner, projectId, animatedBanner())).json().data as Asset;
    const variation = await measured(owner, asset.id);
    const animation = checkOf(variation, 'animation')!;
    expect(Number(animation.value.replace(' s', '')), animation.value).toBeGreaterThan(2.5);
    expect(Number(animation.value.replace(' s', '')), animation.value).toBeLessThan(4.6);
    expect(checkOf(variation, 'loops')).toMatchObject({ value: '2', passed: true });
    expect(checkOf(variation, 'click_tag')).toMatchObject({ value: 'not defined', passed: false });
    expect(checkOf(variation, 'outside_requests')).toMatchObject({ value: '1', passed: false });
    expect(variation.media.banner!.checks.outside_requests).toEqual(['https://cdn.example.com/tween.js']);
  });

  it.each([
    ['an escaping path', escapingBanner, 'banner_unsafe_path', 'leaves its folder'],
    ['an absolute name', absoluteBanner, 'banner_unsafe_path', 'leaves its folder'],
    ['a link', linkBanner, 'banner_unsafe_path', 'holds a link'],
    ['a bomb (60 MB of zeros)', bombBanner, 'banner_too_large', 'unpacks to more than 50 MB'],
    ['a bomb whose headers lie about its sizes', lyingBombBanner, 'banner_damaged', 'damaged'],
    ['no index.html', noIndexBanner, 'banner_no_index', 'no index.html at its root'],
    ['no ad.size', noSizeBanner, 'banner_no_size', 'ad.size'],
    ['too many files', crowdedBanner, 'banner_too_many_files', 'at most 500 files'],
    ['over 50 MB', oversizedBanner, 'banner_too_large', 'at most 50 MB'],
  ])('with %s is refused with a message and a code, and leaves nothing behind', async (_, build, code, words) => {
    const { owner, projectId } = await signedInOwner();
    const reply = await upload(owner, projectId, await build());
    expect(reply.statusCode, reply.body).toBe(422);
    expect(reply.json()).toMatchObject({ code, errors: { design_file: expect.stringContaining(words) } });
    expect(reply.json().message).toContain(words);
    const board = await ctx.app.inject({ method: 'GET', url: `/api/v1/assets?project=${projectId}`, headers: owner.headers });
    expect(board.json().data).toEqual([]);
  });
});

describe('a banner on a server without Chromium', { timeout: 90_000 }, () => {
  const bare = useTestApp({ CHROMIUM_PATH: '/nonexistent/chromium' });

  it('still uploads and plays, its poster a card that says why', async () => {
    const { owner, projectId } = await signedInOwner(bare.app);
    const variation = await uploadBanner(owner, projectId, await validBanner(), bare.app);
    expect(variation.media.banner).toMatchObject({ width: 300, height: 250, poster_missing: 'No picture: the server has no Chromium' });
    expect((await fetchBanner(variation.media.banner!.url, bare.app)).statusCode).toBe(200);
    const done = await measured(owner, (await bare.app.inject({ method: 'GET', url: `/api/v1/assets?project=${projectId}`, headers: owner.headers })).json().data[0].id, bare.app);
    expect(done.render_state).toBe('ready');
    expect(done.media.banner!.checks).toMatchObject({ state: 'unavailable', message: expect.stringContaining('install Debian\'s chromium package'), items: [] });
  });
});

describe('a banner with BANNER_ORIGIN', { timeout: 90_000 }, () => {
  const split = useTestApp({ BANNER_ORIGIN: 'http://banners.review.test:8080', BANNER_RECORDING_SECONDS: '1' });

  it('is sent on to the banner origin, which serves it, framed only by the app', async () => {
    const { owner, projectId } = await signedInOwner(split.app);
    const variation = await uploadBanner(owner, projectId, await validBanner(), split.app);
    const url = variation.media.banner!.url;
    const onApp = await fetchBanner(url, split.app, { host: 'localhost:3000' });
    expect(onApp.statusCode).toBe(302);
    expect(onApp.headers.location).toBe(`http://banners.review.test:8080/${url}`);
    const onBannerOrigin = await fetchBanner(url, split.app, { host: 'banners.review.test:8080' });
    expect(onBannerOrigin.statusCode).toBe(200);
    expect(onBannerOrigin.headers['content-security-policy']).toContain("frame-ancestors 'self' http://localhost:3000");
  });
});
