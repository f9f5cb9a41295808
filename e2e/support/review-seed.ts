import { expect, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import type { Asset } from '@review/contract/assets';
import type { Comment } from '@review/contract/comments';
import { seedProject } from './project-seed.ts';

/** A real PNG of the given size and colour: the server decodes every design file. */
export function makePng(width = 640, height = 400, background = '#4f46e5'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['post']>>, status: number): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

/** A project holding one asset made from a generated PNG, through the API, as the signed-in user of `request`. */
export async function seedAsset(request: APIRequestContext, name = 'Landing page'): Promise<Asset> {
  const project = await seedProject(request, `Review ${Date.now() % 100000}`);
  const upload = await request.post('/api/v1/upload/design_files', {
    multipart: { project_id: String(project.id), design_file: { name: `${name}.png`, mimeType: 'image/png', buffer: await makePng() } },
  });
  return (await json<{ data: Asset }>(upload, 201)).data;
}

/** A top-level comment on the asset's newest first variation. */
export async function seedComment(request: APIRequestContext, asset: Asset, content: string): Promise<Comment> {
  const variationId = asset.versions[0]!.variations[0]!.id;
  return (await json<{ data: Comment }>(await request.post('/api/v1/comments', { data: { variation_id: variationId, content } }), 201)).data;
}
