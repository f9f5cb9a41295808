import { useEffect, type Dispatch, type SetStateAction } from 'react';
import { ZOOM_DEFAULT, zoomIn, zoomOut } from '../../../annotate/zoom.ts';
import { modeForKey, type CompareMode } from './compare-modes.ts';

/** Fields that take typed text; sliders and checkboxes leave the digit keys alone. */
const TEXT_ENTRY = 'select, textarea, input:not([type="range"]):not([type="checkbox"])';

/** While the comparison is open: 1–4 pick the mode, + / − / 0 zoom, Page Up / Page Down turn the pages, except while a text field has the keys. */
export function useCompareKeys(setMode: Dispatch<SetStateAction<CompareMode>>, setZoom: Dispatch<SetStateAction<number>>, onStepPage: (delta: 1 | -1) => void) {
  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || target?.closest(TEXT_ENTRY)) return;
      const mode = modeForKey(event.key);
      const zoom = { '+': zoomIn, '=': zoomIn, '-': zoomOut, '0': () => ZOOM_DEFAULT }[event.key];
      const pageStep = ({ PageDown: 1, PageUp: -1 } as const)[event.key];
      if (!mode && !zoom && !pageStep) return;
      event.preventDefault();
      if (mode) setMode(mode);
      else if (zoom) setZoom(zoom);
      else if (pageStep) onStepPage(pageStep);
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [setMode, setZoom, onStepPage]);
}
