import type { ImageSize } from '../../annotate/geometry.ts';
import type { CheckToolName } from './check-tools.tsx';
import { formatHex, formatRgb } from './colour.ts';
import { ColourSwatch } from './colour-swatch.tsx';
import { boxBetween, distanceBetween } from './image-pixels.ts';
import type { Hover, MeasureLine } from './use-design-checks.ts';

export interface PointerReadoutProps {
  size: ImageSize;
  tool: CheckToolName;
  hover: Hover | null;
  /** The line being dragged, shown instead of the colour while measuring. */
  measure: MeasureLine | null;
}

/**
 * The small label beside the pointer: the colour under it, or the measurement being dragged. Hidden
 * from screen readers: the panel says the same, without following every move of the mouse.
 */
export function PointerReadout({ size, tool, hover, measure }: PointerReadoutProps) {
  if (!hover) return null;
  const { pixel } = hover;
  // Beside the pointer, flipped to its other side near the right and bottom edges so it stays in view.
  const isRight = pixel.x > size.width * 0.7;
  const isBelow = pixel.y > size.height * 0.8;
  const style = {
    left: `${((pixel.x + 0.5) / size.width) * 100}%`,
    top: `${((pixel.y + 0.5) / size.height) * 100}%`,
    transform: `translate(${isRight ? 'calc(-100% - 14px)' : '14px'}, ${isBelow ? 'calc(-100% - 14px)' : '14px'})`,
  };
  const box = measure && boxBetween(measure.from, measure.to);
  return (
    <div aria-hidden="true" style={style} className="pointer-events-none absolute z-10 flex items-center gap-1.5 rounded-md bg-gray-950/85 px-2 py-1 font-mono text-xs whitespace-nowrap text-white tabular-nums shadow-md">
      {measure && box ? (
        <span>
          {Math.round(distanceBetween(measure.from, measure.to) * 10) / 10} px · {box.width} × {box.height}
        </span>
      ) : tool === 'measure' ? (
        <span>
          {pixel.x}, {pixel.y}
        </span>
      ) : (
        <>
          <ColourSwatch colour={formatHex(hover.colour)} />
          <span>{formatHex(hover.colour)}</span>
          <span className="text-gray-300">{formatRgb(hover.colour)}</span>
        </>
      )}
    </div>
  );
}
