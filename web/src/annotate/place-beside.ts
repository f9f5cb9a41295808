/** A size in screen pixels. */
export interface BoxSize {
  width: number;
  height: number;
}

/**
 * Where a floating box goes beside an anchor inside an area (all in screen pixels, relative to the
 * area's top left): right of and below the anchor, flipped to the left or above when it would stick
 * out and there is room on that side, else pinned inside the area as far as it fits.
 */
export function placeBeside(anchor: { x: number; y: number }, area: BoxSize, box: BoxSize, gap = 12): { left: number; top: number } {
  const along = (at: number, room: number, length: number) => {
    const after = at + gap;
    if (after + length <= room) return after;
    const before = at - gap - length;
    if (before >= 0) return before;
    return Math.max(0, Math.min(after, room - length));
  };
  return { left: along(anchor.x, area.width, box.width), top: along(anchor.y, area.height, box.height) };
}
