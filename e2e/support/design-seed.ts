import { expect, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import type { Asset } from '@review/contract/assets';
import { seedProject } from './project-seed.ts';

/** An asset seeded from a design of known size, for checks in image pixels. */
export interface SeededDesign {
  asset: Asset;
  width: number;
  height: number;
}

/**
 * A design with something to look at: a light grid and a 200×140 block at (520, 220), blue; the
 * `changed` version moves the block 40 px right and down and makes it red.
 */
export function buildDesign(width: number, height: number, { changed = false } = {}): Promise<Buffer> {
  const block = changed ? { x: 560, y: 260, rgb: [230, 80, 60] } : { x: 520, y: 220, rgb: [40, 110, 220] };
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const isBlock = x >= block.x && x < block.x + 200 && y >= block.y && y < block.y + 140;
      const isGrid = x % 100 === 0 || y % 100 === 0;
      pixels.set(isBlock ? block.rgb : isGrid ? [205, 210, 218] : [248 - Math.round((y / height) * 20), 246, 240], (y * width + x) * 3);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

/** A project with one asset uploaded from the design (version 1, variation 1A, file 'landing-page.png'). */
export async function seedDesign(request: APIRequestContext, { width = 1000, height = 600 } = {}): Promise<SeededDesign> {
  const project = await seedProject(request, `Review ${Date.now() % 100000}`);
  const upload = await request.post('/api/v1/upload/design_files', {
    multipart: { project_id: String(project.id), design_file: { name: 'landing-page.png', mimeType: 'image/png', buffer: await buildDesign(width, height) } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  return { asset: ((await upload.json()) as { data: Asset }).data, width, height };
}

/** Uploads the changed design as the asset's next version (`POST /versions`). */
export async function seedChangedVersion(request: APIRequestContext, { asset, width, height }: SeededDesign): Promise<void> {
  const response = await request.post('/api/v1/versions', {
    multipart: { asset_id: String(asset.id), note: 'Moved the block', design_file: { name: 'landing-page.png', mimeType: 'image/png', buffer: await buildDesign(width, height, { changed: true }) } },
  });
  expect(response.status(), await response.text()).toBe(201);
}
