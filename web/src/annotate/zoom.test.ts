import { describe, expect, it } from 'vitest';
import { clampZoom, scaleOf, ZOOM_DEFAULT, zoomByWheel, zoomIn, zoomOut } from './zoom.ts';

describe('zoom', () => {
  it('starts at 50 and stays within 10–200', () => {
    expect(ZOOM_DEFAULT).toBe(50);
    expect(clampZoom(5)).toBe(10);
    expect(clampZoom(250)).toBe(200);
    expect(clampZoom(Number.NaN)).toBe(50);
  });

  it('steps by 10, and lands back on the grid after a wheel zoom', () => {
    expect(zoomIn(50)).toBe(60);
    expect(zoomOut(50)).toBe(40);
    expect(zoomIn(55)).toBe(60);
    expect(zoomOut(55)).toBe(50);
    expect(zoomIn(200)).toBe(200);
    expect(zoomOut(10)).toBe(10);
    expect(zoomIn(59.99999999999)).toBe(70);
  });

  it('zooms by 0.05 of scale per wheel notch, up when scrolling up', () => {
    expect(zoomByWheel(50, -100, 0)).toBeCloseTo(55);
    expect(zoomByWheel(50, 100, 0)).toBeCloseTo(45);
    expect(zoomByWheel(50, -3, 1)).toBeCloseTo(55);
    expect(zoomByWheel(50, 2, 2)).toBeCloseTo(40);
  });

  it('lets a trackpad pinch add up in small steps, clamped at the ends', () => {
    let zoom = 50;
    for (let i = 0; i < 10; i += 1) zoom = zoomByWheel(zoom, -2, 0);
    expect(zoom).toBeCloseTo(51);
    expect(zoomByWheel(198, -1000, 0)).toBe(200);
    expect(zoomByWheel(12, 1000, 0)).toBe(10);
  });

  it('maps zoom to screen pixels per image pixel', () => {
    expect(scaleOf(150)).toBe(1.5);
  });
});
