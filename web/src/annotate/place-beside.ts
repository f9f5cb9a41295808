/** A size in screen pixels. */
export interface BoxSize {
  width: number;
  height: number;
}

/** A rectangle in screen pixels, by its edges. */
export interface Bounds {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The rectangle around points, in screen pixels at `scale` (image pixels to screen pixels). */
export function boundsOf(points: readonly { x: number; y: number }[], scale: number): Bounds {
  const xs = points.map((point) => point.x * scale);
  const ys = points.map((point) => point.y * scale);
  return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
}

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(value, max));

function overlapArea(a: Bounds, b: Bounds): number {
  return Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
}

/**
 * Where a floating box goes beside a shape so that it does not cover it, inside an area (all in the
 * same screen pixels): right of the shape, else left, below, above, each slid along that side to stay
 * in the area. When no side has the room, the box stays in the area where it covers the least of the
 * shape (the right side wins a tie, as a reader's eye goes there first).
 */
export function placeBeside(shape: Bounds, area: Bounds, box: BoxSize, gap = 12): { left: number; top: number } {
  const alongX = clamp(shape.left, area.left, area.right - box.width);
  const alongY = clamp(shape.top, area.top, area.bottom - box.height);
  const sides = [
    { left: shape.right + gap, top: alongY },
    { left: shape.left - gap - box.width, top: alongY },
    { left: alongX, top: shape.bottom + gap },
    { left: alongX, top: shape.top - gap - box.height },
  ];
  const fits = sides.find(({ left, top }) => left >= area.left && top >= area.top && left + box.width <= area.right && top + box.height <= area.bottom);
  if (fits) return fits;
  const pinned = sides.map(({ left, top }) => {
    const at = { left: clamp(left, area.left, area.right - box.width), top: clamp(top, area.top, area.bottom - box.height) };
    return { ...at, covered: overlapArea(shape, { ...at, right: at.left + box.width, bottom: at.top + box.height }) };
  });
  const best = pinned.reduce((winner, candidate) => (candidate.covered < winner.covered ? candidate : winner));
  return { left: best.left, top: best.top };
}
