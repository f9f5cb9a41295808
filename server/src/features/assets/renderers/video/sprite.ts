import type { VideoSample } from 'mediabunny';
import sharp from 'sharp';
import type { ReceivedFile } from '../../../../blob/blob-store.ts';
import { writeOutput } from './output-file.ts';
import { uprightImage, type Rotation } from './upright.ts';

/** How the scrub bar's hover thumbnails are laid out in one image. */
export interface SpriteSheet {
  columns: number;
  rows: number;
  count: number;
  interval_ms: number;
  tile_width: number;
  tile_height: number;
}

const TILE_WIDTH = 160;
const COLUMNS = 10;
const MAX_TILES = 100;
const MIN_INTERVAL_MS = 1000;
/** WebP's sides stop at 16383 px: ten rows of a very tall video's tiles must fit. */
const MAX_TILE_HEIGHT = 1600;

/** A tile every whole number of milliseconds, at least a second apart, at most a hundred of them. */
export function planSprite({ duration_ms, width, height }: { duration_ms: number; width: number; height: number }): SpriteSheet {
  const interval_ms = Math.max(MIN_INTERVAL_MS, Math.ceil(duration_ms / MAX_TILES));
  const count = Math.max(1, Math.min(MAX_TILES, Math.ceil(duration_ms / interval_ms)));
  const columns = Math.min(COLUMNS, count);
  const tile_height = Math.min(MAX_TILE_HEIGHT, Math.max(2, Math.round((TILE_WIDTH * height) / width)));
  return { columns, rows: Math.ceil(count / columns), count, interval_ms, tile_width: TILE_WIDTH, tile_height };
}

/**
 * Collects the sprite's tiles from frames as a pass decodes them, in order: tile k shows the frame
 * on screen at k × interval, that is the first frame ending after it.
 */
export function createSpriteCollector(sheet: SpriteSheet, rotation: Rotation) {
  const tiles: Buffer[] = [];
  return {
    /** A decoded frame, on screen until `end` seconds after the first. */
    async take(sample: VideoSample, end: number) {
      let tile: Buffer | null = null;
      while (tiles.length < sheet.count && (tiles.length * sheet.interval_ms) / 1000 < end) {
        tile ??= await (await uprightImage(sample, rotation, { width: sheet.tile_width, height: sheet.tile_height })).raw().toBuffer();
        tiles.push(tile);
      }
    },

    /** The sheet as one WebP, tiles left to right, top to bottom; `count` is the tiles it got. */
    async write(outDir: string): Promise<{ file: ReceivedFile; sheet: SpriteSheet }> {
      const count = Math.max(1, tiles.length);
      const { columns, tile_width: width, tile_height: height } = sheet;
      const rows = Math.ceil(count / columns);
      const image = await sharp({ create: { width: columns * width, height: rows * height, channels: 3, background: '#000000' } })
        .composite(tiles.map((tile, index) => ({ input: tile, raw: { width, height, channels: 3 as const }, left: (index % columns) * width, top: Math.floor(index / columns) * height })))
        .webp({ quality: 75 })
        .toBuffer();
      return { file: await writeOutput(outDir, image), sheet: { ...sheet, rows, count } };
    },
  };
}
