import { describe, expect, it } from 'vitest';
import { CHANGED_PIXEL, findRegions } from './find-regions.ts';

const WIDTH = 400;
const HEIGHT = 300;

function maskWith(...blocks: { x: number; y: number; width: number; height: number }[]) {
  const mask = new Uint32Array(WIDTH * HEIGHT);
  for (const block of blocks) for (let y = block.y; y < block.y + block.height; y++) mask.fill(CHANGED_PIXEL, y * WIDTH + block.x, y * WIDTH + block.x + block.width);
  return mask;
}

describe('findRegions', () => {
  it('finds nothing in scattered single pixels (compression noise)', () => {
    const mask = new Uint32Array(WIDTH * HEIGHT);
    for (let i = 0; i < mask.length; i += 97) mask[i] = CHANGED_PIXEL;
    expect(findRegions(mask, WIDTH, HEIGHT)).toEqual([]);
  });

  it('gives each block far from the others its own exact box, largest first', () => {
    const regions = findRegions(maskWith({ x: 10, y: 20, width: 30, height: 10 }, { x: 200, y: 150, width: 50, height: 40 }), WIDTH, HEIGHT);
    expect(regions).toEqual([
      { x: 200, y: 150, width: 50, height: 40, changed_pixels: 2000 },
      { x: 10, y: 20, width: 30, height: 10, changed_pixels: 300 },
    ]);
  });

  it('joins blocks a few pixels apart into one box', () => {
    const regions = findRegions(maskWith({ x: 40, y: 40, width: 20, height: 20 }, { x: 66, y: 40, width: 20, height: 20 }), WIDTH, HEIGHT);
    expect(regions).toEqual([{ x: 40, y: 40, width: 46, height: 20, changed_pixels: 800 }]);
  });

  it('drops a change too small to be more than noise', () => {
    expect(findRegions(maskWith({ x: 100, y: 100, width: 4, height: 4 }), WIDTH, HEIGHT)).toEqual([]);
  });

  it('joins from farther away until there are only a few boxes', () => {
    const grid = Array.from({ length: 40 }, (_, i) => ({ x: (i % 8) * 48 + 4, y: Math.floor(i / 8) * 56 + 4, width: 12, height: 12 }));
    const regions = findRegions(maskWith(...grid), WIDTH, HEIGHT);
    expect(regions.length).toBeGreaterThan(0);
    expect(regions.length).toBeLessThanOrEqual(12);
    expect(regions.reduce((sum, region) => sum + region.changed_pixels, 0)).toBe(40 * 144);
  });
});
