import { RASTER_MIMES } from '../image.ts';
import { PREVIEW_MAX } from '../page-output.ts';

/** Tiles are 256 px squares (the edge ones smaller): at a deep zoom a screen needs few, and each comes quickly. */
export const TILE_SIZE = 256;
export const TILE_FORMAT = 'webp';

/** What a reader needs to find a tile: the image's size, the tiles' size and their format. */
export interface PyramidShape {
  width: number;
  height: number;
  tile_size: number;
  format: string;
}

/**
 * The grid of tiles of each DeepZoom level, from level 0 (one pixel) to the image's own size: each
 * level halves the one above it, rounding up, as libvips' dzsave and every DeepZoom reader do.
 */
export function levelGrids({ width, height, tile_size }: PyramidShape): { width: number; height: number; columns: number; rows: number }[] {
  const top = Math.ceil(Math.log2(Math.max(width, height)));
  const grids = [];
  for (let level = 0; level <= top; level++) {
    const divisor = 2 ** (top - level);
    const levelWidth = Math.ceil(width / divisor);
    const levelHeight = Math.ceil(height / divisor);
    grids.push({ width: levelWidth, height: levelHeight, columns: Math.ceil(levelWidth / tile_size), rows: Math.ceil(levelHeight / tile_size) });
  }
  return grids;
}

/** A tile's place in the pack, or null when the level, column or row is outside the pyramid. */
export function tileOrdinal(shape: PyramidShape, level: number, column: number, row: number): number | null {
  const grids = levelGrids(shape);
  const grid = grids[level];
  if (!grid || column < 0 || row < 0 || column >= grid.columns || row >= grid.rows) return null;
  return grids.slice(0, level).reduce((sum, before) => sum + before.columns * before.rows, 0) + row * grid.columns + column;
}

/** Raster images whose preview is smaller than they are get a pyramid: the preview already holds every pixel of the rest. */
export const needsPyramid = (variation: { file_type: string; width: number; height: number; video_probe: string | null }) =>
  variation.video_probe === null && RASTER_MIMES.has(variation.file_type) && Math.max(variation.width, variation.height) > PREVIEW_MAX;
