import { createHash, randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ReceivedFile } from '../../blob/blob-store.ts';

/** What the server accepts, by the decoded content's format (never by name or declared type). */
const ACCEPTED = {
  jpeg: { mime: 'image/jpeg', extension: 'jpg' },
  png: { mime: 'image/png', extension: 'png' },
  gif: { mime: 'image/gif', extension: 'gif' },
  tiff: { mime: 'image/tiff', extension: 'tiff' },
} as const;

const THUMBNAIL_WIDTH = 400;
const PREVIEW_MAX = 2560;
/** Above this many pixels an image is refused rather than decoded (a decompression bomb guard). */
const MAX_PIXELS = 400_000_000;

/** Why a file was refused: not an accepted image type, or damaged/incomplete. */
export type DesignImageFault = 'refused' | 'unreadable';

export class DesignImageError extends Error {
  constructor(readonly fault: DesignImageFault) {
    super(fault);
  }
}

export interface RenderedDesign {
  mime: string;
  extension: string;
  width: number;
  height: number;
  /** WebP renderings written next to the original, ready for the blob store. */
  thumbnail: ReceivedFile;
  preview: ReceivedFile;
}

async function writeRendering(dir: string, content: Buffer): Promise<ReceivedFile> {
  const file = path.join(dir, randomUUID());
  await fsp.writeFile(file, content, { flag: 'wx' });
  return { path: file, size: content.length, sha256: createHash('sha256').update(content).digest('hex') };
}

/**
 * Checks a file by its decoded content and renders the viewer preview (at most 2560 px, WebP) and,
 * from it, the thumbnail (400 px wide). Rendering decodes every pixel, so a truncated or corrupt file
 * fails here, before any row exists. Runs in the renderer process (see image-renderer.ts).
 */
export async function renderDesignImage(filePath: string, outDir: string): Promise<RenderedDesign> {
  const open = () => sharp(filePath, { failOn: 'truncated', limitInputPixels: MAX_PIXELS, sequentialRead: true });
  const metadata = await open()
    .metadata()
    .catch(() => {
      throw new DesignImageError('refused');
    });
  const accepted = metadata.format && metadata.format in ACCEPTED ? ACCEPTED[metadata.format as keyof typeof ACCEPTED] : null;
  if (!accepted) throw new DesignImageError('refused');

  try {
    const preview = await open().rotate().resize({ width: PREVIEW_MAX, height: PREVIEW_MAX, fit: 'inside', withoutEnlargement: true }).webp({ quality: 88, effort: 2 }).toBuffer();
    const thumbnail = await sharp(preview).resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
    return {
      ...accepted,
      width: metadata.autoOrient?.width ?? metadata.width ?? 0,
      height: metadata.autoOrient?.height ?? metadata.height ?? 0,
      preview: await writeRendering(outDir, preview),
      thumbnail: await writeRendering(outDir, thumbnail),
    };
  } catch {
    throw new DesignImageError('unreadable');
  }
}

/** The spec's variation name: the file name without its extension. */
export const nameWithoutExtension = (fileName: string) => fileName.replace(/\.[^./\\]*$/, '').trim() || fileName;
