import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Asset, Variation } from '@review/contract/assets';
import type { Comment } from '@review/contract/comments';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { makeHostileSvg, makePdf, makeTruncatedPdf, pageColor } from '../../test/documents.ts';
import { buildMultipart, buildUser, type SignedInUser } from '../../test/factories.ts';
import { buildProject, buildUploadedAsset } from '../../test/project-factories.ts';
import { findReferencedBlobKeys } from '../../blob/references.ts';
import { countRows, jobsDone as waitForJobs, storedFiles as filesUnder } from '../../test/stored-files.ts';

const ctx = useTestApp({ MAX_UPLOAD_MB: '50' });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function signedInOwner() {
  const owner = await buildUser(ctx.app);
  await ctx.app.inject({ method: 'PUT', url: '/api/v1/profile/plan', headers: owner.headers, payload: { plan: 'pro' } });
  return { owner, projectId: await buildProject(ctx.app, owner) };
}

function upload(user: SignedInUser, url: string, fields: Record<string, string>, filename: string, content: Buffer) {
  const form = buildMultipart(fields, [{ field: 'design_file', filename, content }]);
  return ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { ...user.headers, ...form.headers }, payload: form.payload });
}

const getAsset = async (user: SignedInUser, id: number): Promise<Asset> => (await ctx.app.inject({ method: 'GET', url: `/api/v1/assets/${id}`, headers: user.headers })).json().data;
const newest = (asset: Asset): Variation => asset.versions[0]!.variations[0]!;

/** Waits until the newest variation's pages are all rendered, or rendering failed. */
async function settled(user: SignedInUser, assetId: number, timeoutMs = 60_000): Promise<Variation> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const variation = newest(await getAsset(user, assetId));
    if (variation.render_state !== 'rendering') return variation;
    if (Date.now() > until) throw new Error(`still rendering: ${variation.pages.length} of ${variation.page_count} pages`);
    await sleep(100);
  }
}

const fetchFile = (user: SignedInUser, relative: string) => ctx.app.inject({ method: 'GET', url: `/${relative}`, headers: user.headers });

/** The colour at the middle of a stored rendering. */
async function middleColour(user: SignedInUser, relative: string) {
  const reply = await fetchFile(user, relative);
  expect(reply.statusCode).toBe(200);
  const image = sharp(reply.rawPayload);
  const { width = 0, height = 0 } = await image.metadata();
  const { data } = await image.extract({ left: Math.floor(width / 2), top: Math.floor(height / 2), width: 1, height: 1 }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { r: data[0]!, g: data[1]!, b: data[2]! };
}
const near = (actual: { r: number; g: number; b: number }, expected: { r: number; g: number; b: number }) =>
  Math.abs(actual.r - expected.r) < 12 && Math.abs(actual.g - expected.g) < 12 && Math.abs(actual.b - expected.b) < 12;

const storedFiles = () => filesUnder(ctx.dataDir);
const jobsDone = () => waitForJobs(ctx.app);
const count = (table: 'assets' | 'variations' | 'variation_pages' | 'jobs') => countRows(ctx.app, table);

describe('documents', () => {
  it('counts and renders every page of a PDF, page 1 at once and the rest in the background', async () => {
    const { owner, projectId } = await signedInOwner();
    const reply = await upload(owner, '/upload/design_files', { project_id: String(projectId) }, 'brochure.pdf', await makePdf(3));
    expect(reply.statusCode).toBe(201);
    const first = newest(reply.json().data);
    expect(first).toMatchObject({ page_count: 3, file_type: 'application/pdf', render_error: null });
    expect(first.pages[0]).toMatchObject({ number: 1, preview: first.preview, thumbnail: first.thumbnail, width: first.width, height: first.height });
    // A portrait page is drawn 2560 px tall.
    expect([first.width, first.height]).toEqual([1809, 2560]);

    const done = await settled(owner, reply.json().data.id);
    expect(done.render_state).toBe('ready');
    expect(done.pages.map((page) => page.number)).toEqual([1, 2, 3]);
    for (const page of done.pages) expect(near(await middleColour(owner, page.preview), pageColor(page.number))).toBe(true);
    expect(new Set(done.pages.map((page) => page.thumbnail)).size).toBe(3);

    // The original is only ever a download, never shown by the browser.
    const original = await fetchFile(owner, done.design_file);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('application/pdf');
    expect(original.headers['content-disposition']).toMatch(/^attachment; filename="brochure.pdf"/);
    expect(original.headers['content-security-policy']).toContain('sandbox');

    // Storage counts the original and every rendering.
    const stored = await ctx.app.database.db.selectFrom('variations').select(['file_size', 'rendered_size']).where('id', '=', done.id).executeTakeFirstOrThrow();
    const renderings = await Promise.all(done.pages.flatMap((page) => [page.preview, page.thumbnail]).map(async (file) => (await fetchFile(owner, file)).rawPayload.length));
    expect(Number(stored.rendered_size)).toBe(renderings.reduce((sum, size) => sum + size, 0));
    const project = (await ctx.app.inject({ method: 'GET', url: `/api/v1/projects/${projectId}`, headers: owner.headers })).json().data;
    expect(project.used_storage).toBe(Math.ceil((Number(stored.file_size) + Number(stored.rendered_size)) / 1024));
  });

  it('keeps comments and annotations on their page, replies on their thread’s, into the next version', async () => {
    const { owner, projectId } = await signedInOwner();
    const asset = (await upload(owner, '/upload/design_files', { project_id: String(projectId) }, 'deck.pdf', await makePdf(3))).json().data as Asset;
    const v1 = await settled(owner, asset.id);
    const page2 = v1.pages[1]!;

    const annotate = (payload: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url: '/api/v1/annotation-comments', headers: owner.headers, payload });
    const pin = await annotate({ variation_id: v1.id, page: 2, starting_point: JSON.stringify([{ x: 100, y: 200 }]), path: JSON.stringify([{ x: 100, y: 200 }, { x: page2.width, y: 300 }]), color: 'red', content: 'Logo too small' });
    expect(pin.statusCode).toBe(201);
    expect(pin.json().data.page).toBe(2);
    const plain = await ctx.app.inject({ method: 'POST', url: '/api/v1/comments', headers: owner.headers, payload: { variation_id: v1.id, content: 'Typo in the headline', page: '3' } });
    expect(plain.json().data.page).toBe(3);
    const reply = await ctx.app.inject({ method: 'POST', url: '/api/v1/comments', headers: owner.headers, payload: { variation_id: v1.id, content: 'Agreed', parent_id: pin.json().data.id, page: 1 } });
    expect(reply.json().data.page).toBe(2);
    const unpaged = await ctx.app.inject({ method: 'POST', url: '/api/v1/comments', headers: owner.headers, payload: { variation_id: v1.id, content: 'Overall fine' } });
    expect(unpaged.json().data.page).toBe(1);

    // Beyond the document's pages, or off the page's own pixels: refused.
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/comments', headers: owner.headers, payload: { variation_id: v1.id, content: 'x', page: 4 } })).json()).toMatchObject({ message: 'This design has 3 pages; there is no page 4.' });
    const off = await annotate({ variation_id: v1.id, page: 2, starting_point: JSON.stringify([{ x: 10, y: 10 }]), path: JSON.stringify([{ x: page2.width + 50, y: 10 }]), color: 'red' });
    expect(off.statusCode).toBe(422);

    const v2 = await upload(owner, '/versions', { asset_id: String(asset.id) }, 'deck-v2.pdf', await makePdf(3));
    expect(v2.statusCode).toBe(201);
    const comments = (await ctx.app.inject({ method: 'GET', url: `/api/v1/comments?asset=${asset.id}`, headers: owner.headers })).json().data as Comment[];
    const byId = new Map(comments.map((comment) => [comment.id, comment]));
    expect(byId.get(pin.json().data.id)).toMatchObject({ page: 2, variation: { id: v1.id }, annotation: { starting_point: { x: 100, y: 200 } } });
    expect(byId.get(pin.json().data.id)!.replies[0]!.page).toBe(2);
    expect(byId.get(plain.json().data.id)!.page).toBe(3);

    // An image has one page.
    const image = await buildUploadedAsset(ctx.app, owner, projectId);
    const imageVariation = newest(image);
    expect(imageVariation).toMatchObject({ page_count: 1, render_state: 'ready', pages: [{ number: 1, preview: imageVariation.preview }] });
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/comments', headers: owner.headers, payload: { variation_id: imageVariation.id, content: 'x', page: 2 } })).json().message).toBe(
      'This design has one page; there is no page 2.',
    );
  });

  it.each([
    ['protected by a password', () => makePdf(2, { password: 'secret' }), 'The PDF is protected by a password. Please upload a copy without one.'],
    ['cut short', makeTruncatedPdf, 'The PDF is incomplete: it ends before its last part. Please export or download it again.'],
    ['without pages', () => makePdf(0), 'The PDF has no pages.'],
    ['of 301 pages', () => makePdf(301), 'A PDF may have at most 300 pages; this one has 301.'],
    ['of more than 2 billion pixels', () => makePdf(6, { width: 20_000, height: 20_000 }), 'The document is too large to render: its pages add up to more than 2 billion pixels.'],
    ['that is text named .pdf', async () => Buffer.from('just some notes, not a PDF'), 'Only jpg, png, gif, tiff, webp, avif, svg, pdf, docx, pptx, xlsx, odt, odp, ods, mp4, mov, webm, mp3, wav, m4a, aac, flac, ogg, opus and zip (HTML5 banner) files are accepted.'],
  ])('refuses a PDF %s with 422 and keeps nothing', async (_name, make, message) => {
    const { owner, projectId } = await signedInOwner();
    await jobsDone();
    const before = { assets: await count('assets'), variations: await count('variations'), jobs: await count('jobs'), files: storedFiles() };
    const reply = await upload(owner, '/upload/design_files', { project_id: String(projectId) }, 'document.pdf', await make());
    expect(reply.statusCode).toBe(422);
    expect(reply.json()).toMatchObject({ message, errors: { design_file: message } });
    expect({ assets: await count('assets'), variations: await count('variations'), jobs: await count('jobs'), files: storedFiles() }).toEqual(before);
  });

  it('accepts a 300-page PDF and a page of 20000 by 20000 points, drawn within 2560 px', async () => {
    const { owner, projectId } = await signedInOwner();
    const long = await upload(owner, '/upload/design_files', { project_id: String(projectId) }, 'catalogue.pdf', await makePdf(300, { width: 300, height: 200 }));
    expect(long.statusCode).toBe(201);
    expect(newest(long.json().data)).toMatchObject({ page_count: 300, render_state: 'rendering', width: 2560 });

    const poster = await upload(owner, '/upload/design_files', { project_id: String(projectId) }, 'poster.pdf', await makePdf(1, { width: 20_000, height: 20_000 }));
    expect(poster.statusCode).toBe(201);
    expect(newest(poster.json().data)).toMatchObject({ page_count: 1, render_state: 'ready', width: 2560, height: 2560 });

    // Deleted while its pages render: the job stops and every file of it goes.
    const assetId = long.json().data.id;
    const until = Date.now() + 30_000;
    let rendering = newest(await getAsset(owner, assetId));
    while (rendering.pages.length < 3 && Date.now() < until) rendering = newest(await getAsset(owner, assetId));
    const filesOf = (variation: Variation) => [variation.design_file, ...variation.pages.flatMap((page) => [page.preview, page.thumbnail])].map((file) => file.replace(/^files\//, ''));
    const blobFiles = () => storedFiles().filter((file) => file.includes(`${path.sep}blobs${path.sep}`));
    expect(filesOf(rendering).every((key) => blobFiles().some((file) => file.endsWith(key)))).toBe(true);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/v1/assets/${assetId}`, headers: owner.headers })).statusCode).toBe(200);
    await jobsDone();
    const left = await ctx.app.database.db.selectFrom('variation_pages').select('id').where('variation_id', '=', rendering.id).execute();
    expect(left).toEqual([]);
    // Pages rendered after the deletion went too: no file is left that no row uses.
    const keys = blobFiles().map((file) => path.relative(path.join(ctx.dataDir, 'blobs'), file).split(path.sep).join('/'));
    const used = await findReferencedBlobKeys(ctx.app.database.db, keys);
    expect(keys.filter((key) => !used.has(key))).toEqual([]);
    expect(storedFiles().filter((file) => file.includes(`${path.sep}rendering${path.sep}`))).toEqual([]);
  });

  it('marks a document failed when the renderer dies on a page, keeps the server running, and renders the rest on retry', { timeout: 90_000 }, async () => {
    const { owner, projectId } = await signedInOwner();
    const reply = await upload(owner, '/upload/design_files', { project_id: String(projectId) }, 'report.pdf', await makePdf(12));
    const assetId = reply.json().data.id;
    const until = Date.now() + 30_000;
    while (newest(await getAsset(owner, assetId)).pages.length < 2 && Date.now() < until) await sleep(50);
    const renderer = Number(execFileSync('pgrep', ['-P', String(process.pid), '-f', 'render-worker'], { encoding: 'utf8' }).trim().split('\n')[0]);
    process.kill(renderer, 'SIGKILL');

    const failed = await settled(owner, assetId);
    expect(failed.render_state).toBe('failed');
    expect(failed.render_error).toMatch(/^The renderer stopped while rendering page \d+\. Please try again/);
    expect(failed.pages.length).toBeLessThan(12);

    const retry = await ctx.app.inject({ method: 'POST', url: `/api/v1/variations/${failed.id}/render`, headers: owner.headers });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ message: 'Rendering the pages again.', data: { id: failed.id, render_state: 'rendering', render_error: null } });
    const done = await settled(owner, assetId);
    expect(done.render_state).toBe('ready');
    expect(done.pages.map((page) => page.number)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/variations/${failed.id}/render`, headers: owner.headers })).json().message).toBe('Nothing to render again.');
  });

  it('renders an SVG without its script or external images, and serves the original only as a download', async () => {
    const { owner, projectId } = await signedInOwner();
    const requests: string[] = [];
    const server = http.createServer((request, response) => {
      requests.push(request.url ?? '');
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const red = path.join(ctx.dataDir, 'red.png');
    fs.writeFileSync(red, await sharp({ create: { width: 200, height: 100, channels: 3, background: { r: 255, g: 0, b: 0 } } }).png().toBuffer());
    try {
      const port = (server.address() as { port: number }).port;
      const svg = makeHostileSvg({ fileHref: `file://${red}`, httpHref: `http://127.0.0.1:${port}/tracker.png` });
      const reply = await upload(owner, '/upload/design_files', { project_id: String(projectId) }, 'logo.svg', svg);
      expect(reply.statusCode).toBe(201);
      const variation = newest(reply.json().data);
      expect(variation).toMatchObject({ file_type: 'image/svg+xml', page_count: 1, render_state: 'ready', width: 2560, height: 1280 });
      expect(near(await middleColour(owner, variation.preview), { r: 0, g: 0, b: 255 })).toBe(true);
      expect(requests).toEqual([]);

      const original = await fetchFile(owner, variation.design_file);
      expect(original.headers['content-type']).toBe('image/svg+xml');
      expect(original.headers['content-disposition']).toMatch(/^attachment; filename="logo.svg"/);
      expect(original.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    } finally {
      server.close();
    }
  });

  it.each([
    ['webp', 'image/webp'],
    ['avif', 'image/avif'],
  ] as const)('accepts %s images, checked by content', async (format, mime) => {
    const { owner, projectId } = await signedInOwner();
    const content = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 10, g: 120, b: 60 } } }).toFormat(format).toBuffer();
    const reply = await upload(owner, '/upload/design_files', { project_id: String(projectId) }, `photo.${format}`, content);
    expect(reply.statusCode).toBe(201);
    expect(newest(reply.json().data)).toMatchObject({ file_type: mime, width: 640, height: 480, page_count: 1, render_state: 'ready' });
    // Renamed, the same file is still what it is.
    const renamed = await upload(owner, '/upload/design_files', { project_id: String(projectId) }, 'photo.pdf', content);
    expect(newest(renamed.json().data).file_type).toBe(mime);
    expect((await upload(owner, '/upload/design_files', { project_id: String(projectId) }, `photo.${format}`, Buffer.from('not an image'))).statusCode).toBe(422);
  });

  it('shows a review link’s guests every page and takes their comments on a page', async () => {
    const { owner, projectId } = await signedInOwner();
    const asset = (await upload(owner, '/upload/design_files', { project_id: String(projectId) }, 'flyer.pdf', await makePdf(2))).json().data as Asset;
    await settled(owner, asset.id);
    const link = await ctx.app.inject({ method: 'POST', url: `/api/v1/assets/${asset.id}/share-links`, headers: owner.headers });
    const token = (link.json().data.link as string).split('/review/')[1]!;
    const view = (await ctx.app.inject({ method: 'GET', url: `/api/v1/public/reviews/${token}` })).json().data;
    const variation = view.versions[0].variations[0];
    expect(variation).toMatchObject({ page_count: 2, render_state: 'ready' });
    expect(variation.pages).toHaveLength(2);
    const page2 = await ctx.app.inject({ method: 'GET', url: `/${variation.pages[1].preview}?review=${token}` });
    expect(page2.statusCode).toBe(200);
    const comment = await ctx.app.inject({ method: 'POST', url: `/api/v1/public/reviews/${token}/comments`, payload: { variation_id: variation.id, content: 'Nice second page', name: 'Cleo', email: 'cleo@example.com', page: 2 } });
    expect(comment.statusCode).toBe(201);
    expect(comment.json().data.page).toBe(2);
    // The original is not the guest's to download.
    expect((await ctx.app.inject({ method: 'GET', url: `/${newest(asset).design_file}?review=${token}` })).statusCode).toBe(401);
  });
});
