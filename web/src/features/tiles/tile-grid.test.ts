import type { Tiles } from '@review/contract/tiles';
import { describe, expect, it } from 'vitest';
import { levelFor, tilesCovering, tileUrl, topLevel } from './tile-grid.ts';

const tiles: Tiles = { url: 'tiles/abc.dzi', layout: 'dzi', width: 6000, height: 4000, tile_size: 256, format: 'webp' };

describe('the tile grid', () => {
  it('draws the preview until the zoom asks for more pixels than it has, then the smallest level that has them', () => {
    expect(topLevel(tiles)).toBe(13);
    // The preview is 2560 px wide: 0.4267 of the image's pixels.
    expect(levelFor(tiles, 0.4)).toBeNull();
    expect(levelFor(tiles, 0.45)).toBe(12);
    expect(levelFor(tiles, 0.5)).toBe(12);
    expect(levelFor(tiles, 0.51)).toBe(13);
    expect(levelFor(tiles, 4)).toBe(13);
  });

  it('fetches the tiles on screen and a ring around them, the middle first', () => {
    // 400 % on a 1000 x 500 screen at the bottom-right corner: 250 x 125 image pixels.
    const places = tilesCovering(tiles, 13, { left: 5750, top: 3875, right: 6000, bottom: 4000 });
    expect(places.map((place) => place.key).sort()).toEqual(['13/21_14', '13/21_15', '13/22_14', '13/22_15', '13/23_14', '13/23_15'].sort());
    expect(places[0]!.key).toBe('13/23_15');
    expect(places.find((place) => place.key === '13/23_15')!.rect).toEqual({ left: 5888, top: 3840, right: 6000, bottom: 4000 });
    expect(tileUrl(tiles, places[0]!)).toBe('tiles/abc_files/13/23_15.webp');
    // A level below spans twice the pixels a tile.
    expect(tilesCovering(tiles, 12, { left: 0, top: 0, right: 100, bottom: 100 }).map((place) => place.key).sort()).toEqual(['12/0_0', '12/0_1', '12/1_0', '12/1_1']);
  });
});
