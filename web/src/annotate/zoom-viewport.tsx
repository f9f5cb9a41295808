import clsx from 'clsx';
import { useCallback, useEffect, useLayoutEffect, useRef, type Dispatch, type ReactNode, type SetStateAction, type UIEvent } from 'react';
import type { ImageSize } from './geometry.ts';
import { useDragPan } from './use-drag-pan.ts';
import { scaleOf, ZOOM_MAX, zoomByWheel } from './zoom.ts';

/** Marks the scrolling element, for what floats in the stage and keeps to the part in view. */
export const ZOOM_VIEWPORT_ATTRIBUTE = 'data-zoom-viewport';

/** Room kept around the image inside the viewport, in CSS pixels. */
const STAGE_PADDING = 24;

/** Where the zoom should stay put: a client position, and the fraction of the image under it. */
interface ZoomAnchor {
  clientX: number;
  clientY: number;
  fx: number;
  fy: number;
}

export interface ZoomViewportProps {
  /** The image's own size; the stage is that size times zoom / 100. */
  size: ImageSize;
  zoom: number;
  /** The highest zoom the wheel reaches (useZoom's `max`). */
  max?: number;
  onZoomChange: Dispatch<SetStateAction<number>>;
  /** Dragging with the primary button scrolls (hand tool, or Space held). The middle button always does. */
  isPanning: boolean;
  /** Names the scrollable area for screen readers. */
  label: string;
  /** For a skip link that lands on the design itself. */
  id?: string;
  children: ReactNode;
  className?: string;
  /** Gets the scrolling element, e.g. to keep two viewports in step; keep it stable (it runs when it changes). */
  scrollRef?: (element: HTMLDivElement | null) => void;
  onScroll?: (event: UIEvent<HTMLDivElement>) => void;
  /** Told the room the image has (the viewport inside its padding) when it mounts and whenever it changes size, to fit the image into it. */
  onViewportResize?: (size: ImageSize) => void;
}

/**
 * A scrolling window onto an image at a zoom. The image stays centred while it is smaller than the
 * window; Ctrl + wheel (and trackpad pinch) zooms around the pointer, the zoom bar around the centre.
 */
export function ZoomViewport({ size, zoom, max = ZOOM_MAX, onZoomChange, isPanning, label, id, children, className, scrollRef, onScroll, onViewportResize }: ZoomViewportProps) {
  const viewportRef = useRef<HTMLDivElement | null>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const anchorRef = useRef<ZoomAnchor | null>(null);
  const centreRef = useRef({ fx: 0.5, fy: 0.5 });
  const pan = useDragPan(viewportRef, isPanning);
  const scale = scaleOf(zoom);

  const setViewportRef = useCallback(
    (element: HTMLDivElement | null) => {
      viewportRef.current = element;
      scrollRef?.(element);
    },
    [scrollRef],
  );

  // Remembers which part of the image is in the middle, so a zoom from the buttons keeps it there.
  const rememberCentre = () => {
    const viewport = viewportRef.current?.getBoundingClientRect();
    const stage = stageRef.current?.getBoundingClientRect();
    if (!viewport || !stage || !stage.width || !stage.height) return;
    centreRef.current = { fx: (viewport.left + viewport.width / 2 - stage.left) / stage.width, fy: (viewport.top + viewport.height / 2 - stage.top) / stage.height };
  };

  const zoomRef = useRef(zoom);
  useLayoutEffect(() => {
    zoomRef.current = zoom;
  }, [zoom]);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const handleWheel = (event: WheelEvent) => {
      // Ctrl + wheel zooms (a trackpad pinch arrives as one); a plain wheel scrolls as usual.
      if (!event.ctrlKey) return;
      event.preventDefault();
      // At either end of the range nothing changes, and no anchor may be left for a later zoom.
      if (zoomByWheel(zoomRef.current, event.deltaY, event.deltaMode, max) === zoomRef.current) return;
      const stage = stageRef.current?.getBoundingClientRect();
      if (stage?.width && stage.height) {
        anchorRef.current = { clientX: event.clientX, clientY: event.clientY, fx: (event.clientX - stage.left) / stage.width, fy: (event.clientY - stage.top) / stage.height };
      }
      onZoomChange((current) => zoomByWheel(current, event.deltaY, event.deltaMode, max));
    };
    viewport.addEventListener('wheel', handleWheel, { passive: false });
    return () => viewport.removeEventListener('wheel', handleWheel);
  }, [onZoomChange, max]);

  // Measured before the first paint, so a fitted image never shows at another zoom first.
  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || !onViewportResize) return;
    // clientWidth is rounded to whole pixels: one pixel less keeps a fit from overflowing by a fraction.
    const measure = () => onViewportResize({ width: Math.max(0, viewport.clientWidth - 2 * STAGE_PADDING - 1), height: Math.max(0, viewport.clientHeight - 2 * STAGE_PADDING - 1) });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(viewport);
    return () => observer.disconnect();
  }, [onViewportResize]);

  const isFirstLayout = useRef(true);
  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    const stage = stageRef.current?.getBoundingClientRect();
    if (!viewport || !stage) return;
    if (isFirstLayout.current) {
      // An image wider than the view opens centred across and at its top (unless a position was restored).
      isFirstLayout.current = false;
      if (viewport.scrollLeft === 0) viewport.scrollLeft = (viewport.scrollWidth - viewport.clientWidth) / 2;
      rememberCentre();
      return;
    }
    const box = viewport.getBoundingClientRect();
    const anchor = anchorRef.current ?? { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2, ...centreRef.current };
    anchorRef.current = null;
    viewport.scrollLeft += stage.left + anchor.fx * stage.width - anchor.clientX;
    viewport.scrollTop += stage.top + anchor.fy * stage.height - anchor.clientY;
    rememberCentre();
  }, [scale]);

  return (
    <div
      ref={setViewportRef}
      data-zoom-viewport=""
      id={id}
      role="region"
      aria-label={label}
      // Focusable, so the arrow keys scroll it when the image is larger than the window.
      tabIndex={0}
      onScroll={(event) => {
        rememberCentre();
        onScroll?.(event);
      }}
      {...pan.handlers}
      // The scrollbar's room is kept on both sides whether or not it shows, so a fit to the width does not
      // bring up a scrollbar that narrows the view, refits and takes it away again, and stays centred.
      className={clsx('relative overflow-auto overscroll-contain [scrollbar-gutter:stable_both-edges]', isPanning && (pan.isDragging ? 'cursor-grabbing' : 'cursor-grab'), className)}
    >
      <div className="flex min-h-full w-max min-w-full" style={{ padding: STAGE_PADDING }}>
        <div ref={stageRef} className="relative m-auto shrink-0 shadow-[0_1px_4px_rgb(0_0_0/0.25)]" style={{ width: size.width * scale, height: size.height * scale }}>
          {children}
        </div>
      </div>
    </div>
  );
}
