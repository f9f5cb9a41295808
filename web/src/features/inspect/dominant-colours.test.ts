import { describe, expect, it } from 'vitest';
import { dominantColours } from './dominant-colours.ts';

/** RGBA pixels: `count` of each colour, in order. */
function pixelsOf(...runs: [number, [number, number, number, number?]][]): number[] {
  return runs.flatMap(([count, [r, g, b, a = 255]]) => Array.from({ length: count }, () => [r, g, b, a]).flat());
}

describe('dominantColours', () => {
  it('takes the most common colour as the background and the next distinct one as the text', () => {
    const pixels = pixelsOf([60, [255, 255, 255]], [30, [119, 119, 119]], [10, [200, 200, 200]]);
    expect(dominantColours(pixels)).toEqual({ background: { r: 255, g: 255, b: 255 }, text: { r: 119, g: 119, b: 119 } });
  });

  it('skips anti-aliasing shades next to the background and transparent pixels', () => {
    const pixels = pixelsOf([50, [255, 255, 255]], [20, [250, 250, 250]], [15, [0, 0, 0]], [40, [255, 0, 0, 0]]);
    expect(dominantColours(pixels)).toEqual({ background: { r: 255, g: 255, b: 255 }, text: { r: 0, g: 0, b: 0 } });
  });

  it('is null for one colour or no pixels', () => {
    expect(dominantColours(pixelsOf([10, [1, 2, 3]], [5, [4, 5, 6]]))).toBeNull();
    expect(dominantColours(new Uint8ClampedArray(0))).toBeNull();
  });
});
