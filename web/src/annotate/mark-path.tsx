import { STROKE_WIDTH, type Shape, type WirePoint } from '@review/contract/geometry';
import { MARKER_SELECTED_COLOR, paintOf } from './colors.ts';
import { toolFor } from './tools/tools.ts';

export interface MarkPathProps {
  shape: Shape;
  color: string;
  points: readonly WirePoint[];
  /** One screen pixel in image pixels (arrow heads keep their on-screen size). */
  pixel: number;
  isSelected?: boolean;
  /** Carried over from the previous version: dashed and faded. */
  isCarried?: boolean;
  isDraft?: boolean;
  commentId?: number;
}

/** One mark in the overlay: its shape's outline in its colour, 2 screen pixels wide at every zoom. */
export function MarkPath({ shape, color, points, pixel, isSelected = false, isCarried = false, isDraft = false, commentId }: MarkPathProps) {
  const d = toolFor(shape).outline(points, pixel);
  return (
    <g data-comment-id={commentId} data-draft={isDraft || undefined} opacity={isCarried ? 0.75 : undefined}>
      {isCarried && <path d={d} fill="none" stroke="#fff" strokeOpacity={0.85} strokeWidth={STROKE_WIDTH + 2} strokeLinecap="round" strokeLinejoin="round" vectorEffect="non-scaling-stroke" />}
      {isSelected && <path d={d} fill="none" stroke={MARKER_SELECTED_COLOR} strokeOpacity={0.45} strokeWidth={STROKE_WIDTH + 6} strokeLinecap="round" strokeLinejoin="round" vectorEffect="non-scaling-stroke" />}
      <path
        d={d}
        fill="none"
        stroke={paintOf(color)}
        strokeWidth={STROKE_WIDTH}
        strokeLinecap="round"
        strokeLinejoin="round"
        strokeDasharray={isCarried ? '6 4' : undefined}
        vectorEffect="non-scaling-stroke"
      />
    </g>
  );
}
