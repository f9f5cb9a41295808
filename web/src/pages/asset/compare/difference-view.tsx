import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { comparisonSize, diffPixels } from '../../../annotate/pixel-diff.ts';
import { ZoomViewport } from '../../../annotate/zoom-viewport.tsx';
import { COMPARE_VIEWPORT, type CompareViewProps } from './compare-view-props.ts';
import { useImagePixels } from './use-image-pixels.ts';

/** Pixel work stays bounded: at most this many pixels on the long side are compared. */
const MAX_DIFF_SIDE = 2048;

/** |A − B| per channel, with the pixels that changed highlighted, and how many did. */
export function DifferenceView({ a, b, size, zoom, onZoomChange, onViewportResize, scrollRef, onScroll }: CompareViewProps) {
  const [threshold, setThreshold] = useState(16);
  const [isHighlighted, setIsHighlighted] = useState(true);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const thresholdId = useId();
  const highlightId = useId();
  const grid = comparisonSize(size.width, size.height, MAX_DIFF_SIDE);
  const pixels = useImagePixels(a.page.preview, b.page.preview, grid.width, grid.height);

  const diff = useMemo(() => (pixels.status === 'ready' ? diffPixels(pixels.a.data, pixels.b.data, { threshold, mode: isHighlighted ? 'highlight' : 'raw' }) : null), [pixels, threshold, isHighlighted]);

  useEffect(() => {
    const context = canvasRef.current?.getContext('2d');
    if (diff && context) context.putImageData(new ImageData(diff.data, grid.width, grid.height), 0, 0);
  }, [diff, grid.width, grid.height]);

  const percent = diff ? (diff.changed / diff.total) * 100 : 0;
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-1" data-compare-mode="difference">
      <div className="flex flex-wrap items-center gap-3 text-xs font-medium text-muted">
        <p role="status" className="text-fg tabular">
          {pixels.status === 'loading' && 'Comparing pixels...'}
          {pixels.status === 'error' && <span className="text-danger">{pixels.message}</span>}
          {diff && `${diff.changed.toLocaleString('en-US')} of ${diff.total.toLocaleString('en-US')} pixels differ (${percent < 0.01 && diff.changed > 0 ? '<0.01' : percent.toFixed(2)}%)`}
        </p>
        <label htmlFor={thresholdId} className="ml-auto">
          Threshold
        </label>
        <input id={thresholdId} type="range" min={0} max={128} value={threshold} onChange={(event) => setThreshold(Number(event.target.value))} className="w-32 accent-accent" />
        <output htmlFor={thresholdId} className="w-8 tabular">
          {threshold}
        </output>
        <span className="flex items-center gap-1.5">
          <input id={highlightId} type="checkbox" checked={isHighlighted} onChange={(event) => setIsHighlighted(event.target.checked)} className="size-4 accent-accent" />
          <label htmlFor={highlightId}>Highlight changes</label>
        </span>
      </div>
      <ZoomViewport size={size} zoom={zoom} onZoomChange={onZoomChange} onViewportResize={onViewportResize} isPanning label={`Difference between ${a.label} and ${b.label}`} className={COMPARE_VIEWPORT} scrollRef={scrollRef} onScroll={onScroll}>
        <canvas
          ref={canvasRef}
          width={grid.width}
          height={grid.height}
          role="img"
          aria-label={`Pixel difference between ${a.label} and ${b.label}`}
          data-changed={diff?.changed}
          className="absolute inset-0 size-full bg-black"
          // Enlarged, each compared pixel shows as a crisp square; reduced, smoothing keeps thin changes visible.
          style={{ imageRendering: (size.width * zoom) / 100 >= grid.width ? 'pixelated' : 'auto' }}
        />
      </ZoomViewport>
    </div>
  );
}
