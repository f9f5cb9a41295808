import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ChangeOutlines } from '../../../features/changes/change-outlines.tsx';
import { useVariationChanges } from '../../../features/changes/use-variation-changes.ts';
import { ZoomViewport } from '../../../annotate/zoom-viewport.tsx';
import { COMPARE_VIEWPORT, type CompareViewProps } from './compare-view-props.ts';
import { comparisonSize, highlightDifference } from './pixel-difference.ts';
import { serverBoxesOf } from './server-boxes.ts';
import { useImagePixels } from './use-image-pixels.ts';

/** Pixel work stays bounded: at most this many pixels on the long side are compared. */
const MAX_DIFF_SIDE = 2048;

/** Draws raw |A − B| per channel: the canvas's own 'difference' blending does the arithmetic. */
function drawRawDifference(context: CanvasRenderingContext2D, a: ImageData, b: ImageData) {
  const other = document.createElement('canvas');
  other.width = b.width;
  other.height = b.height;
  other.getContext('2d')?.putImageData(b, 0, 0);
  context.putImageData(a, 0, 0);
  context.globalCompositeOperation = 'difference';
  context.drawImage(other, 0, 0);
  context.globalCompositeOperation = 'source-over';
}

/**
 * The pixels that changed between A and B (pixelmatch, as the server's comparison), highlighted or as
 * raw |A − B|, and how many did; when A and B are a new version and the one the server compared it with,
 * the server's changed boxes outlined over it.
 */
export function DifferenceView({ a, b, size, zoom, zoomMax, onZoomChange, onViewportResize, scrollRef, onScroll }: CompareViewProps) {
  const intl = useIntl();
  const [threshold, setThreshold] = useState(16);
  const [isHighlighted, setIsHighlighted] = useState(true);
  const [isOutlined, setIsOutlined] = useState(true);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const thresholdId = useId();
  const highlightId = useId();
  const outlineId = useId();
  const grid = comparisonSize(size.width, size.height, MAX_DIFF_SIDE);
  const pixels = useImagePixels(a.page.preview, b.page.preview, grid.width, grid.height);
  // A video's frames are never compared by the server.
  const isStill = !a.video && !b.video;
  const changesOfA = useVariationChanges(a.variationId, isStill);
  const changesOfB = useVariationChanges(b.variationId, isStill);
  const boxes = isStill ? serverBoxesOf(a, b, changesOfA.data, changesOfB.data) : undefined;

  const diff = useMemo(() => (pixels.status === 'ready' ? highlightDifference(pixels.a.data, pixels.b.data, grid.width, grid.height, threshold) : null), [pixels, grid.width, grid.height, threshold]);

  useEffect(() => {
    const context = canvasRef.current?.getContext('2d');
    if (!diff || !context || pixels.status !== 'ready') return;
    if (isHighlighted) context.putImageData(new ImageData(diff.data, grid.width, grid.height), 0, 0);
    else drawRawDifference(context, pixels.a, pixels.b);
  }, [diff, pixels, isHighlighted, grid.width, grid.height]);

  const share = diff ? diff.changed / diff.total : 0;
  const percentOf = (value: number) => intl.formatNumber(value, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  // A change too small to show at two decimals still says that something changed.
  const percent = share < 0.0001 && share > 0 ? `<${percentOf(0.0001)}` : percentOf(share);
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-1" data-compare-mode="difference">
      <div className="flex flex-wrap items-center gap-3 text-xs font-medium text-muted">
        <p role="status" className="text-fg tabular">
          {pixels.status === 'loading' && intl.formatMessage({ id: 'asset.compare.comparing' })}
          {pixels.status === 'error' && <span className="text-danger">{pixels.message}</span>}
          {diff && intl.formatMessage({ id: 'asset.compare.pixelsDiffer' }, { changed: diff.changed, total: diff.total, percent })}
        </p>
        <label htmlFor={thresholdId} className="ms-auto">
          {intl.formatMessage({ id: 'asset.compare.threshold' })}
        </label>
        <input id={thresholdId} type="range" min={0} max={128} value={threshold} onChange={(event) => setThreshold(Number(event.target.value))} className="w-32 accent-accent" />
        <output htmlFor={thresholdId} className="w-8 tabular">
          {threshold}
        </output>
        <span className="flex items-center gap-1.5">
          <input id={highlightId} type="checkbox" checked={isHighlighted} onChange={(event) => setIsHighlighted(event.target.checked)} className="size-4 accent-accent" />
          <label htmlFor={highlightId}>{intl.formatMessage({ id: 'asset.compare.highlight' })}</label>
        </span>
        {boxes && (
          <span className="flex items-center gap-1.5">
            <input id={outlineId} type="checkbox" checked={isOutlined} onChange={(event) => setIsOutlined(event.target.checked)} className="size-4 accent-accent" />
            <label htmlFor={outlineId}>{intl.formatMessage({ id: 'asset.compare.outline' }, { count: boxes.regions.length })}</label>
          </span>
        )}
      </div>
      <ZoomViewport size={size} zoom={zoom} max={zoomMax} onZoomChange={onZoomChange} onViewportResize={onViewportResize} isPanning label={intl.formatMessage({ id: 'asset.compare.differenceLabel' }, { a: a.label, b: b.label })} className={COMPARE_VIEWPORT} scrollRef={scrollRef} onScroll={onScroll}>
        <canvas
          ref={canvasRef}
          width={grid.width}
          height={grid.height}
          role="img"
          aria-label={intl.formatMessage({ id: 'asset.compare.pixelDifference' }, { a: a.label, b: b.label })}
          data-changed={diff?.changed}
          className="absolute inset-0 size-full bg-black"
          // Enlarged, each compared pixel shows as a crisp square; reduced, smoothing keeps thin changes visible.
          style={{ imageRendering: (size.width * zoom) / 100 >= grid.width ? 'pixelated' : 'auto' }}
        />
        {/* In the new page's proportions: B is stretched onto A's size, and so are its boxes. */}
        {boxes && isOutlined && <ChangeOutlines regions={boxes.regions} page={boxes.page} />}
      </ZoomViewport>
    </div>
  );
}
