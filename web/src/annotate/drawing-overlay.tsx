import { clampToImage, screenPoint, type ImagePoint, type PenColor } from '@review/contract/geometry';
import type { Dispatch, PointerEvent, ReactNode } from 'react';
import type { DrawAction, DrawState } from './draw-state.ts';
import { clientToImage, isOnImage, type ImageSize } from './geometry.ts';
import { MarkPath } from './mark-path.tsx';
import type { DrawTool } from './tools/draw-tool.ts';

export interface DrawingOverlayProps {
  size: ImageSize;
  /** The tool a drag draws with; null while panning or when drawing is off. */
  tool: DrawTool | null;
  color: PenColor;
  state: DrawState;
  dispatch: Dispatch<DrawAction>;
  /** One screen pixel in image pixels at the current zoom. */
  pixel: number;
  /** Saved marks, drawn under the one being drawn. */
  children?: ReactNode;
}

/** The image pixel under a pointer: the inverse of the overlay's screen CTM, which includes zoom and scroll. */
function pointerToImage(event: PointerEvent<SVGSVGElement>): ImagePoint | null {
  const ctm = event.currentTarget.getScreenCTM();
  return ctm ? clientToImage(ctm, screenPoint(event.clientX, event.clientY)) : null;
}

/**
 * An SVG laid exactly over the image with the viewBox `0 0 width height`, so its user units are
 * the image's own pixels: whatever the zoom, window size or scroll, a stored point is drawn on the
 * pixel it was made on, and strokes keep 2 screen pixels (non-scaling stroke).
 */
export function DrawingOverlay({ size, tool, color, state, dispatch, pixel, children }: DrawingOverlayProps) {
  const handlePointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (!tool || event.button !== 0 || state.phase === 'awaiting') return;
    const point = pointerToImage(event);
    if (!point || !isOnImage(point, size)) return;
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    dispatch({ type: 'start', shape: tool.name, color, point });
  };

  const handlePointerMove = (event: PointerEvent<SVGSVGElement>) => {
    if (state.phase !== 'drawing') return;
    const point = pointerToImage(event);
    if (!point) return;
    if (isOnImage(point, size)) {
      dispatch({ type: 'move', point, pixel });
      return;
    }
    // Leaving the image ends the stroke at its edge and asks for the comment (spec).
    dispatch({ type: 'move', point: clampToImage(point, size.width, size.height), pixel });
    dispatch({ type: 'end', pixel });
  };

  const handlePointerUp = () => {
    if (state.phase === 'drawing') dispatch({ type: 'end', pixel });
  };

  const draft = state.phase === 'idle' ? null : state.draft;
  return (
    <svg
      viewBox={`0 0 ${size.width} ${size.height}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      className="absolute inset-0 size-full overflow-visible"
      style={{ touchAction: tool ? 'none' : undefined, cursor: tool ? 'crosshair' : undefined }}
      onPointerDown={handlePointerDown}
      onPointerMove={handlePointerMove}
      onPointerUp={handlePointerUp}
      onPointerCancel={() => state.phase === 'drawing' && dispatch({ type: 'discard' })}
    >
      {children}
      {draft && <MarkPath shape={draft.shape} color={draft.color} points={draft.points} pixel={pixel} isDraft />}
    </svg>
  );
}
