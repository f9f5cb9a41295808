import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ZoomControl } from '../../../annotate/use-zoom.ts';
import { ZoomBar } from '../../../annotate/zoom-bar.tsx';
import { IconButton } from '../../../ui/icon-button.tsx';
import { KeyboardIcon } from './viewer-icons.tsx';

export interface ViewBarProps {
  zoom: ZoomControl;
  /** A document's page controls, at the bar's start. */
  pages?: ReactNode;
  onHelp: () => void;
  onHelpPreload: () => void;
}

/** Under the design: a document's pages, then the zoom and the keyboard shortcuts, out of the drawing tools' row. */
export function ViewBar({ zoom, pages, onHelp, onHelpPreload }: ViewBarProps) {
  const intl = useIntl();
  return (
    <div className="flex flex-wrap items-center gap-2">
      {pages}
      <div className="ms-auto flex items-center gap-1">
        <ZoomBar control={zoom} />
        <IconButton label={intl.formatMessage({ id: 'asset.shortcuts.title' })} aria-keyshortcuts="?" onPointerEnter={onHelpPreload} onClick={onHelp} className="size-8 max-md:hidden">
          <KeyboardIcon />
        </IconButton>
      </div>
    </div>
  );
}
