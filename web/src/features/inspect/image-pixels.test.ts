import { describe, expect, it } from 'vitest';
import { imagePoint, screenPoint } from '@review/contract/geometry';
import { boxBetween, clientToImagePoint, distanceBetween, pixelAt, snapToEdge, sourcePixel } from './image-pixels.ts';

const size = { width: 800, height: 400 };

describe('image pixels', () => {
  it('maps a client point through the drawn rectangle, at any zoom', () => {
    // At 50 %, scrolled so the image starts at (30, 40).
    const rect = { left: 30, top: 40, width: 400, height: 200 };
    expect(clientToImagePoint(screenPoint(30, 40), rect, size)).toEqual(imagePoint(0, 0));
    expect(clientToImagePoint(screenPoint(80, 90), rect, size)).toEqual(imagePoint(100, 100));
    expect(clientToImagePoint(screenPoint(430, 240), rect, size)).toEqual(imagePoint(800, 400));
  });

  it('finds the pixel under a point, and none off the image', () => {
    expect(pixelAt(imagePoint(10.7, 3.2), size)).toEqual(imagePoint(10, 3));
    expect(pixelAt(imagePoint(800, 10), size)).toBeNull();
    expect(pixelAt(imagePoint(-0.1, 10), size)).toBeNull();
  });

  it('measures from edge to edge in whole pixels', () => {
    const from = snapToEdge(imagePoint(99.6, 100.2), size);
    const to = snapToEdge(imagePoint(400.4, 180), size);
    expect(boxBetween(to, from)).toEqual({ x: 100, y: 100, width: 300, height: 80 });
    expect(distanceBetween(imagePoint(0, 0), imagePoint(300, 400))).toBe(500);
    expect(snapToEdge(imagePoint(-5, 900), size)).toEqual(imagePoint(0, 400));
  });

  it('reads the matching pixel of a smaller or larger source', () => {
    expect(sourcePixel(imagePoint(799, 399), size, { width: 400, height: 200 })).toEqual({ x: 399, y: 199 });
    expect(sourcePixel(imagePoint(10, 10), size, { width: 1600, height: 800 })).toEqual({ x: 20, y: 20 });
  });
});
