import { MARKER_RADIUS, type WirePoint } from '@review/contract/geometry';
import clsx from 'clsx';
import type { ReactNode, Ref } from 'react';
import { MARKER_COLOR, MARKER_SELECTED_COLOR } from './colors.ts';
import type { ImageSize } from './geometry.ts';

export interface MarkerPinProps {
  /** Where the marker's centre sits, in image pixels. */
  at: WirePoint;
  size: ImageSize;
  number: number;
  label: string;
  isSelected: boolean;
  /** Carried from the previous version: an outlined marker with a note beside it. */
  note?: ReactNode;
  onSelect: () => void;
  commentId: number;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A numbered marker on the image: a circle of radius 10 screen pixels, blue, orange when selected.
 * Placed by percentage of the image, so its centre is on its image pixel at every zoom.
 */
export function MarkerPin({ at, size, number, label, isSelected, note, onSelect, commentId, ref }: MarkerPinProps) {
  const isCarried = note !== undefined;
  const colour = isSelected ? MARKER_SELECTED_COLOR : MARKER_COLOR;
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      aria-pressed={isSelected}
      title={label}
      data-marker={commentId}
      onPointerDown={(event) => event.stopPropagation()}
      onClick={onSelect}
      className="absolute z-10 flex -translate-x-1/2 -translate-y-1/2 items-center rounded-full focus-visible:outline-offset-1"
      style={{ left: `${(at.x / size.width) * 100}%`, top: `${(at.y / size.height) * 100}%` }}
    >
      <span
        className={clsx(
          'flex shrink-0 items-center justify-center rounded-full text-[11px] leading-none font-semibold tabular shadow-[0_1px_3px_rgb(0_0_0/0.45)]',
          isCarried ? 'border-2 border-dashed bg-white/90' : 'text-white',
        )}
        style={{ width: MARKER_RADIUS * 2, height: MARKER_RADIUS * 2, ...(isCarried ? { borderColor: colour, color: colour } : { backgroundColor: colour }) }}
      >
        {number}
      </span>
      {isCarried && ' '}
      {isCarried && (
        <span className="pointer-events-none absolute start-full ms-1 rounded bg-black/70 px-1.5 py-0.5 text-[11px] whitespace-nowrap text-white">
          {note}
        </span>
      )}
    </button>
  );
}
