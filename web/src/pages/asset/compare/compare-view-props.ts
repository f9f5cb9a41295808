import type { Dispatch, SetStateAction, UIEvent } from 'react';
import type { ImageSize } from '../../../annotate/geometry.ts';
import type { CompareSide } from './compare-sides.ts';

/** What every comparison mode gets: both sides (the same page of each), the shared zoom, and where the view was scrolled. */
export interface CompareViewProps {
  a: CompareSide;
  b: CompareSide;
  /** A's page size: both sides are shown in it. */
  size: ImageSize;
  zoom: number;
  /** The highest zoom (useZoom's `max`): deep when a side has a pyramid. */
  zoomMax: number;
  onZoomChange: Dispatch<SetStateAction<number>>;
  /** Told the room a viewport has, to fit both sides into it. */
  onViewportResize: (size: ImageSize) => void;
  /** Restores the scroll position when a view mounts, so switching modes keeps the place. */
  scrollRef: (element: HTMLDivElement | null) => void;
  onScroll: (event: UIEvent<HTMLDivElement>) => void;
}

/** The viewport's look inside the comparison. */
export const COMPARE_VIEWPORT = 'min-h-[160px] flex-1 rounded-lg bg-[#a6aab0] dark:bg-[#08090b]';
