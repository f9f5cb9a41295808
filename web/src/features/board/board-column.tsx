import clsx from 'clsx';
import { useDroppable } from '@dnd-kit/core';
import { useIntl } from 'react-intl';
import type { Asset } from '@review/contract/assets';
import { STATUS_TONES } from '../assets/status-tone.ts';
import { BoardCard } from './board-card.tsx';
import { columnDropId, type BoardColumn as Column, type DropData } from './board-columns.ts';

export type BoardLayout = 'colour' | 'plain';

export interface BoardColumnProps {
  column: Column;
  assets: Asset[];
  layout: BoardLayout;
  /** The card whose handle takes the focus when rendered (after a keyboard move). */
  focusedAssetId: number | null;
}

/** One status column: its title and count, then its cards; the whole column is a drop target. */
export function BoardColumn({ column, assets, layout, focusedAssetId }: BoardColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: columnDropId(column.status), data: { status: column.status } satisfies DropData });
  const intl = useIntl();
  const tone = STATUS_TONES[column.status];
  const title = intl.formatMessage({ id: column.title });
  const count = intl.formatMessage({ id: 'projects.board.assetCount' }, { count: assets.length });
  return (
    <section
      ref={setNodeRef}
      aria-label={intl.formatMessage({ id: 'projects.board.columnLabel' }, { title, count })}
      className={clsx(
        'flex w-[min(82vw,17rem)] shrink-0 snap-start flex-col gap-3 rounded-lg border p-3 @3xl:w-auto @3xl:min-w-0 @3xl:flex-1 @3xl:shrink',
        layout === 'colour' ? tone.wash : 'border-line bg-subtle/60',
        isOver && 'ring-2 ring-ring ring-inset',
      )}
    >
      <h2 className="flex items-center gap-2 text-sm font-semibold">
        {layout === 'colour' && <span aria-hidden="true" className={clsx('size-2.5 rounded-full', tone.solid)} />}
        {title}
        <span className="sr-only">{intl.formatMessage({ id: 'projects.board.columnCount' }, { count })}</span>
        <span aria-hidden="true" className="tabular ms-auto rounded-full bg-surface px-2 py-0.5 text-xs font-medium text-muted">
          {assets.length}
        </span>
      </h2>
      <ul className="flex min-h-24 flex-col gap-3">
        {assets.map((asset) => (
          <BoardCard key={asset.id} asset={asset} status={column.status} hasFocus={asset.id === focusedAssetId} />
        ))}
      </ul>
    </section>
  );
}
