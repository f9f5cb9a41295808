import { describe, expect, it } from 'vitest';
import { imagePoint, screenPoint, MAX_PATH_POINTS } from '@review/contract/geometry';
import { buildAnnotationBody } from './annotation-body.ts';
import { carryPoint, clientToImage, finishPath, imageToClient, isOnImage, polylineData, roundToTenth, type Matrix } from './geometry.ts';

/** The CTM of a 1000×600 overlay shown at `scale`, its top left at (left, top) in client pixels. */
const ctmOf = (scale: number, left: number, top: number, scaleY = scale): Matrix => ({ a: scale, b: 0, c: 0, d: scaleY, e: left, f: top });
const size = { width: 1000, height: 600 };

describe('client ↔ image pixels', () => {
  it('maps a pointer to the same image pixel at every zoom and offset', () => {
    for (const scale of [0.1, 0.5, 1, 1.5, 2]) {
      for (const [left, top] of [[0, 0], [37.5, 112.25], [-400, -80]] as const) {
        const ctm = ctmOf(scale, left, top);
        const target = imagePoint(200, 150);
        const client = imageToClient(ctm, target);
        const back = clientToImage(ctm, client);
        expect(back.x).toBeCloseTo(200, 9);
        expect(back.y).toBeCloseTo(150, 9);
      }
    }
  });

  it('undoes non-uniform scale and rotation too', () => {
    const ctm = ctmOf(0.5, 10, 20, 0.499);
    expect(clientToImage(ctm, screenPoint(10 + 100, 20 + 0.499 * 300))).toEqual({ x: 200, y: 300 });
    const turn: Matrix = { a: 0, b: 1, c: -1, d: 0, e: 100, f: 0 };
    const back = clientToImage(turn, imageToClient(turn, imagePoint(30, 40)));
    expect(back.x).toBeCloseTo(30);
    expect(back.y).toBeCloseTo(40);
  });

  it('knows when a point is off the image', () => {
    expect(isOnImage(imagePoint(0, 600), size)).toBe(true);
    expect(isOnImage(imagePoint(-0.1, 10), size)).toBe(false);
    expect(isOnImage(imagePoint(10, 600.5), size)).toBe(false);
  });
});

describe('finishPath', () => {
  it('clamps to the image, rounds to 0.1 px and drops repeats', () => {
    const path = finishPath([imagePoint(-5, 10.04), imagePoint(0, 10.01), imagePoint(512.345, 300.26), imagePoint(1200, 700)], size);
    expect(path).toEqual([imagePoint(0, 10), imagePoint(512.3, 300.3), imagePoint(1000, 600)]);
  });

  it('keeps at most the contract limit of points, with both ends', () => {
    const long = Array.from({ length: MAX_PATH_POINTS * 2 + 3 }, (_, i) => imagePoint(i / 20, 1));
    const path = finishPath(long, size);
    expect(path).toHaveLength(MAX_PATH_POINTS);
    expect(path[0]).toEqual(long[0]);
    expect(path[path.length - 1]).toEqual(imagePoint(roundToTenth(long[long.length - 1]!.x), 1));
  });

  it('never writes -0', () => {
    expect(Object.is(roundToTenth(-0.01), 0)).toBe(true);
  });
});

describe('buildAnnotationBody', () => {
  it('sends the first point and the path as JSON text of the page pixels, with the page', () => {
    const body = buildAnnotationBody(7, 2, { shape: 'pen', color: 'red', points: [imagePoint(200.04, 150), imagePoint(400, 299.96)] }, '', size);
    expect(body).toEqual({
      variation_id: 7,
      starting_point: '[{"x":200,"y":150}]',
      path: '[{"x":200,"y":150},{"x":400,"y":300}]',
      content: '',
      color: 'red',
      shape: 'pen',
      page: 2,
    });
  });

  it('sends nothing without a stroke', () => {
    expect(buildAnnotationBody(7, 1, { shape: 'pen', color: 'red', points: [] }, 'text', size)).toBeNull();
  });
});

describe('drawing helpers', () => {
  it('writes polylines, closed or not, and a dot for one point', () => {
    expect(polylineData([{ x: 1, y: 2 }, { x: 3, y: 4 }])).toBe('M1 2L3 4');
    expect(polylineData([{ x: 1, y: 2 }, { x: 3, y: 4 }], true)).toBe('M1 2L3 4Z');
    expect(polylineData([{ x: 1, y: 2 }])).toBe('M1 2L1 2');
    expect(polylineData([])).toBe('');
  });

  it('carries a point to the same relative spot of a differently sized version', () => {
    expect(carryPoint({ x: 250, y: 150 }, size, { width: 2000, height: 1200 })).toEqual({ x: 500, y: 300 });
  });
});
