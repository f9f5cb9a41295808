import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { ZoomViewport } from '../../../annotate/zoom-viewport.tsx';
import { scaleOf } from '../../../annotate/zoom.ts';
import { ComparePicture } from './compare-picture.tsx';
import { COMPARE_VIEWPORT, type CompareViewProps } from './compare-view-props.ts';

/** B laid over A at an opacity set by the slider: 0 shows A only, 100 B only. */
export function OverlayView({ a, b, size, zoom, zoomMax, onZoomChange, onViewportResize, scrollRef, onScroll }: CompareViewProps) {
  const intl = useIntl();
  const [opacity, setOpacity] = useState(50);
  const sliderId = useId();
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-1" data-compare-mode="overlay">
      <div className="flex flex-wrap items-center gap-3 text-xs font-medium text-muted">
        <span>{intl.formatMessage({ id: 'asset.compare.sideLabel' }, { side: 'A', label: a.label })}</span>
        <label htmlFor={sliderId} className="ms-auto">
          {intl.formatMessage({ id: 'asset.compare.opacity' })}
        </label>
        <input id={sliderId} type="range" min={0} max={100} step={1} value={opacity} onChange={(event) => setOpacity(Number(event.target.value))} className="w-40 accent-accent" />
        <output htmlFor={sliderId} className="w-10 tabular">
          {opacity}%
        </output>
        <span>{intl.formatMessage({ id: 'asset.compare.sideLabel' }, { side: 'B', label: b.label })}</span>
      </div>
      <ZoomViewport size={size} zoom={zoom} max={zoomMax} onZoomChange={onZoomChange} onViewportResize={onViewportResize} isPanning label={intl.formatMessage({ id: 'asset.compare.overlayLabel' }, { a: a.label, b: b.label })} className={COMPARE_VIEWPORT} scrollRef={scrollRef} onScroll={onScroll}>
        <ComparePicture image={a} side="A" scale={scaleOf(zoom)} size={size} />
        <ComparePicture image={b} side="B" style={{ opacity: opacity / 100 }} scale={scaleOf(zoom)} size={size} />
      </ZoomViewport>
    </div>
  );
}
