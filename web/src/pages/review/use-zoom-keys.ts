import { useEffect, useEffectEvent } from 'react';
import { isTypingTarget } from '../../annotate/is-typing-target.ts';
import type { ZoomAction } from '../../annotate/zoom.ts';
import { zoomActionFor } from '../../annotate/zoom-keys.ts';

/** The zoom keys (+ − 0 W 1), as on the members' review screen, unless a field, menu or dialog has the keys. */
export function useZoomKeys(onZoom: (action: ZoomAction) => void) {
  const handleZoom = useEffectEvent(onZoom);
  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || isTypingTarget(event.target)) return;
      const action = zoomActionFor(event);
      if (!action) return;
      event.preventDefault();
      handleZoom(action);
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, []);
}
