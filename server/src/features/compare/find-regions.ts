/** A box of changed pixels in the compared image's pixels. */
export interface PixelBox {
  x: number;
  y: number;
  width: number;
  height: number;
  changed_pixels: number;
}

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
 * Groups a difference mask (non-zero for a changed pixel) into a few boxes: cells with enough changed
 * pixels are kept, cells within JOIN_CELLS of each other are one group (connected after dilation),
 * and each group's box is the exact bounds of its changed pixels. Largest first.
 */
export function findRegions(mask: Uint8Array | Uint32Array, width: number, height: number): PixelBox[] {
  const columns = Math.ceil(width / CELL);
  const rows = Math.ceil(height / CELL);
  const counts = new Uint32Array(columns * rows);
  for (let y = 0; y < height; y++) {
    const rowStart = y * width;
    const cellRow = ((y / CELL) | 0) * columns;
    for (let x = 0; x < width; x++) if (mask[rowStart + x]) counts[cellRow + ((x / CELL) | 0)]!++;
  }
  const changed = counts.map((count) => (count >= MIN_CELL_PIXELS ? 1 : 0));
  for (let join = JOIN_CELLS; ; join *= 2) {
    const boxes = boxesOf(mask, width, height, changed, columns, rows, join);
    if (boxes.length <= MAX_BOXES || join > Math.max(columns, rows)) return boxes;
  }
}

function boxesOf(mask: Uint8Array | Uint32Array, width: number, height: number, changed: Uint32Array, columns: number, rows: number, join: number): PixelBox[] {
  const labels = labelGroups(dilate(changed, columns, rows, join), columns, rows);
  const boxes = new Map<number, { x0: number; y0: number; x1: number; y1: number; count: number }>();
  // Only the pixels of changed cells can be in a box: the rest of the mask is not read again.
  for (let cell = 0; cell < changed.length; cell++) {
    if (!changed[cell]) continue;
    const label = labels[cell]!;
    const cellX = (cell % columns) * CELL;
    const cellY = ((cell / columns) | 0) * CELL;
    const xEnd = Math.min(width, cellX + CELL);
    const yEnd = Math.min(height, cellY + CELL);
    for (let y = cellY; y < yEnd; y++) {
      for (let x = cellX; x < xEnd; x++) {
        if (!mask[y * width + x]) continue;
        const box = boxes.get(label);
        if (!box) boxes.set(label, { x0: x, y0: y, x1: x, y1: y, count: 1 });
        else {
          box.x0 = Math.min(box.x0, x);
          box.x1 = Math.max(box.x1, x);
          box.y0 = Math.min(box.y0, y);
          box.y1 = Math.max(box.y1, y);
          box.count++;
        }
      }
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
function labelGroups(cells: Uint8Array, columns: number, rows: number): Int32Array {
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
      const y = (cell - x) / columns;
      for (const [nx, ny] of [[x - 1, y], [x + 1, y], [x, y - 1], [x, y + 1]] as const) {
        if (nx < 0 || ny < 0 || nx >= columns || ny >= rows) continue;
        const neighbour = ny * columns + nx;
        if (cells[neighbour] && !labels[neighbour]) {
          labels[neighbour] = next;
          stack.push(neighbour);
        }
      }
    }
  }
  return labels;
}
