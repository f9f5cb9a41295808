import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import type { AssetStatus } from '@review/contract/statuses';
import type { DragData } from './board-card.tsx';
import { cardDropId, columnTitle } from './board-columns.ts';

export const boardInstructions: ScreenReaderInstructions = {
  draggable:
    'To move this asset to another column, press Space or Enter, choose the column with the Left and Right arrow keys, then press Space or Enter again. Press Escape to cancel.',
};

const titleOf = (data: unknown) => (data as DragData | undefined)?.asset.title ?? 'The asset';
const columnOf = (data: unknown) => {
  const status = (data as { status?: AssetStatus } | undefined)?.status;
  return status ? columnTitle(status) : null;
};

/**
 * What screen readers hear while a card moves: picked up, over which column, dropped or cancelled.
 * `aimed` is the column a keyboard move aims at, ahead of dnd-kit's `over` when keys come fast.
 */
export function createBoardAnnouncements(aimed: () => AssetStatus | null): Announcements {
  return {
    onDragStart: ({ active }) => `Picked up ${titleOf(active.data.current)} in ${columnOf(active.data.current)}.`,
    onDragOver: ({ active, over }) => {
      // Right after pick-up the card is over itself; 'Picked up' already said where it is.
      if (over?.id === cardDropId((active.data.current as DragData).asset.id)) return undefined;
      const column = columnOf(over?.data.current);
      return column ? `${titleOf(active.data.current)} is over ${column}.` : `${titleOf(active.data.current)} is not over a column.`;
    },
    onDragEnd: ({ active, over }) => {
      const aim = aimed();
      const column = aim ? columnTitle(aim) : columnOf(over?.data.current);
      return column
        ? `${titleOf(active.data.current)} was moved to ${column}.`
        : `${titleOf(active.data.current)} was dropped outside the columns and stays in ${columnOf(active.data.current)}.`;
    },
    onDragCancel: ({ active }) => `Moving ${titleOf(active.data.current)} was cancelled. It stays in ${columnOf(active.data.current)}.`,
  };
}
