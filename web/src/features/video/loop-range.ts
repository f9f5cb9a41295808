/** In and out points of a loop, each a frame or not set. Either alone counts: from the in point to the end, or from the start to the out point. */
export interface LoopRange {
  in: number | null;
  out: number | null;
}

/** The first and last frame a loop plays, both included. */
export interface FrameBounds {
  first: number;
  last: number;
}

export const NO_LOOP: LoopRange = { in: null, out: null };

/** The in point at `frame` (I); an out point before it no longer makes a range and goes. */
export function markIn(range: LoopRange, frame: number): LoopRange {
  return { in: frame, out: range.out !== null && range.out >= frame ? range.out : null };
}

/** The out point at `frame` (O); an in point after it goes. */
export function markOut(range: LoopRange, frame: number): LoopRange {
  return { in: range.in !== null && range.in <= frame ? range.in : null, out: frame };
}

/** The frames a loop covers on a video whose last frame is `lastFrame`, or null when no point is set. */
export function loopBounds(range: LoopRange, lastFrame: number): FrameBounds | null {
  if (range.in === null && range.out === null) return null;
  return { first: Math.min(range.in ?? 0, lastFrame), last: Math.min(range.out ?? lastFrame, lastFrame) };
}

export const isWithin = (bounds: FrameBounds, frame: number) => frame >= bounds.first && frame <= bounds.last;

/**
 * Where Play starts from `frame`: from the start when the video stood at its end, and from the loop's
 * first frame when the playhead is outside the loop (or at its last frame), so Play always plays something.
 */
export function playStartOf(frame: number, bounds: FrameBounds | null, lastFrame: number): number {
  if (bounds) return isWithin(bounds, frame) && frame < bounds.last ? frame : bounds.first;
  return frame >= lastFrame ? 0 : frame;
}
