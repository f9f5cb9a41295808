import type { AssetStatus } from '@review/contract/statuses';

export interface BoardColumn {
  status: AssetStatus;
  /** The column's heading on the board (spec section 2). */
  title: string;
}

/** The four columns, left to right. */
export const BOARD_COLUMNS: readonly BoardColumn[] = [
  { status: 'Todo', title: 'To-do' },
  { status: 'InProgress', title: 'In Progress' },
  { status: 'Ready to Review', title: 'Review' },
  { status: 'Approved', title: 'Approved' },
];

export const columnTitle = (status: AssetStatus) => BOARD_COLUMNS.find((column) => column.status === status)?.title ?? status;

/** dnd-kit ids: columns and cards are both drop targets; a card is also the thing dragged. */
export const columnDropId = (status: AssetStatus) => `column:${status}`;
export const cardDropId = (assetId: number) => `card:${assetId}`;
export const cardDragId = (assetId: number) => `asset:${assetId}`;

/** What every drop target carries: the status a card dropped on it takes. */
export interface DropData {
  status: AssetStatus;
}
