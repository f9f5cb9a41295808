import { describe, expect, it } from 'vitest';
import { spriteTileAt } from './sprite-tile.ts';

const sprite = { url: 'files/sprite.webp', columns: 10, rows: 3, count: 25, interval_ms: 2000, tile_width: 160, tile_height: 90 };

describe('sprite tile', () => {
  it('finds the thumbnail taken at or just before a time, row by row', () => {
    expect(spriteTileAt(sprite, 0)).toEqual({ column: 0, row: 0 });
    expect(spriteTileAt(sprite, 3.9)).toEqual({ column: 1, row: 0 });
    expect(spriteTileAt(sprite, 24)).toEqual({ column: 2, row: 1 });
  });

  it('stays on the tiles that exist', () => {
    expect(spriteTileAt(sprite, 500)).toEqual({ column: 4, row: 2 });
    expect(spriteTileAt(sprite, -1)).toEqual({ column: 0, row: 0 });
  });
});
