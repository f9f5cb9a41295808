import { describe, expect, it } from 'vitest';
import { comparisonSize, highlightDifference, pixelmatchThreshold } from './pixel-difference.ts';

/** A white `size`×`size` RGBA image with a black `block`×`block` square at (x, y). */
function picture(size: number, block: number, x: number, y: number): Uint8ClampedArray {
  const data = new Uint8ClampedArray(size * size * 4).fill(255);
  for (let row = y; row < y + block; row += 1) {
    for (let col = x; col < x + block; col += 1) data.fill(0, (row * size + col) * 4, (row * size + col) * 4 + 3);
  }
  return data;
}

describe('highlightDifference', () => {
  it('counts the pixels of a moved block and paints them magenta', () => {
    const diff = highlightDifference(picture(40, 10, 5, 5), picture(40, 10, 20, 20), 40, 40, 16);
    expect(diff.total).toBe(1600);
    expect(diff.changed).toBe(200);
    const at = (x: number, y: number) => Array.from(diff.data.slice((y * 40 + x) * 4, (y * 40 + x) * 4 + 4));
    expect(at(8, 8)).toEqual([255, 0, 170, 255]);
    // Unchanged white stays a light ghost of A.
    expect(at(0, 0)).toEqual([255, 255, 255, 255]);
  });

  it('finds nothing between equal images, and refuses different sizes', () => {
    expect(highlightDifference(picture(20, 4, 2, 2), picture(20, 4, 2, 2), 20, 20, 16).changed).toBe(0);
    expect(() => highlightDifference(picture(20, 4, 2, 2), picture(10, 4, 2, 2), 20, 20, 16)).toThrow();
  });
});

describe('pixelmatchThreshold', () => {
  it('turns channel steps into pixelmatch’s 0–1 distance', () => {
    expect(pixelmatchThreshold(0)).toBe(0);
    expect(pixelmatchThreshold(255)).toBe(1);
    expect(pixelmatchThreshold(51)).toBeCloseTo(0.2);
  });
});

describe('comparisonSize', () => {
  it('keeps small images and scales large ones to the long side', () => {
    expect(comparisonSize(800, 600, 2048)).toEqual({ width: 800, height: 600 });
    expect(comparisonSize(4096, 1024, 2048)).toEqual({ width: 2048, height: 512 });
  });
});
