import sharp from 'sharp';
import type { Asset, Variation } from '@review/contract/assets';
import { expect, test } from '../support/fixtures.ts';
import { seedProject } from '../support/project-seed.ts';

const WIDTH = 6000;
const HEIGHT = 4000;
/** The corner's fine print: 2 px black and white stripes, which the 2560 px preview turns grey. */
const STRIPES = { left: 5400, top: 3400 };
const PIN = { x: 5900, y: 3900 };

function poster(): Promise<Buffer> {
  const width = WIDTH - STRIPES.left;
  const height = HEIGHT - STRIPES.top;
  const stripes = Buffer.alloc(width * height);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) stripes[y * width + x] = Math.floor(x / 2) % 2 ? 255 : 0;
  return sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#d8dce4' } })
    .composite([{ input: stripes, raw: { width, height, channels: 1 }, left: STRIPES.left, top: STRIPES.top }])
    .png({ compressionLevel: 1 })
    .toBuffer();
}

test('a large image zoomed to 400 % on its corner shows tiles of its own pixels, only those on screen, and a pin stays on its spot', async ({ signedInPage: page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const project = await seedProject(page.request, `Deep zoom ${Date.now() % 100000}`);
  const upload = await page.request.post('/api/v1/upload/design_files', {
    multipart: { project_id: String(project.id), design_file: { name: 'poster.png', mimeType: 'image/png', buffer: await poster() } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const asset = ((await upload.json()) as { data: Asset }).data;
  const variation = asset.versions[0]!.variations[0]!;
  const pinned = await page.request.post('/api/v1/annotation-comments', {
    data: { variation_id: variation.id, content: 'The fine print is cut here', color: 'red', shape: 'pen', starting_point: JSON.stringify([PIN]), path: JSON.stringify([PIN, { x: PIN.x + 60, y: PIN.y + 40 }]) },
  });
  expect(pinned.status(), await pinned.text()).toBe(201);
  // The pyramid is made in the background after the upload.
  const tilesOf = async () => (((await (await page.request.get(`/api/v1/assets/${asset.id}`)).json()) as { data: Asset }).data.versions[0]!.variations[0] as Variation).tiles;
  await expect.poll(tilesOf, { timeout: 60_000 }).not.toBeNull();

  const tileRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/tiles/')) tileRequests.push(new URL(request.url()).pathname);
  });
  await page.goto(`/asset/${asset.id}`);
  const image = page.getByRole('img', { name: 'poster, variation 1A' });
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  // Fitted, the preview has every pixel the screen shows: no tile is asked for.
  expect(tileRequests).toEqual([]);

  // 100 %, ten steps to 200 %, then deep zoom doubles to 400 %.
  await page.keyboard.press('1');
  for (let step = 0; step < 11; step += 1) await page.keyboard.press('+');
  const zoomLevel = page.getByRole('group', { name: 'Zoom' }).getByLabel('Zoom level');
  await expect(zoomLevel).toHaveText('400%');
  const viewport = page.locator('[data-zoom-viewport]');
  // What the steps on the way showed (their own tiles, on screen then) is not counted against the corner.
  await page.waitForTimeout(300);
  tileRequests.length = 0;
  await viewport.evaluate((element) => {
    element.scrollLeft = element.scrollWidth;
    element.scrollTop = element.scrollHeight;
  });
  const layer = page.locator('[data-tile-level="13"]');
  await expect.poll(() => layer.locator('img').evaluateAll((tiles: HTMLImageElement[]) => tiles.length > 0 && tiles.every((tile) => tile.complete && tile.naturalWidth > 0))).toBe(true);

  // Only the deepest level's tiles on screen and one ring around them: at 400 % a 256 px tile is 1024 screen pixels.
  const room = await viewport.evaluate((element) => ({ width: element.clientWidth, height: element.clientHeight }));
  const needed = (Math.ceil(room.width / 1024) + 2) * (Math.ceil(room.height / 1024) + 2);
  expect(tileRequests.length).toBeGreaterThan(0);
  expect(tileRequests.every((path) => path.includes('_files/13/'))).toBe(true);
  expect(tileRequests.length).toBeLessThanOrEqual(needed);
  // The corner's own tile is among them.
  expect(tileRequests.some((path) => path.endsWith('_files/13/23_15.webp'))).toBe(true);

  // The stripes are the file's own pixels: 8 screen pixels each, black and white, not the preview's grey.
  const stage = (await image.boundingBox())!;
  const at = (x: number, y: number) => ({ x: stage.x + (x * stage.width) / WIDTH, y: stage.y + (y * stage.height) / HEIGHT });
  const from = at(5820, 3850);
  const picture = await page.screenshot({ clip: { x: from.x, y: from.y, width: 64, height: 16 } });
  const { data, info } = await sharp(picture).greyscale().raw().toBuffer({ resolveWithObject: true });
  const row = Array.from({ length: info.width }, (_, x) => data[Math.floor(info.height / 2) * info.width + x]!);
  expect(Math.min(...row)).toBeLessThan(40);
  expect(Math.max(...row)).toBeGreaterThan(215);

  // The pin is on the pixel it was put on.
  const marker = page.getByRole('button', { name: 'Comment 1', exact: true });
  const box = (await marker.boundingBox())!;
  const spot = at(PIN.x, PIN.y);
  expect(Math.abs(box.x + box.width / 2 - spot.x)).toBeLessThanOrEqual(2);
  expect(Math.abs(box.y + box.height / 2 - spot.y)).toBeLessThanOrEqual(2);
  await page.screenshot({ path: test.info().outputPath('deep-zoom-400.png') });

  // Past 800 % each image pixel has a grid line around it.
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  await expect(zoomLevel).toHaveText('1600%');
  await expect(page.locator('[data-pixel-grid]')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('deep-zoom-1600.png') });
});
