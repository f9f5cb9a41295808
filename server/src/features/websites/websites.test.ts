import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Asset, Variation, Version } from '@review/contract/assets';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { buildUser, type SignedInUser } from '../../test/factories.ts';
import { guestBrowser } from '../../test/guest-browser.ts';
import { buildProject } from '../../test/project-factories.ts';

// Websites through the API, the capture job and the renderer's real Chromium, against pages this test
// serves on loopback: one port allowed by CAPTURE_ALLOW_HOSTS, one that is not (and must see nothing).

const USER = 'preview';
const PASSWORD = 'staging-s3cret-Pa55';
/** Where the block sits: version 2 of the site moves it down, for What changed to find. */
let blockTop = 120;

function sitePage() {
  return `<!doctype html><html><head><title>Acme landing</title><style>
    body { margin: 0; background: #fff; font: 16px sans-serif; }
    .block { position: absolute; left: 40px; top: ${blockTop}px; width: 200px; height: 120px; background: #1d4ed8; }
    .cookie-banner { position: fixed; left: 0; right: 0; bottom: 0; height: 80px; background: #dc2626; }
    main { height: 1400px; }
  </style></head><body><main><div class="block"></div><img src="http://127.0.0.1:${forbidden.port}/logo.png" alt=""></main><div class="cookie-banner">We use cookies</div></body></html>`;
}

async function listen(handler: http.RequestListener) {
  const server = http.createServer(handler);
  let connections = 0;
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, connections: () => connections };
}

// A staging site behind HTTP authentication, and a second loopback port no capture may reach.
const site = await listen((request, response) => {
  const expected = `Basic ${Buffer.from(`${USER}:${PASSWORD}`).toString('base64')}`;
  if (request.headers.authorization !== expected) {
    response.writeHead(401, { 'WWW-Authenticate': 'Basic realm="staging"' }).end('Sign in');
    return;
  }
  response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(sitePage());
});
const forbidden = await listen((_request, response) => response.end('never'));
const siteUrl = `http://127.0.0.1:${site.port}/`;

const ctx = useTestApp({ CAPTURE_ALLOW_HOSTS: `127.0.0.1:${site.port}`, CAPTURE_TIMEOUT_SECONDS: '15' });

afterAll(async () => {
  await Promise.all([site, forbidden].map(({ server }) => new Promise((resolve) => server.close(resolve))));
});

const call = (user: SignedInUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: user?.headers ?? {}, ...(payload && { payload }) });

const newestVariations = (asset: Asset): Variation[] => asset.versions[0]!.variations;

/** Waits for the capture job: every variation of the newest version ready or failed. */
async function captured(user: SignedInUser, assetId: number): Promise<Asset> {
  const until = Date.now() + 90_000;
  for (;;) {
    const asset = (await call(user, 'GET', `/assets/${assetId}`)).json().data as Asset;
    if (newestVariations(asset).every((variation) => variation.render_state !== 'rendering')) return asset;
    if (Date.now() > until) throw new Error('the website is still being captured');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

let owner: SignedInUser;
let member: SignedInUser;
let outsider: SignedInUser;
let projectId: number;
let website: Asset;
/** Every reply the test received, to look for the staging password in. */
const replies: string[] = [];

beforeAll(async () => {
  [owner, member, outsider] = await Promise.all([buildUser(ctx.app), buildUser(ctx.app), buildUser(ctx.app)]);
  await call(owner, 'PUT', '/profile/plan', { plan: 'pro' });
  projectId = await buildProject(ctx.app, owner);
  const at = new Date().toISOString();
  await ctx.app.database.db.insertInto('project_members').values({ project_id: projectId, user_id: member.user.id, role: 'Member', created_at: at, updated_at: at }).execute();
});

describe('a website', { timeout: 120_000 }, () => {
  it("is captured at the project's breakpoints, signed in to the staging site, its cookie banner hidden", async () => {
    const settings = await call(owner, 'PUT', `/projects/${projectId}/website-settings`, { breakpoints: [1280, 390], hide_selectors: ['.cookie-banner'] });
    expect(settings.statusCode, settings.body).toBe(200);
    expect(settings.json().data).toEqual({ breakpoints: [1280, 390], hide_selectors: ['.cookie-banner'], capture_unavailable: null });

    const created = await call(member, 'POST', '/assets/website', { project_id: projectId, url: siteUrl, username: USER, password: PASSWORD });
    replies.push(created.body);
    expect(created.statusCode, created.body).toBe(201);
    const pending = newestVariations(created.json().data as Asset);
    expect(pending.map((variation) => [variation.variation_name, variation.render_state, variation.media.kind])).toEqual([
      ['Desktop 1280', 'rendering', 'website'],
      ['Phone 390', 'rendering', 'website'],
    ]);
    expect(pending[0]!.media.render_progress).toBe(0);
    expect(pending[0]!.media.website).toEqual({ url: siteUrl, final_url: null, title: null, captured_at: null, breakpoint: 1280, truncated: false, refused: [] });

    website = await captured(member, (created.json().data as Asset).id);
    const [desktop, phone] = newestVariations(website);
    expect([desktop!.render_state, desktop!.render_error, phone!.render_state]).toEqual(['ready', null, 'ready']);
    expect(desktop!.media).toMatchObject({ kind: 'website', width: 1280, website: { url: siteUrl, final_url: siteUrl, title: 'Acme landing', breakpoint: 1280, truncated: false } });
    // The page's picture from the port no capture may reach is named, and that port saw nothing.
    expect(desktop!.media.website!.refused).toEqual([`http://127.0.0.1:${forbidden.port}/logo.png (private address)`]);
    expect(Date.parse(desktop!.media.website!.captured_at!)).toBeGreaterThan(Date.now() - 120_000);
    expect([desktop!.width, phone!.width]).toEqual([1280, 390]);
    expect(desktop!.height).toBeGreaterThanOrEqual(1400);
    expect(desktop!.file_type).toBe('image/png');

    // The capture is an image like an upload's: its preview shows the blue block, and white where the banner was.
    const preview = await ctx.app.inject({ method: 'GET', url: `/${desktop!.preview}`, headers: member.headers });
    const { data, info } = await sharp(preview.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const scale = info.width / desktop!.width;
    // Within the preview's WebP rounding of the colour.
    const near = (x: number, y: number, rgb: number[]) => {
      const at = (Math.round(y * scale) * info.width + Math.round(x * scale)) * info.channels;
      return rgb.every((value, channel) => Math.abs(data[at + channel]! - value) <= 6);
    };
    expect(near(100, 160, [29, 78, 216])).toBe(true);
    expect(near(600, 860, [255, 255, 255])).toBe(true);

    const stored = await ctx.app.database.db.selectFrom('website_sources').selectAll().where('asset_id', '=', website.id).executeTakeFirstOrThrow();
    expect(stored.credentials).toMatch(/^v1\./);
    expect(stored.credentials).not.toContain(PASSWORD);
  });

  it('captured again is the next version, and What changed finds the block that moved', async () => {
    blockTop = 520;
    const again = await call(member, 'POST', `/assets/${website.id}/capture`);
    replies.push(again.body);
    expect(again.statusCode, again.body).toBe(201);
    expect((again.json().data as Version).version).toBe(2);
    expect((again.json().data as Version).variations.map((variation) => variation.variation_name)).toEqual(['Desktop 1280', 'Phone 390']);
    const asset = await captured(member, website.id);
    const desktop = newestVariations(asset)[0]!;
    expect(desktop.render_state).toBe('ready');

    let changes = (await call(member, 'GET', `/variations/${desktop.id}/changes`)).json().data;
    for (const until = Date.now() + 60_000; changes.state === 'pending' && Date.now() < until; ) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      changes = (await call(member, 'GET', `/variations/${desktop.id}/changes`)).json().data;
    }
    expect(changes.state).toBe('ready');
    const boxes = changes.regions as { x: number; y: number; width: number; height: number }[];
    expect(boxes.length).toBeGreaterThan(0);
    // Both places of the block, 120 px and 520 px down, 40 px from the left.
    expect(boxes.some((box) => box.x <= 60 && box.y <= 140 && box.y + box.height >= 200)).toBe(true);
    expect(boxes.some((box) => box.x <= 60 && box.y <= 540 && box.y + box.height >= 600)).toBe(true);
  });

  it('is seen by a review link guest as images with the live page, and never shows the staging sign-in', async () => {
    const link = (await call(owner, 'POST', `/assets/${website.id}/share-links`)).json().data;
    const token = (link.link as string).split('/review/')[1]!;
    const shown = await guestBrowser(ctx.app).request('GET', `/api/v1/public/reviews/${token}`);
    replies.push(shown.body);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.body).toContain('"kind":"website"');
    expect(shown.body).toContain(`"final_url":"${siteUrl}"`);

    for (const url of [`/assets/${website.id}`, `/versions?asset=${website.id}`, `/history?asset=${website.id}`, `/assets/${website.id}/feedback?format=md`, `/assets?project=${projectId}`]) {
      const reply = await call(owner, 'GET', url);
      expect(reply.statusCode, url).toBe(200);
      replies.push(reply.body);
    }
    for (const body of replies) {
      expect(body).not.toContain(PASSWORD);
      expect(body).not.toContain(`"username"`);
    }
  });

  it('refuses bad addresses, breakpoints and half a sign-in, and a capture of what is not a website', async () => {
    const bad: [object, RegExp][] = [
      [{ url: 'ftp://example.com/' }, /http:\/\/ or https:\/\//],
      [{ url: 'file:///etc/passwd' }, /http:\/\/ or https:\/\//],
      [{ url: 'javascript:alert(1)' }, /http:\/\/ or https:\/\//],
      [{ url: '' }, /Enter the address/],
      [{ url: siteUrl, breakpoints: [100] }, /from 240 to 3840/],
      [{ url: siteUrl, breakpoints: [1440.5] }, /whole widths/],
      [{ url: siteUrl, breakpoints: [] }, /at least one/],
      [{ url: siteUrl, breakpoints: [300, 400, 500, 600, 700, 800, 900] }, /at most 6/],
      [{ url: siteUrl, breakpoints: [390, 390] }, /once/],
      [{ url: siteUrl, username: USER }, /both a user name and a password/],
    ];
    for (const [body, message] of bad) {
      const reply = await call(member, 'POST', '/assets/website', { project_id: projectId, ...body });
      expect(reply.statusCode, JSON.stringify(body)).toBe(422);
      expect(reply.json().message, JSON.stringify(body)).toMatch(message);
      expect(reply.json().code).toBe('validation_failed');
    }
    const image = (await call(member, 'POST', '/assets', { project_id: projectId, title: 'Not a site' })).json().data as Asset;
    const notSite = await call(member, 'POST', `/assets/${image.id}/capture`);
    expect([notSite.statusCode, notSite.json().code]).toEqual([422, 'not_a_website']);
    const badSettings = await call(owner, 'PUT', `/projects/${projectId}/website-settings`, { breakpoints: [1440], hide_selectors: ['.a { color: red }'] });
    expect(badSettings.statusCode).toBe(422);
  });

  it("is out of an outsider's reach, and its settings are changed only by the project's managers", async () => {
    expect((await call(outsider, 'POST', '/assets/website', { project_id: projectId, url: siteUrl })).statusCode).toBe(404);
    expect((await call(outsider, 'POST', `/assets/${website.id}/capture`)).statusCode).toBe(404);
    expect((await call(outsider, 'GET', `/projects/${projectId}/website-settings`)).statusCode).toBe(404);
    expect((await call(member, 'PUT', `/projects/${projectId}/website-settings`, { breakpoints: [1440], hide_selectors: [] })).statusCode).toBe(403);
    expect((await call(member, 'GET', `/projects/${projectId}/website-settings`)).json().data.breakpoints).toEqual([1280, 390]);
    expect((await call(null, 'POST', '/assets/website', { project_id: projectId, url: siteUrl })).statusCode).toBe(401);
  });

  it('on a loopback port the operator did not allow, fails with the sentence, and that port sees no request', async () => {
    const created = await call(member, 'POST', '/assets/website', { project_id: projectId, url: `http://127.0.0.1:${forbidden.port}/`, breakpoints: [800] });
    expect(created.statusCode, created.body).toBe(201);
    const asset = await captured(member, (created.json().data as Asset).id);
    const variation = newestVariations(asset)[0]!;
    expect(variation.render_state).toBe('failed');
    expect(variation.render_error).toMatch(/private address/);
    expect(variation.render_error).toContain('CAPTURE_ALLOW_HOSTS');
    expect(forbidden.connections()).toBe(0);

    // Retry captures it again (it is refused again), rather than rendering the placeholder as a design.
    const retried = await call(member, 'POST', `/variations/${variation.id}/render`);
    expect(retried.statusCode, retried.body).toBe(200);
    const again = newestVariations(await captured(member, asset.id))[0]!;
    expect([again.render_state, again.render_error]).toEqual(['failed', variation.render_error]);
    expect(forbidden.connections()).toBe(0);
  });
});

describe('a server without Chromium', () => {
  const bare = useTestApp({ CHROMIUM_PATH: '/nonexistent/chromium' });

  it('refuses to add a website with the sentence naming what to install, and says so in the settings the dialog reads', async () => {
    const user = await buildUser(bare.app);
    const project = await buildProject(bare.app, user);
    const added = await bare.app.inject({ method: 'POST', url: '/api/v1/assets/website', headers: user.headers, payload: { project_id: project, url: 'https://example.com/' } });
    expect(added.statusCode, added.body).toBe(422);
    expect(added.json()).toMatchObject({ code: 'chromium_missing', message: expect.stringContaining('apt-get install chromium') });
    const settings = await bare.app.inject({ method: 'GET', url: `/api/v1/projects/${project}/website-settings`, headers: user.headers });
    expect(settings.json().data).toEqual({ breakpoints: [1440, 768, 390], hide_selectors: [], capture_unavailable: added.json().message });
    expect((await bare.app.inject({ method: 'GET', url: `/api/v1/assets?project=${project}`, headers: user.headers })).json().data).toEqual([]);
  });
});
