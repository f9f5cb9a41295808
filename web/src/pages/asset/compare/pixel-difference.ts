import pixelmatch from 'pixelmatch';

/** What a comparison found, and the picture of it (RGBA, the inputs' size). */
export interface PixelDifference {
  data: Uint8ClampedArray<ArrayBuffer>;
  /** Pixels pixelmatch counts as changed (anti-aliasing ignored, as the server's comparison does). */
  changed: number;
  total: number;
}

/** Changed pixels in a strong magenta, a colour the spec gives no other meaning. */
const HIGHLIGHT: [number, number, number] = [255, 0, 170];
/** How much of A shows, greyed, behind the changes, so they are seen in context. */
const GHOST = 0.4;

/**
 * The threshold slider counts in channel steps (0–255, as a reviewer thinks of a colour), pixelmatch in
 * its colour distance (0–1, 1 being black against white): one step is 1/255 of it.
 */
export const pixelmatchThreshold = (channelSteps: number) => Math.min(1, Math.max(0, channelSteps / 255));

/** Compares two RGBA buffers of `width`×`height` with pixelmatch: the changed pixels highlighted over a faint grey A. */
export function highlightDifference(a: Uint8ClampedArray, b: Uint8ClampedArray, width: number, height: number, channelSteps: number): PixelDifference {
  if (a.length !== b.length || a.length !== width * height * 4) throw new Error('Both images must have the same size.');
  const data = new Uint8ClampedArray(a.length);
  const changed = pixelmatch(a, b, data, width, height, { threshold: pixelmatchThreshold(channelSteps), alpha: GHOST, diffColor: HIGHLIGHT });
  return { data, changed, total: width * height };
}

/** The size both images are drawn at for comparing: `a`'s size, scaled down to at most `max` pixels on the long side. */
export function comparisonSize(width: number, height: number, max: number): { width: number; height: number } {
  const factor = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * factor)), height: Math.max(1, Math.round(height * factor)) };
}
