import { describe, expect, it } from 'vitest';
import { clockOf } from './frame-clock.ts';
import { spriteTileOf } from './sprite-tile.ts';

const sprite = { url: 'files/sprite.webp', columns: 10, rows: 3, count: 25, interval_ms: 2000, tile_width: 160, tile_height: 90 };
const ntsc = clockOf({ frame_rate: { num: 24000, den: 1001 }, frame_count: 1200, duration_ms: 50_050 });

describe('sprite tile', () => {
  it('finds the tile taken at or before a frame, row by row, and the frame it shows', () => {
    expect(spriteTileOf(sprite, ntsc, 0)).toEqual({ column: 0, row: 0, frame: 0 });
    expect(spriteTileOf(sprite, ntsc, 46)).toEqual({ column: 0, row: 0, frame: 0 });
    // Tile 1 (2 s) shows frame 47, which ends at 2.002 s: frame 47 is its tile's own, frame 48 is not.
    expect(spriteTileOf(sprite, ntsc, 47)).toEqual({ column: 1, row: 0, frame: 47 });
    expect(spriteTileOf(sprite, ntsc, 48)).toEqual({ column: 1, row: 0, frame: 47 });
    expect(spriteTileOf(sprite, ntsc, 480)).toEqual({ column: 0, row: 1, frame: 479 });
  });

  it('gives a frame its own tile where one was taken, at an even rate', () => {
    const pal = clockOf({ frame_rate: { num: 25, den: 1 }, frame_count: 1250, duration_ms: 50_000 });
    expect(spriteTileOf(sprite, pal, 50)).toEqual({ column: 1, row: 0, frame: 50 });
    expect(spriteTileOf(sprite, pal, 49)).toEqual({ column: 0, row: 0, frame: 0 });
  });

  it('stays on the tiles that exist', () => {
    expect(spriteTileOf(sprite, ntsc, 1199)).toEqual({ column: 4, row: 2, frame: 1150 });
  });

  it('reads a variable frame rate by its frames’ times', () => {
    const vfr = clockOf({ frame_rate: { num: 24, den: 1 }, frame_count: 4, duration_ms: 5000 }, [0, 1.5, 2.5, 4]);
    expect(spriteTileOf(sprite, vfr, 0)).toEqual({ column: 0, row: 0, frame: 0 });
    expect(spriteTileOf(sprite, vfr, 1)).toEqual({ column: 1, row: 0, frame: 1 });
    expect(spriteTileOf(sprite, vfr, 2)).toEqual({ column: 1, row: 0, frame: 1 });
    expect(spriteTileOf(sprite, vfr, 3)).toEqual({ column: 2, row: 0, frame: 3 });
  });
});
