import { useCallback, useRef, type UIEvent } from 'react';
import { useIntl } from 'react-intl';
import { ZoomViewport } from '../../../annotate/zoom-viewport.tsx';
import { scaleOf } from '../../../annotate/zoom.ts';
import { SIDE_NAMES } from './compare-sides.ts';
import { ComparePicture } from './compare-picture.tsx';
import { COMPARE_VIEWPORT, type CompareViewProps } from './compare-view-props.ts';

/** A and B next to each other (stacked on narrow screens), zoomed and scrolled together. */
export function SideBySideView({ a, b, size, zoom, zoomMax, onZoomChange, onViewportResize, scrollRef, onScroll }: CompareViewProps) {
  const intl = useIntl();
  const panes = useRef<(HTMLDivElement | null)[]>([null, null]);
  const follow = (from: number) => (event: UIEvent<HTMLDivElement>) => {
    onScroll(event);
    const other = panes.current[1 - from];
    const { scrollLeft, scrollTop } = event.currentTarget;
    // Setting the same value fires no scroll event, so the two never echo each other.
    if (other && (other.scrollLeft !== scrollLeft || other.scrollTop !== scrollTop)) {
      other.scrollLeft = scrollLeft;
      other.scrollTop = scrollTop;
    }
  };
  // Stable per pane, so the saved scroll position is put back only when a pane appears.
  const setPaneA = useCallback(
    (element: HTMLDivElement | null) => {
      panes.current[0] = element;
      scrollRef(element);
    },
    [scrollRef],
  );
  const setPaneB = useCallback(
    (element: HTMLDivElement | null) => {
      panes.current[1] = element;
      scrollRef(element);
    },
    [scrollRef],
  );
  const paneRefs = [setPaneA, setPaneB];
  return (
    <div className="grid min-h-0 flex-1 grid-rows-[minmax(0,1fr)_minmax(0,1fr)] gap-2 md:grid-cols-2 md:grid-rows-1" data-compare-mode="side">
      {[a, b].map((image, index) => (
        <div key={index} className="flex min-h-0 min-w-0 flex-col gap-1">
          <p className="text-xs font-medium text-muted">{intl.formatMessage({ id: 'asset.compare.sideLabel' }, { side: SIDE_NAMES[index], label: image.label })}</p>
          <ZoomViewport
            size={size}
            zoom={zoom}
            max={zoomMax}
            onZoomChange={onZoomChange}
            onViewportResize={onViewportResize}
            isPanning
            label={intl.formatMessage({ id: 'asset.compare.sideLabel' }, { side: SIDE_NAMES[index], label: image.label })}
            className={COMPARE_VIEWPORT}
            scrollRef={paneRefs[index]}
            onScroll={follow(index)}
          >
            <ComparePicture image={image} side={SIDE_NAMES[index === 0 ? 0 : 1]} scale={scaleOf(zoom)} size={size} />
          </ZoomViewport>
        </div>
      ))}
    </div>
  );
}
