import { useRef, useState, type PointerEvent } from 'react';
import { screenPoint, type ImagePoint } from '@review/contract/geometry';
import type { ImageSize } from '../../annotate/geometry.ts';
import { dominantColours } from './dominant-colours.ts';
import { boxBetween, clientToImagePoint, pixelAt, snapToEdge, type ImageBox } from './image-pixels.ts';
import { PointerReadout } from './pointer-readout.tsx';
import type { DesignChecks } from './use-design-checks.ts';
import type { ImageSampler } from './use-image-sampler.ts';

/** A press that moves less than this many screen pixels is a click, not a drag. */
const CLICK_SLOP = 3;

interface Drag {
  clientX: number;
  clientY: number;
  from: ImagePoint;
  isDrag: boolean;
}

export interface CheckOverlayProps {
  size: ImageSize;
  checks: DesignChecks;
  sampler: ImageSampler | null;
}

/** The image pixel under a pointer, through the overlay's drawn rectangle (which carries zoom and scroll). */
function pointOf(event: PointerEvent<HTMLElement>, size: ImageSize): ImagePoint {
  return clientToImagePoint(screenPoint(event.clientX, event.clientY), event.currentTarget.getBoundingClientRect(), size);
}

/**
 * Laid over the image while a design check is on: it takes the pointer from panning and drawing,
 * reads colours from the decoded file and measures in image pixels. An SVG in image pixels draws the
 * measured line or the contrast box at any zoom.
 */
export function CheckOverlay({ size, checks, sampler }: CheckOverlayProps) {
  const dragRef = useRef<Drag | null>(null);
  const [box, setBox] = useState<ImageBox | null>(null);
  const [isDragging, setIsDragging] = useState(false);
  const { tool } = checks;
  if (!tool) return null;

  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    dragRef.current = { clientX: event.clientX, clientY: event.clientY, from: snapToEdge(pointOf(event, size), size), isDrag: false };
  };

  const handlePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const point = pointOf(event, size);
    const pixel = pixelAt(point, size);
    checks.setHover(pixel && sampler ? { pixel, colour: sampler.colourAt(pixel) } : null);
    const drag = dragRef.current;
    if (!drag) return;
    if (!drag.isDrag && Math.hypot(event.clientX - drag.clientX, event.clientY - drag.clientY) < CLICK_SLOP) return;
    drag.isDrag = true;
    setIsDragging(true);
    const to = snapToEdge(point, size);
    if (tool === 'measure') checks.setMeasure({ from: drag.from, to });
    if (tool === 'contrast') setBox(boxBetween(drag.from, to));
  };

  const handlePointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const drag = dragRef.current;
    dragRef.current = null;
    setBox(null);
    setIsDragging(false);
    if (!drag) return;
    const pixel = pixelAt(pointOf(event, size), size);
    const colour = pixel && sampler ? sampler.colourAt(pixel) : null;
    if (!drag.isDrag) {
      if (tool === 'eyedropper' && colour) checks.keep(colour);
      if (tool === 'contrast' && colour) checks.pickContrast(colour);
      return;
    }
    if (tool === 'contrast' && sampler) {
      const dragged = boxBetween(drag.from, snapToEdge(pointOf(event, size), size));
      const pair = dragged.width && dragged.height ? dominantColours(sampler.pixelsIn(dragged)) : null;
      if (pair) checks.setContrastPair(pair, dragged);
    }
  };

  const shownBox = box ?? (tool === 'contrast' ? checks.contrast.box : null);
  const line = tool === 'measure' ? checks.measure : null;
  return (
    <div
      data-testid="design-check-overlay"
      className="absolute inset-0 cursor-crosshair touch-none"
      onPointerDown={handlePointerDown}
      onPointerMove={handlePointerMove}
      onPointerUp={handlePointerUp}
      onPointerCancel={() => {
        dragRef.current = null;
        setBox(null);
        setIsDragging(false);
      }}
      onPointerLeave={() => checks.setHover(null)}
    >
      <svg viewBox={`0 0 ${size.width} ${size.height}`} preserveAspectRatio="none" aria-hidden="true" className="pointer-events-none absolute inset-0 size-full overflow-visible">
        {line && (
          <>
            <rect x={Math.min(line.from.x, line.to.x)} y={Math.min(line.from.y, line.to.y)} width={Math.abs(line.to.x - line.from.x)} height={Math.abs(line.to.y - line.from.y)} className="fill-sky-400/10 stroke-sky-500" strokeDasharray="4 3" vectorEffect="non-scaling-stroke" />
            {/* A dark line under a light one reads on any colour of the design. */}
            <line x1={line.from.x} y1={line.from.y} x2={line.to.x} y2={line.to.y} stroke="black" strokeOpacity={0.6} strokeWidth={3} vectorEffect="non-scaling-stroke" />
            <line x1={line.from.x} y1={line.from.y} x2={line.to.x} y2={line.to.y} stroke="white" strokeWidth={1.5} vectorEffect="non-scaling-stroke" />
          </>
        )}
        {shownBox && <rect {...shownBox} fill="none" stroke="white" strokeWidth={1.5} strokeDasharray="4 3" vectorEffect="non-scaling-stroke" className="drop-shadow-[0_0_1px_black]" />}
      </svg>
      <PointerReadout size={size} tool={tool} hover={checks.hover} measure={isDragging ? line : null} />
    </div>
  );
}
