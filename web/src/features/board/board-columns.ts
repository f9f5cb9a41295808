import type { AssetStatus } from '@review/contract/statuses';
import { currentIntl, type MessageId } from '../../i18n/index.ts';

export interface BoardColumn {
  status: AssetStatus;
  /** The column's heading on the board (spec section 2); the API's status values stay as they are. */
  title: MessageId;
}

/** The four columns, left to right. */
export const BOARD_COLUMNS: readonly BoardColumn[] = [
  { status: 'Todo', title: 'projects.board.todo' },
  { status: 'InProgress', title: 'projects.board.inProgress' },
  { status: 'Ready to Review', title: 'projects.board.review' },
  { status: 'Approved', title: 'projects.board.approved' },
];

/** A column's heading in the shown language, for what screen readers hear while a card moves. */
export function columnTitle(status: AssetStatus): string {
  const title = BOARD_COLUMNS.find((column) => column.status === status)?.title;
  return title ? currentIntl().formatMessage({ id: title }) : status;
}

/** dnd-kit ids: columns and cards are both drop targets; a card is also the thing dragged. */
export const columnDropId = (status: AssetStatus) => `column:${status}`;
export const cardDropId = (assetId: number) => `card:${assetId}`;
export const cardDragId = (assetId: number) => `asset:${assetId}`;

/** What every drop target carries: the status a card dropped on it takes. */
export interface DropData {
  status: AssetStatus;
}
