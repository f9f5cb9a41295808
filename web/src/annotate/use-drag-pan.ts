import { useRef, useState, type PointerEvent, type RefObject } from 'react';

const MIDDLE_BUTTON = 1;

/**
 * Drag to scroll: with the primary button while `isPanning` (hand tool, or Space held), and with the
 * middle button at any time. Returns the pointer handlers for the scrolling element.
 */
export function useDragPan(viewportRef: RefObject<HTMLElement | null>, isPanning: boolean) {
  const origin = useRef<{ x: number; y: number; left: number; top: number; pointerId: number } | null>(null);
  const [isDragging, setIsDragging] = useState(false);

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      const viewport = viewportRef.current;
      if (!viewport || (event.pointerType === 'touch' && isPanning)) return; // touch scrolls natively
      if (!(event.button === MIDDLE_BUTTON || (event.button === 0 && isPanning))) return;
      event.preventDefault();
      viewport.setPointerCapture(event.pointerId);
      origin.current = { x: event.clientX, y: event.clientY, left: viewport.scrollLeft, top: viewport.scrollTop, pointerId: event.pointerId };
      setIsDragging(true);
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const start = origin.current;
      const viewport = viewportRef.current;
      if (!start || !viewport || start.pointerId !== event.pointerId) return;
      viewport.scrollLeft = start.left - (event.clientX - start.x);
      viewport.scrollTop = start.top - (event.clientY - start.y);
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      if (origin.current?.pointerId !== event.pointerId) return;
      origin.current = null;
      setIsDragging(false);
    },
    onPointerCancel() {
      origin.current = null;
      setIsDragging(false);
    },
  };
  return { handlers, isDragging };
}
