import { createHash, randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Sharp } from 'sharp';
import type { ReceivedFile } from '../../../blob/blob-store.ts';

export const THUMBNAIL_WIDTH = 400;
/** The long side of a preview, and what vector pages are rendered to. */
export const PREVIEW_MAX = 2560;

/** One rendered page: WebP files written beside the original, ready for the blob store. */
export interface RenderedPage {
  number: number;
  /** Annotation space: the original's pixels for images, the preview's for vector pages. */
  width: number;
  height: number;
  preview: ReceivedFile;
  thumbnail: ReceivedFile;
}

async function writeRendering(dir: string, content: Buffer): Promise<ReceivedFile> {
  const file = path.join(dir, randomUUID());
  await fsp.writeFile(file, content, { flag: 'wx' });
  return { path: file, size: content.length, sha256: createHash('sha256').update(content).digest('hex') };
}

/**
 * Encodes a page (already at most PREVIEW_MAX on its long side) as the preview and the thumbnail.
 * Both come from the same decoded pixels, side by side on libvips' threads, which on a document
 * is most of the work: encoding the preview costs several times drawing it.
 */
export async function writePage(image: Sharp, outDir: string, page: Omit<RenderedPage, 'preview' | 'thumbnail'>): Promise<RenderedPage> {
  const [preview, thumbnail] = await Promise.all([
    image.clone().webp({ quality: 88, effort: 0 }).toBuffer(),
    image.clone().resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
  ]);
  return { ...page, preview: await writeRendering(outDir, preview), thumbnail: await writeRendering(outDir, thumbnail) };
}

/** Removes a page's files once the blob store has copies (or the upload failed). */
export const removePageFiles = (page: Pick<RenderedPage, 'preview' | 'thumbnail'>) =>
  Promise.all([fsp.rm(page.preview.path, { force: true }), fsp.rm(page.thumbnail.path, { force: true })]);
