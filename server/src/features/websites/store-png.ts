import { createHash, randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { BlobStore, ReceivedFile } from '../../blob/blob-store.ts';
import { storeDesignFile, type DesignRenderer } from '../assets/index.ts';

/** What storing a PNG as a design needs: the file store, the renderer, and a folder of temp files. */
export interface PngStore {
  blobs: BlobStore;
  renderer: DesignRenderer;
  workDir: string;
  videoMaxSeconds: number;
}

/**
 * Stores a PNG through the image upload's path (checked, original kept, preview and thumbnail
 * rendered), so a capture is reviewed, pinned, compared and reported on as an uploaded image is.
 */
export const storePngFile = ({ blobs, renderer, videoMaxSeconds }: PngStore, file: ReceivedFile, filename: string) =>
  storeDesignFile(blobs, renderer, { ...file, filename }, { videoMaxSeconds });

/** `storePngFile` for bytes in memory, written to a folder of their own first. */
export async function storePng(store: PngStore, png: Uint8Array, filename: string) {
  const folder = path.join(store.workDir, randomUUID());
  await fsp.mkdir(folder, { recursive: true });
  try {
    const file = path.join(folder, 'capture.png');
    await fsp.writeFile(file, png);
    return await storePngFile(store, { path: file, size: png.byteLength, sha256: createHash('sha256').update(png).digest('hex') }, filename);
  } finally {
    await fsp.rm(folder, { recursive: true, force: true });
  }
}

/** What a capture shows until it is taken: a blank page of the desktop's proportions, the same bytes every time (one stored file). */
export const PLACEHOLDER_NAME = 'capturing.png';
export const placeholderPng = () => sharp({ create: { width: 1440, height: 900, channels: 3, background: '#f1f3f5' } }).png().toBuffer();
