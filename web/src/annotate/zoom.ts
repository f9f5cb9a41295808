import type { ImageSize } from './geometry.ts';

/** Zoom is a percentage of the original image's natural size (spec section 9). */
export const ZOOM_MIN = 10;
export const ZOOM_MAX = 200;
/**
 * How far a design with a tile pyramid zooms (deep zoom, #44): past the spec's 200 % the image's own
 * pixels are there to see, up to 16 screen pixels each. Steps above 200 % double (400, 800, 1600).
 */
export const ZOOM_DEEP_MAX = 1600;
export const ZOOM_STEP = 10;
/** The image's own pixels, one per screen (CSS) pixel. */
export const ZOOM_ACTUAL = 100;
/**
 * How far a fit may go below ZOOM_MIN: a fit promises the whole design in view, so a very large
 * image (a 40,000 px long page) goes under 10 % rather than be cut off; the floor only keeps a
 * viewport measured as nothing (hidden) from giving a zero zoom.
 */
export const FIT_MIN = 1;
/** Ctrl + wheel changes the scale (zoom / 100) by this much per wheel unit (one notch). */
export const WHEEL_FACTOR = 0.05;

/** Whole image in view, or the image's width across the view. */
export type FitMode = 'fit' | 'fit-width';
/** What a person chose: a fit, recomputed whenever the view or the image changes size, or a fixed percentage. */
export type ZoomChoice = FitMode | number;
const ZOOM_ACTIONS = ['zoomIn', 'zoomOut', 'fit', 'fitWidth', 'actualSize'] as const;
/** What the zoom bar's buttons and the zoom keys do. */
export type ZoomAction = (typeof ZOOM_ACTIONS)[number];

export function isZoomAction(value: string): value is ZoomAction {
  return (ZOOM_ACTIONS as readonly string[]).includes(value);
}

/**
 * Keeps a zoom asked for inside 10–200 %. Only a fit goes below 10 %: from such a zoom, zooming out
 * stays put (rather than jump up to 10 %) and zooming in climbs from there. Not rounded: a trackpad
 * pinch arrives as many tiny wheel deltas that must add up; the zoom bar shows the whole percentage.
 */
export function clampZoom(zoom: number, from: number = ZOOM_MIN, max: number = ZOOM_MAX): number {
  if (!Number.isFinite(zoom)) return ZOOM_ACTUAL;
  return Math.min(max, Math.max(Math.min(ZOOM_MIN, from), zoom));
}

/** The next step up: from 50 to 60, and from 55 (after the wheel) to 60; from 200 % on (deep zoom) the next doubling. */
export function zoomIn(zoom: number, max: number = ZOOM_MAX): number {
  if (zoom >= ZOOM_MAX) return clampZoom(2 ** (Math.floor(Math.log2(zoom / ZOOM_MAX) + 1e-9) + 1) * ZOOM_MAX, zoom, max);
  return clampZoom(Math.floor(zoom / ZOOM_STEP + 1e-9) * ZOOM_STEP + ZOOM_STEP, zoom, max);
}

/** The next step down: from 50 to 40, and from 55 to 50; above 200 % the doubling below (800 to 400, 500 to 400). */
export function zoomOut(zoom: number, max: number = ZOOM_MAX): number {
  if (zoom > ZOOM_MAX) return clampZoom(2 ** (Math.ceil(Math.log2(zoom / ZOOM_MAX) - 1e-9) - 1) * ZOOM_MAX, zoom, max);
  return clampZoom(Math.ceil(zoom / ZOOM_STEP - 1e-9) * ZOOM_STEP - ZOOM_STEP, zoom, max);
}

/**
 * The zoom that shows the whole image in the viewport ('fit') or its full width ('fit-width'), the
 * viewport being the room the image has (inside the stage's padding). Never above `max`, 100 % unless
 * told: a small image is shown at its own size, not enlarged into blur (a video, like any player,
 * is enlarged to its stage). Rounded down to 0.01 % so that rounding never makes it overflow by a
 * pixel and bring up scrollbars.
 */
export function fitZoom(image: ImageSize, viewport: ImageSize, mode: FitMode, max: number = ZOOM_ACTUAL): number {
  if (image.width <= 0 || image.height <= 0) return ZOOM_ACTUAL;
  const across = viewport.width / image.width;
  const scale = mode === 'fit' ? Math.min(across, viewport.height / image.height) : across;
  return Math.min(max, Math.max(FIT_MIN, Math.floor(scale * 10_000) / 100));
}

/** The percentage a choice means for this image in this viewport; until the viewport is measured a fit is taken as 100 %. */
export function resolveZoom(choice: ZoomChoice, image: ImageSize | undefined, viewport: ImageSize | null, fitMax?: number): number {
  if (typeof choice === 'number') return choice;
  return image && viewport ? fitZoom(image, viewport, choice, fitMax) : ZOOM_ACTUAL;
}

/** The choice after a zoom bar button or key, from the zoom now on screen. */
export function choiceAfter(action: ZoomAction, zoom: number, max: number = ZOOM_MAX): ZoomChoice {
  if (action === 'zoomIn') return zoomIn(zoom, max);
  if (action === 'zoomOut') return zoomOut(zoom, max);
  if (action === 'fit') return 'fit';
  if (action === 'fitWidth') return 'fit-width';
  return ZOOM_ACTUAL;
}

/** A choice read back from storage, or null when it is not one (absent, edited, from an older build). */
export function parseZoomChoice(text: string | null): ZoomChoice | null {
  if (text === 'fit' || text === 'fit-width') return text;
  if (text === null || text.trim() === '') return null;
  const zoom = Number(text);
  return Number.isFinite(zoom) && zoom >= FIT_MIN && zoom <= ZOOM_DEEP_MAX ? zoom : null;
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

/**
 * Zoom after a Ctrl + wheel event: scrolling up (negative delta) zooms in by 0.05 of scale per unit;
 * past 200 % (deep zoom) by as much more as the zoom is larger, so a notch feels the same at 1600 %.
 */
export function zoomByWheel(zoom: number, deltaY: number, deltaMode: number, max: number = ZOOM_MAX): number {
  const scale = zoom / 100 - wheelUnits(deltaY, deltaMode) * WHEEL_FACTOR * Math.max(1, zoom / ZOOM_MAX);
  return clampZoom(scale * 100, zoom, max);
}

/** Screen (CSS) pixels per image pixel at a zoom. */
export function scaleOf(zoom: number): number {
  return zoom / 100;
}
