import { useEffect, type Dispatch, type SetStateAction } from 'react';
import type { ZoomAction } from '../../../annotate/zoom.ts';
import { ZOOM_KEYS, zoomActionFor } from '../../../annotate/zoom-keys.ts';
import { useVideoKeys } from '../../../features/video/use-video-keys.ts';
import type { VideoTransport } from '../../../features/video/video-transport.ts';
import { modeForKey, type CompareMode } from './compare-modes.ts';

/** The zoom keys, less those the modes have (1 is side by side here, so 100% is the zoom bar's button). */
export const COMPARE_ZOOM_KEYS = ZOOM_KEYS.filter((zoomKey) => !zoomKey.keys.some((key) => modeForKey(key)));

/** Fields that take typed text; sliders and checkboxes leave the digit keys alone. */
const TEXT_ENTRY = 'select, textarea, input:not([type="range"]):not([type="checkbox"])';

/** Every field: the arrows move a slider's value, not the video's frame. */
const isField = (target: EventTarget | null) => target instanceof Element && target.closest('input, select, textarea') !== null;

/**
 * While the comparison is open: 1–4 pick the mode, + / − / 0 / W zoom, Page Up / Page Down turn the
 * pages, except while a text field has the keys; with a video, the player's keys as on the review screen.
 */
export function useCompareKeys(setMode: Dispatch<SetStateAction<CompareMode>>, onZoom: (action: ZoomAction) => void, onStepPage: (delta: 1 | -1) => void, transport: VideoTransport | null) {
  useVideoKeys(transport, { ignores: isField });
  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || target?.closest(TEXT_ENTRY)) return;
      const mode = modeForKey(event.key);
      const zoom = zoomActionFor(event, COMPARE_ZOOM_KEYS);
      const pageStep = ({ PageDown: 1, PageUp: -1 } as const)[event.key];
      if (!mode && !zoom && !pageStep) return;
      event.preventDefault();
      if (mode) setMode(mode);
      else if (zoom) onZoom(zoom);
      else if (pageStep) onStepPage(pageStep);
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [setMode, onZoom, onStepPage]);
}
