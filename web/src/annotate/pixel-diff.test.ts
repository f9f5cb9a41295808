import { describe, expect, it } from 'vitest';
import { comparisonSize, diffPixels } from './pixel-diff.ts';

const pixels = (...rgba: number[][]) => new Uint8ClampedArray(rgba.flat());

describe('diffPixels', () => {
  const a = pixels([10, 20, 30, 255], [100, 100, 100, 255], [0, 0, 0, 255]);
  const b = pixels([10, 20, 30, 255], [110, 90, 100, 255], [200, 0, 0, 255]);

  it('shows |a − b| per channel in raw mode', () => {
    const diff = diffPixels(a, b, { threshold: 16, mode: 'raw' });
    expect(Array.from(diff.data)).toEqual([0, 0, 0, 255, 10, 10, 0, 255, 200, 0, 0, 255]);
    expect(diff.changed).toBe(1);
    expect(diff.total).toBe(3);
  });

  it('highlights pixels over the threshold and ghosts the rest', () => {
    const diff = diffPixels(a, b, { threshold: 5, mode: 'highlight' });
    expect(diff.changed).toBe(2);
    expect(Array.from(diff.data.slice(8, 12))).toEqual([255, 0, 170, 255]);
    expect(diff.data[0]).toBeGreaterThan(150);
    expect(diff.data[1]).toBe(diff.data[0]);
  });

  it('refuses images of different sizes', () => {
    expect(() => diffPixels(a, pixels([0, 0, 0, 0]), { threshold: 0, mode: 'raw' })).toThrow();
  });

  it('compares at the first image size, capped on the long side', () => {
    expect(comparisonSize(1000, 600, 2048)).toEqual({ width: 1000, height: 600 });
    expect(comparisonSize(4096, 1024, 2048)).toEqual({ width: 2048, height: 512 });
  });
});
