import clsx from 'clsx';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { Asset } from '@review/contract/assets';
import type { AssetStatus } from '@review/contract/statuses';
import { GripIcon } from '../../ui/icons.tsx';
import { AssetCard } from './asset-card.tsx';
import { CardMenu } from './card-menu.tsx';
import { cardDragId, cardDropId, type DropData } from './board-columns.ts';

/** What the dragged card carries, for the drop handler and the announcements. */
export interface DragData {
  asset: Asset;
  status: AssetStatus;
}

/**
 * A card that can be dragged (mouse or touch anywhere on it, keyboard on its handle) and that other
 * cards can be dropped on: a card dropped on a card takes that card's column.
 */
export function BoardCard({ asset, status, hasFocus }: DragData & { hasFocus: boolean }) {
  const intl = useIntl();
  const handleRef = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    if (hasFocus) handleRef.current?.focus();
  }, [hasFocus]);
  const { setNodeRef: setDragNode, setActivatorNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: cardDragId(asset.id),
    data: { asset, status } satisfies DragData,
  });
  const { setNodeRef: setDropNode } = useDroppable({ id: cardDropId(asset.id), data: { status } satisfies DropData });
  return (
    <li
      ref={(node) => {
        setDragNode(node);
        setDropNode(node);
      }}
      {...listeners}
      className={clsx('touch-manipulation', isDragging && 'opacity-40')}
    >
      <AssetCard
        asset={asset}
        controls={
          <>
            <CardMenu asset={asset} />
            <button
              ref={(node) => {
                setActivatorNodeRef(node);
                handleRef.current = node;
              }}
              {...attributes}
              type="button"
              aria-label={intl.formatMessage({ id: 'projects.board.move' }, { title: asset.title })}
              title={intl.formatMessage({ id: 'projects.board.moveHint' })}
              data-drag-handle={asset.id}
              className="-me-1.5 inline-flex size-8 cursor-grab items-center justify-center rounded-md text-muted hover:bg-subtle hover:text-fg active:cursor-grabbing"
            >
              <GripIcon />
            </button>
          </>
        }
      />
    </li>
  );
}
