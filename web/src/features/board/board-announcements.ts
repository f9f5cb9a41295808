import type { Announcements } from '@dnd-kit/core';
import type { AssetStatus } from '@review/contract/statuses';
import type { DragData } from './board-card.tsx';
import { currentIntl } from '../../i18n/index.ts';
import { cardDropId, columnTitle } from './board-columns.ts';

const titleOf = (data: unknown) => (data as DragData | undefined)?.asset.title ?? currentIntl().formatMessage({ id: 'projects.board.theAsset' });
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
    onDragStart: ({ active }) => currentIntl().formatMessage({ id: 'projects.board.pickedUp' }, { title: titleOf(active.data.current), column: columnOf(active.data.current) }),
    onDragOver: ({ active, over }) => {
      // Right after pick-up the card is over itself; 'Picked up' already said where it is.
      if (over?.id === cardDropId((active.data.current as DragData).asset.id)) return undefined;
      const column = columnOf(over?.data.current);
      const title = titleOf(active.data.current);
      return column ? currentIntl().formatMessage({ id: 'projects.board.over' }, { title, column }) : currentIntl().formatMessage({ id: 'projects.board.notOver' }, { title });
    },
    onDragEnd: ({ active, over }) => {
      const aim = aimed();
      const column = aim ? columnTitle(aim) : columnOf(over?.data.current);
      const title = titleOf(active.data.current);
      return column
        ? currentIntl().formatMessage({ id: 'projects.board.moved' }, { title, column })
        : currentIntl().formatMessage({ id: 'projects.board.droppedOutside' }, { title, column: columnOf(active.data.current) });
    },
    onDragCancel: ({ active }) => currentIntl().formatMessage({ id: 'projects.board.cancelled' }, { title: titleOf(active.data.current), column: columnOf(active.data.current) }),
  };
}
