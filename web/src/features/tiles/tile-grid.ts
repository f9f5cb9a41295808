import type { Tiles } from '@review/contract/tiles';
import { ZOOM_DEEP_MAX, ZOOM_MAX } from '../../annotate/zoom.ts';

/** The longest side a preview is rendered at (server: renderers/page-output.ts PREVIEW_MAX). */
const PREVIEW_MAX = 2560;

/** Part of the image, in its own pixels. */
export interface ImageRect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** One tile to show: where it is in the image (its own pixels) and which file holds it. */
export interface TilePlace {
  key: string;
  level: number;
  column: number;
  row: number;
  rect: ImageRect;
}

/** The DeepZoom level whose pixels are the image's own. */
export const topLevel = (tiles: Pick<Tiles, 'width' | 'height'>) => Math.ceil(Math.log2(Math.max(tiles.width, tiles.height)));

/** Preview pixels per image pixel: the preview holds the whole image at most 2560 px on its long side. */
export const previewScale = (tiles: Pick<Tiles, 'width' | 'height'>) => Math.min(1, PREVIEW_MAX / Math.max(tiles.width, tiles.height));

/**
 * The level to draw at `pixels` device pixels per image pixel, or null while the preview has as
 * many: the smallest level with at least that many (a level halves the one above it).
 */
export function levelFor(tiles: Pick<Tiles, 'width' | 'height'>, pixels: number): number | null {
  if (!(pixels > previewScale(tiles))) return null;
  const top = topLevel(tiles);
  const halvings = Math.max(0, Math.min(top, Math.floor(Math.log2(1 / pixels))));
  return top - halvings;
}

/**
 * The tiles of `level` that cover `view` and a ring of one tile around it (so a pan finds them
 * loaded), nearest the view's middle first, which is the order the browser asks for them in.
 */
export function tilesCovering(tiles: Tiles, level: number, view: ImageRect): TilePlace[] {
  const span = tiles.tile_size * 2 ** (topLevel(tiles) - level);
  const columns = Math.ceil(tiles.width / span);
  const rows = Math.ceil(tiles.height / span);
  const first = { column: Math.max(0, Math.floor(view.left / span) - 1), row: Math.max(0, Math.floor(view.top / span) - 1) };
  const last = { column: Math.min(columns - 1, Math.ceil(view.right / span)), row: Math.min(rows - 1, Math.ceil(view.bottom / span)) };
  const middle = { x: (view.left + view.right) / 2, y: (view.top + view.bottom) / 2 };
  const places: TilePlace[] = [];
  for (let row = first.row; row <= last.row; row++) {
    for (let column = first.column; column <= last.column; column++) {
      const rect = { left: column * span, top: row * span, right: Math.min(tiles.width, (column + 1) * span), bottom: Math.min(tiles.height, (row + 1) * span) };
      places.push({ key: `${level}/${column}_${row}`, level, column, row, rect });
    }
  }
  const distance = ({ rect }: TilePlace) => Math.hypot((rect.left + rect.right) / 2 - middle.x, (rect.top + rect.bottom) / 2 - middle.y);
  return places.sort((a, b) => distance(a) - distance(b));
}

/** A tile's file beside the DeepZoom descriptor (`name.dzi` → `name_files/level/column_row.format`). */
export const tileUrl = (tiles: Tiles, place: TilePlace) => tiles.url.replace(/\.dzi$/, `_files/${place.level}/${place.column}_${place.row}.${tiles.format}`);

/** A page with a pyramid zooms to 1600 %; any other to the spec's 200 %. */
export const zoomMaxOf = (page: { tiles: Tiles | null } | undefined) => (page?.tiles ? ZOOM_DEEP_MAX : ZOOM_MAX);
