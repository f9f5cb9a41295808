import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';
import type { AssetStatus } from '@review/contract/statuses';
import { BOARD_COLUMNS, columnDropId } from './board-columns.ts';

const STEP: Partial<Record<string, number>> = { [KeyboardCode.Left]: -1, [KeyboardCode.Right]: 1 };

/** Right to left the columns run from the right edge, so Left leads on to the next status. */
const isRightToLeft = () => typeof document !== 'undefined' && document.documentElement.dir === 'rtl';

/**
 * Keyboard moves jump a whole column: Left and Right put the card at the top of the neighbouring
 * column (dnd-kit's default would nudge it 25 px at a time). Up and Down do nothing, since a column
 * has no order to change. The column aimed at is remembered here rather than read back from
 * dnd-kit's `over`, which lags behind when keys are pressed faster than the board re-renders;
 * `reset` at each drag start; `aimed` is where a keyboard drop goes (null: nowhere new). The arrows
 * follow the screen: in a right-to-left language Left moves a card on to the next status.
 */
export function createColumnKeyboard(rightToLeft: () => boolean = isRightToLeft) {
  let target: AssetStatus | null = null;
  const getter: KeyboardCoordinateGetter = (event, { context }) => {
    const key = STEP[event.code];
    if (!key) return undefined;
    const step = rightToLeft() ? -key : key;
    event.preventDefault();
    const current = target ?? (context.active?.data.current?.status as AssetStatus | undefined);
    const next = BOARD_COLUMNS[BOARD_COLUMNS.findIndex((column) => column.status === current) + step];
    const rect = next && context.droppableRects.get(columnDropId(next.status));
    if (!next || !rect) return undefined;
    target = next.status;
    return { x: rect.left + 12, y: rect.top + 48 };
  };
  return { getter, aimed: () => target, reset: () => (target = null) };
}
