import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import type { Asset } from '@review/contract/assets';
import { parseStatus, type AssetStatus } from '@review/contract/statuses';
import { AssetCard } from './asset-card.tsx';
import { createBoardAnnouncements } from './board-announcements.ts';
import type { DragData } from './board-card.tsx';
import { BoardColumn, type BoardLayout } from './board-column.tsx';
import { BOARD_COLUMNS, type DropData } from './board-columns.ts';
import { createColumnKeyboard } from './board-keyboard.ts';
import { useFocusAfterMove } from './use-focus-after-move.ts';
import { useMoveAsset } from './use-move-asset.ts';

/** The pointer decides when there is one; keyboard moves fall back to overlapping rectangles. */
const detectCollisions: CollisionDetection = (args) => {
  const hits = args.pointerCoordinates ? pointerWithin(args) : [];
  return hits.length > 0 ? hits : rectIntersection(args);
};

/** Each asset in its column; the board reads any spelling of a status (spec section 4). */
function groupByStatus(assets: Asset[]): Record<AssetStatus, Asset[]> {
  const groups: Record<AssetStatus, Asset[]> = { Todo: [], InProgress: [], 'Ready to Review': [], Approved: [] };
  for (const asset of assets) groups[parseStatus(asset.status) ?? 'Todo'].push(asset);
  return groups;
}


/** The four status columns; a card dropped on a column or on another card takes that column's status. */
export function AssetBoard({ assets, layout }: { assets: Asset[]; layout: BoardLayout }) {
  const intl = useIntl();
  const [keyboard] = useState(createColumnKeyboard);
  const [announcements] = useState(() => createBoardAnnouncements(keyboard.aimed));
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboard.getter }),
  );
  const [dragged, setDragged] = useState<Asset | null>(null);
  const [focusedAssetId, setFocusedAssetId] = useFocusAfterMove();
  const moveAsset = useMoveAsset();
  const groups = groupByStatus(assets);

  function handleDragStart({ active }: DragStartEvent) {
    keyboard.reset();
    setDragged((active.data.current as DragData).asset);
    setFocusedAssetId(null);
  }

  function handleDragEnd({ active, over, activatorEvent }: DragEndEvent) {
    setDragged(null);
    const { asset, status } = active.data.current as DragData;
    const isKeyboard = activatorEvent instanceof KeyboardEvent;
    const target = isKeyboard ? keyboard.aimed() : (over?.data.current as DropData | undefined)?.status;
    if (target && target !== status) moveAsset(asset, target);
    if (isKeyboard) setFocusedAssetId(asset.id);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={detectCollisions}
      accessibility={{ announcements, screenReaderInstructions: { draggable: intl.formatMessage({ id: 'projects.board.instructions' }) } }}
      onDragStart={handleDragStart}
      onDragEnd={handleDragEnd}
      onDragCancel={() => setDragged(null)}
    >
      <div className="@container">
        <div className="relative flex snap-x snap-mandatory gap-3 overflow-x-auto pb-2 @3xl:snap-none @3xl:overflow-visible">
          {BOARD_COLUMNS.map((column) => (
            <BoardColumn key={column.status} column={column} assets={groups[column.status]} layout={layout} focusedAssetId={focusedAssetId} />
          ))}
        </div>
      </div>
      <DragOverlay dropAnimation={null}>{dragged && <AssetCard asset={dragged} className="rotate-2 cursor-grabbing shadow-xl" />}</DragOverlay>
    </DndContext>
  );
}
