import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Whether `ref`'s element fills the screen, and switching it; Escape (the browser's own) leaves too. */
export function useFullScreen(ref: RefObject<HTMLElement | null>) {
  const [isFullScreen, setIsFullScreen] = useState(false);
  useEffect(() => {
    const handleChange = () => setIsFullScreen(document.fullscreenElement !== null && document.fullscreenElement === ref.current);
    document.addEventListener('fullscreenchange', handleChange);
    return () => document.removeEventListener('fullscreenchange', handleChange);
  }, [ref]);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen();
    // Refused (no gesture, a frame without the right): the player simply stays where it is.
    else void ref.current?.requestFullscreen().catch(() => undefined);
  }, [ref]);
  return { isFullScreen, toggle };
}
