import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import sharp from 'sharp';
import type { Asset, Variation } from '@review/contract/assets';
import type { PlanId } from '@review/contract/plans';

/** A real PNG of one colour (the server decodes every design file). */
export function solidPng(width = 640, height = 400, background = '#4f46e5'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();
}

/** A PNG of random pixels, which does not compress: about width × height × 3 bytes, for slow uploads. */
export function noisePng(width = 600, height = 400): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
}

/** A file for `multipart` or `setInputFiles`. */
export const pngFile = async (name: string, buffer?: Buffer) => ({ name, mimeType: 'image/png', buffer: buffer ?? (await solidPng()) });

async function readData<T>(response: APIResponse, status: number): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return ((await response.json()) as { data: T }).data;
}

/** A new asset in the project from one image (version 1, variation 1A), through the API. */
export async function seedUploadedAsset(request: APIRequestContext, projectId: number, fileName: string): Promise<Asset> {
  const response = await request.post('/api/v1/upload/design_files', { multipart: { project_id: String(projectId), design_file: await pngFile(fileName) } });
  return readData<Asset>(response, 201);
}

/** Another variation in the version, through the API. */
export async function seedVariation(request: APIRequestContext, versionId: number, fileName: string, colour: string): Promise<Variation> {
  const response = await request.post('/api/v1/variations', {
    multipart: { version_id: String(versionId), design_file: await pngFile(fileName, await solidPng(320, 200, colour)) },
  });
  return readData<Variation>(response, 201);
}

/** Switches the signed-in user's plan at once (self-hosted: no payment step). */
export async function setPlan(request: APIRequestContext, plan: PlanId): Promise<void> {
  const response = await request.put('/api/v1/profile/plan', { data: { plan } });
  expect(response.status(), await response.text()).toBe(200);
}
