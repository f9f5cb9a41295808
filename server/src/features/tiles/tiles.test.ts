import type { Asset, Variation } from '@review/contract/assets';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseBlobs } from '../../blob/references.ts';
import { migrateTo, migrateToLatest } from '../../db/migrate.ts';
import { buildTestApp, dialectUnderTest, useTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildMultipart, buildUser, type SignedInUser } from '../../test/factories.ts';
import { guestBrowser } from '../../test/guest-browser.ts';
import { buildProject } from '../../test/project-factories.ts';
import { startS3Server } from '../../test/s3-server.ts';
import { jobsDone, storedFiles } from '../../test/stored-files.ts';

// Deep zoom's pyramids through the real upload, job worker and renderer process.
const ctx = useTestApp();

const WIDTH = 6000;
const HEIGHT = 4000;
/** The deepest level's last tile: columns of 256 px leave 112 px at the right, rows leave 160 px at the foot. */
const CORNER = { level: 13, column: 23, row: 15, left: 23 * 256, top: 15 * 256, width: WIDTH - 23 * 256, height: HEIGHT - 15 * 256 };
const CELL = 16;

/** The corner's pattern: 16 px cells of colours that tell each cell's place, so a tile of anywhere else cannot pass. */
function cornerPattern(): Buffer {
  const pixels = Buffer.alloc(CORNER.width * CORNER.height * 3);
  for (let y = 0; y < CORNER.height; y++) {
    for (let x = 0; x < CORNER.width; x++) {
      const at = (y * CORNER.width + x) * 3;
      pixels[at] = 40 + Math.floor(x / CELL) * 28;
      pixels[at + 1] = 30 + Math.floor(y / CELL) * 20;
      pixels[at + 2] = (Math.floor(x / CELL) + Math.floor(y / CELL)) % 2 ? 160 : 90;
    }
  }
  return pixels;
}

const largeImage = () =>
  sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#808080' } })
    .composite([{ input: cornerPattern(), raw: { width: CORNER.width, height: CORNER.height, channels: 3 }, left: CORNER.left, top: CORNER.top }])
    .png({ compressionLevel: 1 })
    .toBuffer();

async function upload(user: SignedInUser, projectId: number, content: Buffer, filename: string, app = ctx.app): Promise<Asset> {
  const form = buildMultipart({ project_id: String(projectId) }, [{ field: 'design_file', filename, content }]);
  const reply = await app.inject({ method: 'POST', url: '/api/v1/upload/design_files', headers: { ...user.headers, ...form.headers }, payload: form.payload });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json().data as Asset;
}

const variationOf = async (user: SignedInUser, assetId: number, app = ctx.app): Promise<Variation> =>
  ((await app.inject({ method: 'GET', url: `/api/v1/assets/${assetId}`, headers: user.headers })).json().data as Asset).versions[0]!.variations[0]!;

const get = (url: string, headers: Record<string, string> = {}, app = ctx.app) => app.inject({ method: 'GET', url: `/${url}`, headers });
const tileUrl = (descriptor: string, level: number, column: number, row: number) => descriptor.replace(/\.dzi$/, `_files/${level}/${column}_${row}.webp`);

describe('a tile pyramid', { timeout: 120_000 }, () => {
  let owner: SignedInUser;
  let large: Asset;
  let small: Asset;
  let uploaded: Variation;
  let made: Variation;

  beforeAll(async () => {
    owner = await buildUser(ctx.app);
    await ctx.app.inject({ method: 'PUT', url: '/api/v1/profile/plan', headers: owner.headers, payload: { plan: 'pro' } });
    const projectId = await buildProject(ctx.app, owner);
    large = await upload(owner, projectId, await largeImage(), 'poster.png');
    uploaded = large.versions[0]!.variations[0]!;
    small = await upload(owner, projectId, await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#336699' } }).png().toBuffer(), 'banner.png');
    await jobsDone(ctx.app, 90_000);
    made = await variationOf(owner, large.id);
  }, 120_000);

  it('is made after the upload for an image larger than its preview, and described as DeepZoom', async () => {
    // The upload answers with its preview at once; the pyramid follows.
    expect(uploaded.tiles).toBeNull();
    expect(made.tiles).toEqual({ url: expect.stringMatching(/^tiles\/[a-f0-9]{64}\.dzi$/), layout: 'dzi', width: WIDTH, height: HEIGHT, tile_size: 256, format: 'webp' });
    expect(made.pages[0]!.tiles).toEqual(made.tiles);
    const descriptor = await get(made.tiles!.url, owner.headers);
    expect(descriptor.statusCode).toBe(200);
    expect(descriptor.headers['content-type']).toBe('application/xml');
    expect(descriptor.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(descriptor.body).toContain('TileSize="256"');
    expect(descriptor.body).toContain(`<Size Width="${WIDTH}" Height="${HEIGHT}"/>`);
  });

  it("holds the original's pixels: the deepest level's corner tile is the corner", async () => {
    const reply = await get(tileUrl(made.tiles!.url, CORNER.level, CORNER.column, CORNER.row), owner.headers);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('image/webp');
    expect(reply.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(reply.headers['accept-ranges']).toBeUndefined();
    const { data, info } = await sharp(reply.rawPayload).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([CORNER.width, CORNER.height]);
    const expected = cornerPattern();
    // WebP is lossy at cells' edges: each cell's middle pixel is its colour, and the whole tile is close.
    let error = 0;
    for (let at = 0; at < data.length; at++) error += Math.abs(data[at]! - expected[at]!);
    expect(error / data.length).toBeLessThan(3);
    for (let y = CELL / 2; y < CORNER.height; y += CELL) {
      for (let x = CELL / 2; x < CORNER.width; x += CELL) {
        const at = (y * CORNER.width + x) * 3;
        for (let channel = 0; channel < 3; channel++) expect(Math.abs(data[at + channel]! - expected[at + channel]!)).toBeLessThanOrEqual(6);
      }
    }
    // Level 0 is one pixel; a tile past the grid, or a level past the image's own, is not there.
    expect((await get(tileUrl(made.tiles!.url, 0, 0, 0), owner.headers)).statusCode).toBe(200);
    expect((await get(tileUrl(made.tiles!.url, CORNER.level, CORNER.column + 1, 0), owner.headers)).statusCode).toBe(404);
    expect((await get(tileUrl(made.tiles!.url, CORNER.level + 1, 0, 0), owner.headers)).statusCode).toBe(404);
  });

  it('is counted in storage, in one packed file', async () => {
    const row = await ctx.app.database.db.selectFrom('variation_renders').select(['blob_key', 'size']).where('variation_id', '=', made.id).where('kind', '=', 'tiles').executeTakeFirstOrThrow();
    expect(row.blob_key).toMatch(/^tiles\/[a-f0-9]{64}\.bin$/);
    const stored = await ctx.app.database.db.selectFrom('variations').select('rendered_size').where('id', '=', made.id).executeTakeFirstOrThrow();
    expect(Number(stored.rendered_size)).toBeGreaterThan(row.size);
    expect(storedFiles(ctx.dataDir).filter((file) => file.includes('/tiles/'))).toHaveLength(1);
  });

  it('is not made when the preview holds every pixel', async () => {
    const variation = await variationOf(owner, small.id);
    expect(variation.tiles).toBeNull();
    expect(variation.pages[0]!.tiles).toBeNull();
    const rows = await ctx.app.database.db.selectFrom('variation_renders').select('id').where('variation_id', '=', variation.id).execute();
    expect(rows).toEqual([]);
  });

  it("is served with the preview's access: members and the link's guests, nobody else", async () => {
    const tile = tileUrl(made.tiles!.url, CORNER.level, CORNER.column, CORNER.row);
    expect((await get(tile)).statusCode).toBe(401);
    const outsider = await buildUser(ctx.app);
    expect((await get(made.tiles!.url, outsider.headers)).statusCode).toBe(404);
    expect((await get(tile, outsider.headers)).statusCode).toBe(404);

    const created = await ctx.app.inject({ method: 'POST', url: `/api/v1/assets/${large.id}/share-links`, headers: owner.headers });
    const token = (created.json().data.link as string).split('/review/')[1]!;
    const guest = guestBrowser(ctx.app);
    const shown = await guest.request('GET', `/api/v1/public/reviews/${token}`);
    expect(shown.body).toContain(made.tiles!.url);
    expect((await guest.request('GET', `/${made.tiles!.url}?review=${token}`)).statusCode).toBe(200);
    expect((await guest.request('GET', `/${tile}?review=${token}`)).statusCode).toBe(200);
    // A link to another asset opens none of this one's tiles.
    const other = await ctx.app.inject({ method: 'POST', url: `/api/v1/assets/${small.id}/share-links`, headers: owner.headers });
    const otherToken = (other.json().data.link as string).split('/review/')[1]!;
    const stranger = guestBrowser(ctx.app, '203.0.113.8');
    await stranger.request('GET', `/api/v1/public/reviews/${otherToken}`);
    expect((await stranger.request('GET', `/${tile}?review=${otherToken}`)).statusCode).toBe(401);
  });

  it('is made on upgrade for an image uploaded before deep zoom (migration 0034)', async () => {
    const db = ctx.app.database.db;
    const pyramid = await db.selectFrom('variation_renders').select(['id', 'blob_key']).where('variation_id', '=', made.id).where('kind', '=', 'tiles').executeTakeFirstOrThrow();
    // As before deep zoom: no pyramid, and the database at the migration before.
    await db.deleteFrom('variation_renders').where('id', '=', pyramid.id).execute();
    await releaseBlobs(db, ctx.app.blobs, [pyramid.blob_key]);
    await migrateTo(db, dialectUnderTest, '0033-banner-limits');
    expect((await variationOf(owner, large.id)).tiles).toBeNull();
    await migrateToLatest(db, dialectUnderTest);
    await jobsDone(ctx.app, 90_000);
    expect((await variationOf(owner, large.id)).tiles).toEqual(made.tiles);
    // The small image was left alone.
    expect(await db.selectFrom('variation_renders').select('id').where('variation_id', '=', (await variationOf(owner, small.id)).id).execute()).toEqual([]);
  });

  it('goes with its variation', async () => {
    const tile = tileUrl(made.tiles!.url, CORNER.level, CORNER.column, CORNER.row);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/v1/assets/${large.id}`, headers: owner.headers })).statusCode).toBe(200);
    expect(storedFiles(ctx.dataDir).filter((file) => file.includes('/tiles/'))).toEqual([]);
    expect((await get(tile, owner.headers)).statusCode).toBe(404);
  });
});

describe('a tile pyramid on an S3 file store', { timeout: 120_000 }, () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let testApp: TestApp;
  beforeAll(async () => {
    s3 = await startS3Server();
    testApp = await buildTestApp(s3.env);
  }, 60_000);
  afterAll(async () => {
    await testApp?.close();
    await s3?.stop();
  });

  it('is made from a copy of the original and its tiles read back by range', async () => {
    const { app } = testApp;
    const owner = await buildUser(app);
    await app.inject({ method: 'PUT', url: '/api/v1/profile/plan', headers: owner.headers, payload: { plan: 'pro' } });
    const asset = await upload(owner, await buildProject(app, owner), await largeImage(), 'poster.png', app);
    await jobsDone(app, 90_000);
    const { tiles } = await variationOf(owner, asset.id, app);
    expect(tiles).not.toBeNull();
    const reply = await get(tileUrl(tiles!.url, CORNER.level, CORNER.column, CORNER.row), owner.headers, app);
    expect(reply.statusCode).toBe(200);
    expect((await sharp(reply.rawPayload).metadata()).width).toBe(CORNER.width);
    // Nothing of the pyramid's making stays on the instance's disk.
    expect(storedFiles(testApp.dataDir)).toEqual([]);
  });
});
