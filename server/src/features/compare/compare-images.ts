import pixelmatch from 'pixelmatch';
import sharp from 'sharp';
import { findRegions, type PixelBox } from './find-regions.ts';

/**
 * pixelmatch's colour distance (YIQ, 0 to 1) a pixel must pass to count as changed. Measured on black
 * and white stripes (the hardest case for JPEG) encoded at 92, then again at 50 and 30: its default,
 * 0.1, marked 38 and 75 pixels, enough to make a box; 0.15 marked 7 and 9, which find-regions drops as
 * noise. 0.15 still sees a grey moving by about 40 of 255 levels (0.2 would need 53).
 */
const PIXEL_THRESHOLD = 0.15;
/**
 * When the sizes differ, one rendering is resampled and hard edges come out softened differently
 * (measured: 0.15 boxed a full-range edge of a design halved, then compared with the full size); 0.2 does not.
 */
const SCALED_THRESHOLD = 0.2;
/** The long side compared at most: the previews are already at most 2560, this bounds the time. */
const COMPARE_MAX = 2560;

export interface PageDifference {
  /** Boxes in the new image's own pixels (`width` × `height`). */
  boxes: PixelBox[];
}

/** Decoded to raw RGBA at `width` × `height`; a rendering already at that size is not resampled (the common case: same size). */
const decode = (filePath: string, size: { width?: number; height?: number }, width: number, height: number) => {
  const image = sharp(filePath, { limitInputPixels: COMPARE_MAX * COMPARE_MAX * 4 });
  const resized = size.width === width && size.height === height ? image : image.resize({ width, height, fit: 'fill' });
  return resized.ensureAlpha().raw().toBuffer();
};

/**
 * Compares a page of the new version (`newPath`) with the previous one's (`oldPath`): both are
 * brought to the smaller of the two sizes (scaling a rendering down adds fewer false edges than
 * scaling one up), pixelmatch marks the pixels that differ (anti-aliasing ignored), and the mask is
 * grouped into boxes, scaled to the new page's size (`width` × `height`, its annotation space).
 * Runs in the renderer process: the renderings are decoded there, under its time and memory limits.
 */
export async function compareImages(newPath: string, oldPath: string, page: { width: number; height: number }): Promise<PageDifference> {
  const [newSize, oldSize] = await Promise.all([sharp(newPath).metadata(), sharp(oldPath).metadata()]);
  const area = (size: { width?: number; height?: number }) => (size.width ?? 1) * (size.height ?? 1);
  // In the new page's shape (an older rendering of another shape is stretched onto it), no larger than the older one.
  const factor = Math.min(1, Math.sqrt(area(oldSize) / area(newSize)), COMPARE_MAX / Math.max(newSize.width ?? 1, newSize.height ?? 1));
  const width = Math.max(1, Math.round((newSize.width ?? 1) * factor));
  const height = Math.max(1, Math.round((newSize.height ?? 1) * factor));
  const scaled = newSize.width !== oldSize.width || newSize.height !== oldSize.height;
  const [a, b] = await Promise.all([decode(newPath, newSize, width, height), decode(oldPath, oldSize, width, height)]);
  const diff = new Uint8Array(width * height * 4);
  pixelmatch(a, b, diff, width, height, { threshold: scaled ? SCALED_THRESHOLD : PIXEL_THRESHOLD, includeAA: false, diffMask: true, diffColor: [255, 255, 255] });
  // With diffMask, pixelmatch draws only the changed pixels (opaque white) on the zeroed output: read
  // as one 32-bit word a pixel, it is the mask itself (CHANGED_PIXEL), without a pass to make one.
  const mask = new Uint32Array(diff.buffer, diff.byteOffset, width * height);
  const sx = page.width / width;
  const sy = page.height / height;
  const boxes = findRegions(mask, width, height).map((box) => {
    const x = Math.floor(box.x * sx);
    const y = Math.floor(box.y * sy);
    return {
      x,
      y,
      width: Math.min(page.width, Math.ceil((box.x + box.width) * sx)) - x,
      height: Math.min(page.height, Math.ceil((box.y + box.height) * sy)) - y,
      changed_pixels: Math.round(box.changed_pixels * sx * sy),
    };
  });
  return { boxes };
}
