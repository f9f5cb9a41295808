import sharp from 'sharp';
import { invalid } from '../../errors.ts';

/** What the server accepts, by the decoded content's format (never by name or declared type). */
const ACCEPTED = {
  jpeg: { mime: 'image/jpeg', extension: 'jpg' },
  png: { mime: 'image/png', extension: 'png' },
  gif: { mime: 'image/gif', extension: 'gif' },
  tiff: { mime: 'image/tiff', extension: 'tiff' },
} as const;

export const DESIGN_FILE_REFUSED = 'Only jpg, png, gif and tiff images are accepted.';
const UNREADABLE = 'The file could not be read as an image: it may be damaged or incomplete.';

const THUMBNAIL_WIDTH = 400;
const PREVIEW_MAX = 2560;
/** Above this many pixels an image is refused rather than decoded (a decompression bomb guard). */
const MAX_PIXELS = 400_000_000;

export interface DesignImage {
  mime: string;
  extension: string;
  width: number;
  height: number;
  thumbnail: Buffer;
  preview: Buffer;
}

const open = (filePath: string) => sharp(filePath, { failOn: 'truncated', limitInputPixels: MAX_PIXELS, sequentialRead: true });

/**
 * Checks a received file by its content and renders the WebP thumbnail and viewer preview.
 * Rendering decodes every pixel, so a truncated or corrupt file is caught here, before any row exists.
 */
export async function processDesignImage(filePath: string): Promise<DesignImage> {
  const metadata = await open(filePath)
    .metadata()
    .catch(() => {
      throw invalid(DESIGN_FILE_REFUSED, { design_file: DESIGN_FILE_REFUSED });
    });
  const { format, width = 0, height = 0 } = metadata;
  const accepted = format && format in ACCEPTED ? ACCEPTED[format as keyof typeof ACCEPTED] : null;
  if (!accepted) throw invalid(DESIGN_FILE_REFUSED, { design_file: DESIGN_FILE_REFUSED });

  try {
    const [thumbnail, preview] = await Promise.all([
      open(filePath).rotate().resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
      open(filePath).rotate().resize({ width: PREVIEW_MAX, height: PREVIEW_MAX, fit: 'inside', withoutEnlargement: true }).webp({ quality: 90 }).toBuffer(),
    ]);
    return { ...accepted, width, height, thumbnail, preview };
  } catch {
    throw invalid(UNREADABLE, { design_file: UNREADABLE });
  }
}

/** The spec's variation name: the file name without its extension. */
export const nameWithoutExtension = (fileName: string) => fileName.replace(/\.[^./\\]*$/, '').trim() || fileName;
