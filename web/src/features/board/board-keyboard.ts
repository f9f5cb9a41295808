import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';
import type { AssetStatus } from '@review/contract/statuses';
import { BOARD_COLUMNS, columnDropId } from './board-columns.ts';

const STEP: Partial<Record<string, number>> = { [KeyboardCode.Left]: -1, [KeyboardCode.Right]: 1 };

/**
 * Keyboard moves jump a whole column: Left and Right put the card at the top of the neighbouring
 * column (dnd-kit's default would nudge it 25 px at a time). Up and Down do nothing, since a column
 * has no order to change.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const step = STEP[event.code];
  if (!step) return undefined;
  event.preventDefault();
  const current = (context.over?.data.current?.status ?? context.active?.data.current?.status) as AssetStatus | undefined;
  const index = BOARD_COLUMNS.findIndex((column) => column.status === current);
  const target = BOARD_COLUMNS[index + step];
  const rect = target && context.droppableRects.get(columnDropId(target.status));
  if (!rect) return undefined;
  return { x: rect.left + 12, y: rect.top + 48 };
};
