import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { IconButton } from '../ui/icon-button.tsx';
import { MinusIcon, PlusIcon } from '../ui/icons.tsx';
import type { ZoomControl } from './use-zoom.ts';
import { keyShortcutOf, ZOOM_KEYS, type ZoomKey } from './zoom-keys.ts';
import { ZOOM_MIN, type ZoomAction } from './zoom.ts';

export interface ZoomBarProps {
  control: Pick<ZoomControl, 'choice' | 'zoom' | 'max' | 'apply'>;
  /** The zoom keys where the bar is (the comparison gives 1 to its modes), named on the buttons. */
  keys?: readonly ZoomKey[];
}

/** − / the zoom as a percentage of the original's size / +, then Fit, Fit width and 100%, the one in force shown pressed. */
export function ZoomBar({ control, keys = ZOOM_KEYS }: ZoomBarProps) {
  const intl = useIntl();
  const { choice, zoom, max, apply } = control;
  const choiceButton = (action: ZoomAction, isPressed: boolean, text: ReactNode) => {
    const label = intl.formatMessage({ id: ZOOM_KEYS.find((key) => key.action === action)!.label });
    const shortcut = keyShortcutOf(action, keys);
    return (
      <button
        type="button"
        aria-label={label}
        aria-pressed={isPressed}
        aria-keyshortcuts={shortcut}
        title={shortcut ? intl.formatMessage({ id: 'asset.common.withKey' }, { label, key: shortcut.toUpperCase() }) : label}
        onClick={() => apply(action)}
        className="h-8 shrink-0 px-2 text-xs font-medium whitespace-nowrap text-muted transition-colors last:rounded-e-md hover:bg-subtle hover:text-fg aria-pressed:bg-accent-soft aria-pressed:text-accent-text"
      >
        {text}
      </button>
    );
  };
  return (
    <div role="group" aria-label={intl.formatMessage({ id: 'asset.zoom.label' })} className="flex items-center rounded-md border border-line bg-surface">
      <IconButton label={intl.formatMessage({ id: 'asset.zoom.out' })} aria-keyshortcuts={keyShortcutOf('zoomOut', keys)} onClick={() => apply('zoomOut')} disabled={zoom <= ZOOM_MIN} className="size-8 disabled:opacity-40">
        <MinusIcon />
      </IconButton>
      <output aria-label={intl.formatMessage({ id: 'asset.zoom.level' })} className="w-11 text-center text-sm font-medium tabular">
        {Math.round(zoom)}%
      </output>
      <IconButton label={intl.formatMessage({ id: 'asset.zoom.in' })} aria-keyshortcuts={keyShortcutOf('zoomIn', keys)} onClick={() => apply('zoomIn')} disabled={zoom >= max} className="size-8 disabled:opacity-40">
        <PlusIcon />
      </IconButton>
      <span aria-hidden="true" className="h-5 w-px bg-line" />
      {choiceButton('fit', choice === 'fit', intl.formatMessage({ id: 'asset.zoom.fit' }))}
      {choiceButton('fitWidth', choice === 'fit-width', intl.formatMessage({ id: 'asset.zoom.fitWidth' }))}
      {choiceButton('actualSize', choice === 100, '100%')}
    </div>
  );
}
