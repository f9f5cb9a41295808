import sharp, { type Metadata } from 'sharp';
import { PREVIEW_MAX, writePage, type RenderedPage } from './page-output.ts';
import { RenderRefusal, UNREADABLE_IMAGE } from './refusal.ts';

/** Above this many pixels an image is refused rather than decoded (a decompression bomb guard). */
export const MAX_PIXELS = 400_000_000;

/** Raster formats accepted, by what libvips decoded (never by name or declared type). */
export const RASTER_FORMATS: Record<string, { mime: string; extension: string }> = {
  jpeg: { mime: 'image/jpeg', extension: 'jpg' },
  png: { mime: 'image/png', extension: 'png' },
  gif: { mime: 'image/gif', extension: 'gif' },
  tiff: { mime: 'image/tiff', extension: 'tiff' },
  webp: { mime: 'image/webp', extension: 'webp' },
};
/** AVIF is HEIF with AV1 inside; HEIC (HEVC inside) cannot be decoded by the bundled libvips. */
const AVIF = { mime: 'image/avif', extension: 'avif' };
/** The types of what this file accepts, as stored on a variation. */
export const RASTER_MIMES = new Set([...Object.values(RASTER_FORMATS).map((format) => format.mime), AVIF.mime]);

const openRaster = (filePath: string) => sharp(filePath, { failOn: 'truncated', limitInputPixels: MAX_PIXELS, sequentialRead: true });

/** The raster format of a file, or null when libvips does not read it as one we accept. */
export async function rasterFormat(filePath: string): Promise<{ mime: string; extension: string; metadata: Metadata } | null> {
  const metadata = await openRaster(filePath)
    .metadata()
    .catch(() => null);
  if (!metadata?.format) return null;
  if (metadata.format === 'heif') return metadata.compression === 'av1' ? { ...AVIF, metadata } : null;
  const format = RASTER_FORMATS[metadata.format];
  return format ? { ...format, metadata } : null;
}

/**
 * Renders the viewer preview (at most 2560 px, WebP) and the thumbnail of an image. Rendering
 * decodes every pixel, so a truncated or corrupt file fails here, before any row exists. Points on
 * an image are in its own pixels, so the page's size is the original's (turned upright).
 */
export async function renderRaster(filePath: string, metadata: Metadata, outDir: string): Promise<RenderedPage> {
  try {
    const { data, info } = await openRaster(filePath)
      .rotate()
      .resize({ width: PREVIEW_MAX, height: PREVIEW_MAX, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    return await writePage(pixels, outDir, {
      number: 1,
      width: metadata.autoOrient?.width ?? metadata.width ?? info.width,
      height: metadata.autoOrient?.height ?? metadata.height ?? info.height,
    });
  } catch {
    throw new RenderRefusal(UNREADABLE_IMAGE);
  }
}
