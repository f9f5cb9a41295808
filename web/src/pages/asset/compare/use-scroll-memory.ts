import { useCallback, useRef, type UIEvent } from 'react';

/** Remembers a scrolling element's position and puts it back on the next element given, e.g. after a mode switch. */
export function useScrollMemory() {
  const position = useRef({ left: 0, top: 0 });
  const scrollRef = useCallback((element: HTMLDivElement | null) => {
    if (!element) return;
    element.scrollLeft = position.current.left;
    element.scrollTop = position.current.top;
  }, []);
  const onScroll = useCallback((event: UIEvent<HTMLDivElement>) => {
    position.current = { left: event.currentTarget.scrollLeft, top: event.currentTarget.scrollTop };
  }, []);
  return { scrollRef, onScroll };
}
