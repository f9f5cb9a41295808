import type { Page, Variation } from '@review/contract/assets';
import type { ImageSize } from '../../annotate/geometry.ts';

/** Originals every browser decodes to the exact pixels the designer exported. */
const DECODABLE = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'image/bmp']);
/** Above this an original is not decoded a second time in full (4 bytes a pixel): the preview serves. */
const MAX_SOURCE_PIXELS = 25_000_000;

/** Where colours are read from: a path, and the size its pixels come in. */
export interface SamplingSource {
  path: string;
  size: ImageSize;
  /** Whether the source is the original file (exact colours) or the rendered preview (WebP, about ±1 per channel). */
  isOriginal: boolean;
}

/**
 * The file whose pixels the checks read for a page. A single raster image is read from its original
 * (when the reader has it: members; a review link's guests read the rendering),
 * so the colours are the file's own and not the preview's lossy WebP; a PDF or SVG page, a very large
 * image or an unusual format is read from its rendered preview, which is what the viewer shows.
 */
export function samplingSourceOf(variation: Pick<Variation, 'page_count' | 'width' | 'height'> & Partial<Pick<Variation, 'design_file' | 'file_type'>>, page: Page): SamplingSource {
  const { design_file: original, file_type: type = '' } = variation;
  const isSmallRaster = original !== undefined && variation.page_count === 1 && DECODABLE.has(type) && variation.width * variation.height <= MAX_SOURCE_PIXELS;
  if (isSmallRaster) return { path: original, size: { width: variation.width, height: variation.height }, isOriginal: true };
  return { path: page.preview, size: { width: page.width, height: page.height }, isOriginal: false };
}
