/** Zoom is a percentage of the original image's natural size (spec section 9). */
export const ZOOM_MIN = 10;
export const ZOOM_MAX = 200;
export const ZOOM_STEP = 10;
export const ZOOM_DEFAULT = 50;
/** Ctrl + wheel changes the scale (zoom / 100) by this much per wheel unit (one notch). */
export const WHEEL_FACTOR = 0.05;

/**
 * Keeps a zoom inside 10–200 %. Not rounded: a trackpad pinch arrives as many tiny wheel deltas that
 * must add up; the zoom bar shows the whole percentage.
 */
export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return ZOOM_DEFAULT;
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, zoom));
}

/** The next step up: from 50 to 60, and from 55 (after the wheel) to 60. */
export function zoomIn(zoom: number): number {
  return clampZoom(Math.floor(zoom / ZOOM_STEP + 1e-9) * ZOOM_STEP + ZOOM_STEP);
}

/** The next step down: from 50 to 40, and from 55 to 50. */
export function zoomOut(zoom: number): number {
  return clampZoom(Math.ceil(zoom / ZOOM_STEP - 1e-9) * ZOOM_STEP - ZOOM_STEP);
}

/** DOM `WheelEvent.deltaMode` values. */
const DELTA_PIXEL = 0;
const DELTA_LINE = 1;

/**
 * How many wheel units (notches) a wheel event moved: browsers report a notch as about 100 pixels
 * or 3 lines; trackpad pinches send small pixel deltas, which zoom smoothly.
 */
export function wheelUnits(deltaY: number, deltaMode: number): number {
  if (deltaMode === DELTA_PIXEL) return deltaY / 100;
  if (deltaMode === DELTA_LINE) return deltaY / 3;
  return deltaY;
}

/** Zoom after a Ctrl + wheel event: scrolling up (negative delta) zooms in by 0.05 of scale per unit. */
export function zoomByWheel(zoom: number, deltaY: number, deltaMode: number): number {
  const scale = zoom / 100 - wheelUnits(deltaY, deltaMode) * WHEEL_FACTOR;
  return clampZoom(scale * 100);
}

/** Screen (CSS) pixels per image pixel at a zoom. */
export function scaleOf(zoom: number): number {
  return zoom / 100;
}
