import { describe, expect, it } from 'vitest';
import { boundsOf, placeBeside, type Bounds } from './place-beside.ts';

const box = { width: 200, height: 100 };
const area: Bounds = { left: 0, top: 0, right: 800, bottom: 600 };
const overlaps = (shape: Bounds, at: { left: number; top: number }) =>
  at.left < shape.right && at.left + box.width > shape.left && at.top < shape.bottom && at.top + box.height > shape.top;

describe('placeBeside', () => {
  it('goes right of the shape, level with its top, when there is room', () => {
    expect(placeBeside({ left: 100, top: 50, right: 300, bottom: 250 }, area, box)).toEqual({ left: 312, top: 50 });
  });

  it('goes left of a shape near the right edge, below one filling the height, above one at the foot', () => {
    expect(placeBeside({ left: 500, top: 50, right: 700, bottom: 250 }, area, box)).toEqual({ left: 288, top: 50 });
    expect(placeBeside({ left: 100, top: 0, right: 700, bottom: 300 }, area, box)).toEqual({ left: 100, top: 312 });
    expect(placeBeside({ left: 100, top: 420, right: 700, bottom: 590 }, area, box)).toEqual({ left: 100, top: 308 });
  });

  it('never covers the shape while any side has the room, wherever the shape is', () => {
    for (let x = 0; x <= 600; x += 50) {
      for (let y = 0; y <= 450; y += 50) {
        const shape = { left: x, top: y, right: x + 200, bottom: y + 150 };
        const at = placeBeside(shape, area, box);
        expect(overlaps(shape, at), `shape at ${x},${y}`).toBe(false);
        expect(at.left).toBeGreaterThanOrEqual(0);
        expect(at.top).toBeGreaterThanOrEqual(0);
        expect(at.left + box.width).toBeLessThanOrEqual(800);
        expect(at.top + box.height).toBeLessThanOrEqual(600);
      }
    }
  });

  it('slides along a side to stay in an area that does not start at 0 (the visible part of a zoomed page)', () => {
    expect(placeBeside({ left: 900, top: 100, right: 1000, bottom: 200 }, { left: 600, top: 80, right: 1400, bottom: 400 }, box)).toEqual({ left: 1012, top: 100 });
    expect(placeBeside({ left: 900, top: 350, right: 1000, bottom: 390 }, { left: 600, top: 80, right: 1400, bottom: 400 }, box)).toEqual({ left: 1012, top: 300 });
  });

  it('covers as little of the shape as it can when no side has the room', () => {
    const small = { left: 0, top: 0, right: 250, bottom: 160 };
    const at = placeBeside({ left: 20, top: 20, right: 230, bottom: 60 }, small, box);
    expect(at).toEqual({ left: 20, top: 60 });
  });
});

describe('boundsOf', () => {
  it('is the rectangle around the points, scaled to the screen', () => {
    expect(boundsOf([{ x: 10, y: 40 }, { x: 30, y: 20 }, { x: 20, y: 30 }], 2)).toEqual({ left: 20, top: 40, right: 60, bottom: 80 });
  });
});
