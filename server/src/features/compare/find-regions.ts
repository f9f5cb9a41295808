/** A box of changed pixels in the compared image's pixels. */
export interface PixelBox {
  x: number;
  y: number;
  width: number;
  height: number;
  changed_pixels: number;
}

/** A changed pixel of a mask (pixelmatch's output with `diffMask` and a white `diffColor`, read as 32-bit words). */
export const CHANGED_PIXEL = 0xffffffff;
/** The mask is read in square cells of this many pixels: grouping works on cells, not pixels. */
const CELL = 8;
/**
 * A cell counts as changed when at least this many of its 64 pixels differ: compression noise that
 * passes pixelmatch's threshold comes as lone pixels, a real change as runs of them.
 */
const MIN_CELL_PIXELS = 4;
/** Changed cells this close (in cells, 16 px) belong to one box: a moved button is one box, not its letters. */
const JOIN_CELLS = 2;
/** Boxes with fewer changed pixels than this are noise (a stray block of a re-encoded JPEG). */
const MIN_BOX_PIXELS = 24;
/** A few boxes: past this many, nearby ones are joined from farther away until they fit. */
const MAX_BOXES = 12;

/**
 * Groups a difference mask (CHANGED_PIXEL for a changed pixel, anything else unchanged) into a few boxes: cells with enough changed
 * pixels are kept, cells within JOIN_CELLS of each other are one group (connected after dilation),
 * and each group's box is the exact bounds of its changed pixels. Largest first.
 */
export function findRegions(mask: Uint32Array, width: number, height: number): PixelBox[] {
  const columns = Math.ceil(width / CELL);
  const rows = Math.ceil(height / CELL);
  const counts = countCells(mask, width, height, columns);
  const changed = counts.map((count) => (count >= MIN_CELL_PIXELS ? 1 : 0));
  for (let join = JOIN_CELLS; ; join *= 2) {
    const boxes = boxesOf(mask, width, height, changed, columns, rows, join);
    if (boxes.length <= MAX_BOXES || join > Math.max(columns, rows)) return boxes;
  }
}

/**
 * Changed pixels per cell, found by the store's own byte search (memchr) for the next 0xff byte
 * rather than a read of every pixel: JavaScript only touches the changed pixels, a few percent of a
 * page. Pixel by pixel, a 2560 × 1920 mask took 20 to 30 ms in the renderer, where this code rarely
 * runs warm; this takes one or two.
 */
function countCells(mask: Uint32Array, width: number, height: number, columns: number): Uint32Array {
  const counts = new Uint32Array(columns * Math.ceil(height / CELL));
  const bytes = Buffer.from(mask.buffer, mask.byteOffset, mask.byteLength);
  for (let at = bytes.indexOf(0xff); at >= 0; ) {
    // From the first hit to the end of its cell's row segment in JavaScript: a dense change costs
    // one search per cell row, not one per pixel.
    const pixel = at >>> 2;
    const y = (pixel / width) | 0;
    const rowStart = y * width;
    const column = ((pixel - rowStart) / CELL) | 0;
    const end = rowStart + Math.min(width, (column + 1) * CELL);
    let count = 0;
    for (let index = pixel; index < end; index++) if (mask[index] === CHANGED_PIXEL) count++;
    counts[((y / CELL) | 0) * columns + column]! += count;
    at = bytes.indexOf(0xff, end << 2);
  }
  return counts;
}

function boxesOf(mask: Uint32Array, width: number, height: number, changed: Uint32Array, columns: number, rows: number, join: number): PixelBox[] {
  const labels = labelGroups(dilate(changed, columns, rows, join), columns);
  const boxes = new Map<number, { x0: number; y0: number; x1: number; y1: number; count: number }>();
  // Only the pixels of changed cells can be in a box: the rest of the mask is not read again.
  for (let cell = 0; cell < changed.length; cell++) {
    if (!changed[cell]) continue;
    const label = labels[cell]!;
    const cellX = (cell % columns) * CELL;
    const cellY = ((cell / columns) | 0) * CELL;
    const xEnd = Math.min(width, cellX + CELL);
    const yEnd = Math.min(height, cellY + CELL);
    // The cell's own bounds first, then one merge into its group's box.
    let x0 = xEnd;
    let y0 = yEnd;
    let x1 = -1;
    let y1 = -1;
    let count = 0;
    for (let y = cellY; y < yEnd; y++) {
      for (let x = cellX; x < xEnd; x++) {
        if (mask[y * width + x] !== CHANGED_PIXEL) continue;
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        y1 = y;
        count++;
      }
    }
    const box = boxes.get(label);
    if (!box) boxes.set(label, { x0, y0, x1, y1, count });
    else {
      box.x0 = Math.min(box.x0, x0);
      box.x1 = Math.max(box.x1, x1);
      box.y0 = Math.min(box.y0, y0);
      box.y1 = Math.max(box.y1, y1);
      box.count += count;
    }
  }
  return [...boxes.values()]
    .filter((box) => box.count >= MIN_BOX_PIXELS)
    .map((box) => ({ x: box.x0, y: box.y0, width: box.x1 - box.x0 + 1, height: box.y1 - box.y0 + 1, changed_pixels: box.count }))
    // Ties in reading order, top to bottom then left to right: the same whatever order the cells were read in.
    .sort((a, b) => b.changed_pixels - a.changed_pixels || a.y - b.y || a.x - b.x);
}

/** Every cell within `radius` cells (square) of a changed one. */
function dilate(cells: Uint32Array, columns: number, rows: number, radius: number): Uint8Array {
  // Two passes of a running window (rows, then columns) keep it linear in the cells whatever the radius.
  const across = new Uint8Array(cells.length);
  for (let y = 0; y < rows; y++) {
    let last = -Infinity;
    let next = Infinity;
    for (let x = columns - 1; x >= 0; x--) {
      if (cells[y * columns + x]) next = x;
      across[y * columns + x] = next - x <= radius ? 1 : 0;
    }
    for (let x = 0; x < columns; x++) {
      if (cells[y * columns + x]) last = x;
      if (x - last <= radius) across[y * columns + x] = 1;
    }
  }
  const out = new Uint8Array(cells.length);
  for (let x = 0; x < columns; x++) {
    let last = -Infinity;
    let next = Infinity;
    for (let y = rows - 1; y >= 0; y--) {
      if (across[y * columns + x]) next = y;
      out[y * columns + x] = next - y <= radius ? 1 : 0;
    }
    for (let y = 0; y < rows; y++) {
      if (across[y * columns + x]) last = y;
      if (y - last <= radius) out[y * columns + x] = 1;
    }
  }
  return out;
}

/** Labels the 4-connected groups of set cells (0 for unset), by a flood fill on an explicit stack. */
function labelGroups(cells: Uint8Array, columns: number): Int32Array {
  const labels = new Int32Array(cells.length);
  const stack: number[] = [];
  let next = 0;
  for (let start = 0; start < cells.length; start++) {
    if (!cells[start] || labels[start]) continue;
    labels[start] = ++next;
    stack.push(start);
    while (stack.length) {
      const cell = stack.pop()!;
      const x = cell % columns;
      // The four neighbours inside the grid, unlabelled and set, join the group.
      for (const neighbour of [x > 0 ? cell - 1 : -1, x < columns - 1 ? cell + 1 : -1, cell - columns, cell + columns]) {
        if (neighbour < 0 || neighbour >= cells.length || !cells[neighbour] || labels[neighbour]) continue;
        labels[neighbour] = next;
        stack.push(neighbour);
      }
    }
  }
  return labels;
}
