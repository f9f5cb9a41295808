import { IconButton } from '../../../ui/icon-button.tsx';
import { MinusIcon, PlusIcon } from '../../../ui/icons.tsx';
import { ZOOM_DEFAULT, ZOOM_MAX, ZOOM_MIN } from '../../../annotate/zoom.ts';
import { ResetZoomIcon } from './viewer-icons.tsx';

export interface ZoomBarProps {
  zoom: number;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onReset: () => void;
}

/** − / the zoom as a percentage of the original's size / +, and a reset to 50%. */
export function ZoomBar({ zoom, onZoomIn, onZoomOut, onReset }: ZoomBarProps) {
  return (
    <div role="group" aria-label="Zoom" className="flex items-center rounded-md border border-line bg-surface">
      <IconButton label="Zoom out" onClick={onZoomOut} disabled={zoom <= ZOOM_MIN} className="size-8 disabled:opacity-40">
        <MinusIcon />
      </IconButton>
      <output aria-label="Zoom level" className="w-12 text-center text-sm font-medium tabular">
        {Math.round(zoom)}%
      </output>
      <IconButton label="Zoom in" onClick={onZoomIn} disabled={zoom >= ZOOM_MAX} className="size-8 disabled:opacity-40">
        <PlusIcon />
      </IconButton>
      <IconButton label={`Reset zoom to ${ZOOM_DEFAULT}%`} onClick={onReset} className="size-8 border-l border-line rounded-l-none">
        <ResetZoomIcon />
      </IconButton>
    </div>
  );
}
