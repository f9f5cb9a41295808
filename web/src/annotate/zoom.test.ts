import { describe, expect, it } from 'vitest';
import { choiceAfter, clampZoom, fitZoom, isZoomAction, parseZoomChoice, resolveZoom, scaleOf, ZOOM_ACTUAL, ZOOM_DEEP_MAX, zoomByWheel, zoomIn, zoomOut } from './zoom.ts';

describe('zoom', () => {
  it('stays within 10–200 when asked for', () => {
    expect(clampZoom(5)).toBe(10);
    expect(clampZoom(250)).toBe(200);
    expect(clampZoom(Number.NaN)).toBe(ZOOM_ACTUAL);
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

  it('from a fit below 10 %, zooming out stays put and zooming in climbs to 10', () => {
    expect(zoomOut(4.2)).toBe(4.2);
    expect(zoomIn(4.2)).toBe(10);
    expect(zoomByWheel(4.2, 100, 0)).toBe(4.2);
    expect(zoomByWheel(4, -100, 0)).toBeCloseTo(9);
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

  it('goes past 200 % only where a pyramid has the pixels, doubling up to 1600 %', () => {
    expect(zoomIn(200, ZOOM_DEEP_MAX)).toBe(400);
    expect(zoomIn(300, ZOOM_DEEP_MAX)).toBe(400);
    expect(zoomIn(800, ZOOM_DEEP_MAX)).toBe(1600);
    expect(zoomIn(1600, ZOOM_DEEP_MAX)).toBe(1600);
    expect(zoomOut(1600, ZOOM_DEEP_MAX)).toBe(800);
    expect(zoomOut(500, ZOOM_DEEP_MAX)).toBe(400);
    expect(zoomOut(400, ZOOM_DEEP_MAX)).toBe(200);
    expect(zoomOut(200, ZOOM_DEEP_MAX)).toBe(190);
    expect(zoomByWheel(800, -100, 0, ZOOM_DEEP_MAX)).toBeCloseTo(820);
    expect(zoomByWheel(1590, -1000, 0, ZOOM_DEEP_MAX)).toBe(1600);
    expect(choiceAfter('zoomIn', 200, ZOOM_DEEP_MAX)).toBe(400);
    expect(parseZoomChoice('1600')).toBe(1600);
  });

  it('maps zoom to screen pixels per image pixel', () => {
    expect(scaleOf(150)).toBe(1.5);
  });
});

describe('fit', () => {
  const a4 = { width: 1190, height: 1684 };

  it('shows a whole A4 page in a wide viewport: its height decides', () => {
    const zoom = fitZoom(a4, { width: 900, height: 600 }, 'fit');
    expect(zoom).toBeCloseTo(35.62, 2);
    expect((a4.height * zoom) / 100).toBeLessThanOrEqual(600);
  });

  it('shows a wide design whole in a tall viewport (a phone): its width decides', () => {
    const zoom = fitZoom({ width: 1440, height: 900 }, { width: 300, height: 700 }, 'fit');
    expect(zoom).toBeCloseTo(20.83, 2);
  });

  it('fits the width of a tall image and lets it scroll down', () => {
    const tall = { width: 600, height: 3000 };
    expect(fitZoom(tall, { width: 900, height: 600 }, 'fit')).toBe(20);
    expect(fitZoom(tall, { width: 450, height: 600 }, 'fit-width')).toBe(75);
  });

  it('never enlarges a small image past its own size', () => {
    expect(fitZoom({ width: 320, height: 200 }, { width: 1200, height: 800 }, 'fit')).toBe(100);
    expect(fitZoom({ width: 320, height: 200 }, { width: 1200, height: 800 }, 'fit-width')).toBe(100);
  });

  it('enlarges up to the limit it is given (a video fills its stage)', () => {
    expect(fitZoom({ width: 640, height: 360 }, { width: 1000, height: 800 }, 'fit', 200)).toBe(156.25);
    expect(fitZoom({ width: 320, height: 200 }, { width: 1200, height: 800 }, 'fit', 200)).toBe(200);
  });

  it('goes under 10 % when a huge image needs it, down to 1 % for a viewport with no room', () => {
    expect(fitZoom({ width: 2000, height: 40_000 }, { width: 900, height: 600 }, 'fit')).toBe(1.5);
    expect(fitZoom(a4, { width: 0, height: 0 }, 'fit')).toBe(1);
  });

  it('rounds down, so a fitted image never overflows by a fraction of a pixel', () => {
    const image = { width: 3, height: 3 };
    const zoom = fitZoom(image, { width: 2, height: 2 }, 'fit');
    expect(zoom).toBe(66.66);
    expect((image.width * zoom) / 100).toBeLessThanOrEqual(2);
  });

  it('resolves a choice: a number as it is, a fit against the viewport once it is measured', () => {
    expect(resolveZoom(150, a4, null)).toBe(150);
    expect(resolveZoom('fit', a4, null)).toBe(ZOOM_ACTUAL);
    expect(resolveZoom('fit', undefined, { width: 900, height: 600 })).toBe(ZOOM_ACTUAL);
    expect(resolveZoom('fit-width', a4, { width: 595, height: 600 })).toBe(50);
  });

  it('turns the buttons and keys into a choice from the zoom on screen', () => {
    expect(choiceAfter('zoomIn', 35.62)).toBe(40);
    expect(choiceAfter('zoomOut', 35.62)).toBe(30);
    expect(choiceAfter('fit', 150)).toBe('fit');
    expect(choiceAfter('fitWidth', 150)).toBe('fit-width');
    expect(choiceAfter('actualSize', 35.62)).toBe(100);
    expect(isZoomAction('fitWidth')).toBe(true);
    expect(isZoomAction('resolve')).toBe(false);
  });

  it('reads a remembered choice back, and nothing else', () => {
    expect(parseZoomChoice('fit')).toBe('fit');
    expect(parseZoomChoice('fit-width')).toBe('fit-width');
    expect(parseZoomChoice('100')).toBe(100);
    expect(parseZoomChoice('4.5')).toBe(4.5);
    for (const text of [null, '', ' ', 'zoom', 'NaN', 'Infinity', '0', '-20', '1700']) expect(parseZoomChoice(text)).toBeNull();
  });
});
