import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ZoomViewport } from '../../../annotate/zoom-viewport.tsx';
import { scaleOf } from '../../../annotate/zoom.ts';
import { ComparePicture } from './compare-picture.tsx';
import { COMPARE_VIEWPORT, type CompareViewProps } from './compare-view-props.ts';
import { WipeDivider } from './wipe-divider.tsx';

/** A left of the divider, B right of it, on one image. */
export function WipeView({ a, b, size, zoom, zoomMax, onZoomChange, onViewportResize, scrollRef, onScroll }: CompareViewProps) {
  const intl = useIntl();
  const [position, setPosition] = useState(50);
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-1" data-compare-mode="wipe">
      <p className="flex justify-between text-xs font-medium text-muted">
        <span>{intl.formatMessage({ id: 'asset.compare.sideLabel' }, { side: 'A', label: a.label })}</span>
        <span>{intl.formatMessage({ id: 'asset.compare.sideLabel' }, { side: 'B', label: b.label })}</span>
      </p>
      <ZoomViewport size={size} zoom={zoom} max={zoomMax} onZoomChange={onZoomChange} onViewportResize={onViewportResize} isPanning label={intl.formatMessage({ id: 'asset.compare.wipeLabel' }, { a: a.label, b: b.label })} className={COMPARE_VIEWPORT} scrollRef={scrollRef} onScroll={onScroll}>
        <ComparePicture image={a} side="A" scale={scaleOf(zoom)} size={size} />
        <ComparePicture image={b} side="B" style={{ clipPath: `inset(0 0 0 ${position}%)` }} scale={scaleOf(zoom)} size={size} />
        <WipeDivider position={position} onChange={setPosition} />
      </ZoomViewport>
    </div>
  );
}
