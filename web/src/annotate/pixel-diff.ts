/** What a pixel difference found, and the picture of it (RGBA, same size as the inputs). */
export interface PixelDiff {
  data: Uint8ClampedArray<ArrayBuffer>;
  /** Pixels whose largest channel difference is above the threshold. */
  changed: number;
  total: number;
}

export interface DiffOptions {
  /** A pixel counts as changed when a channel differs by more than this (0–255). */
  threshold: number;
  /**
   * `raw`: each pixel is |a − b| per channel (black where equal). `highlight`: changed pixels in a
   * strong magenta over a faint grey copy of `a`, so small changes are easy to find.
   */
  mode: 'raw' | 'highlight';
}

const HIGHLIGHT = [255, 0, 170] as const;

/** Compares two RGBA buffers of the same size, pixel by pixel. */
export function diffPixels(a: Uint8ClampedArray, b: Uint8ClampedArray, { threshold, mode }: DiffOptions): PixelDiff {
  if (a.length !== b.length) throw new Error('Both images must have the same size.');
  const data = new Uint8ClampedArray(a.length);
  let changed = 0;
  for (let i = 0; i < a.length; i += 4) {
    const dr = Math.abs(a[i]! - b[i]!);
    const dg = Math.abs(a[i + 1]! - b[i + 1]!);
    const db = Math.abs(a[i + 2]! - b[i + 2]!);
    const da = Math.abs(a[i + 3]! - b[i + 3]!);
    const isChanged = Math.max(dr, dg, db, da) > threshold;
    if (isChanged) changed += 1;
    if (mode === 'raw') {
      data[i] = dr;
      data[i + 1] = dg;
      data[i + 2] = db;
    } else if (isChanged) {
      data[i] = HIGHLIGHT[0];
      data[i + 1] = HIGHLIGHT[1];
      data[i + 2] = HIGHLIGHT[2];
    } else {
      // A faint grey ghost of `a` keeps the changes in context.
      const grey = 0.299 * a[i]! + 0.587 * a[i + 1]! + 0.114 * a[i + 2]!;
      const ghost = 255 - (255 - grey) * 0.4;
      data[i] = ghost;
      data[i + 1] = ghost;
      data[i + 2] = ghost;
    }
    data[i + 3] = 255;
  }
  return { data, changed, total: a.length / 4 };
}

/** The size both images are drawn at for comparing: `a`'s size, scaled down to at most `max` pixels on the long side. */
export function comparisonSize(width: number, height: number, max: number): { width: number; height: number } {
  const factor = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * factor)), height: Math.max(1, Math.round(height * factor)) };
}
