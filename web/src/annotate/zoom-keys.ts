import type { MessageId } from '../i18n/index.ts';
import type { ZoomAction } from './zoom.ts';

/** A zoom key as the shortcuts dialog lists it. */
export interface ZoomKey {
  /** `KeyboardEvent.key` values that trigger it (letters in lower case). */
  keys: readonly string[];
  display: string;
  label: MessageId;
  action: ZoomAction;
}

/**
 * The zoom keys of every viewer (review screen, compare, review links). W for the width: Shift+0 is
 * ')' or '=' depending on the keyboard layout, W is W everywhere.
 */
export const ZOOM_KEYS: readonly ZoomKey[] = [
  { keys: ['+', '='], display: '+', label: 'asset.zoom.in', action: 'zoomIn' },
  { keys: ['-', '_'], display: '−', label: 'asset.zoom.out', action: 'zoomOut' },
  { keys: ['0'], display: '0', label: 'asset.zoom.fitScreen', action: 'fit' },
  { keys: ['w'], display: 'W', label: 'asset.zoom.fitWidth', action: 'fitWidth' },
  { keys: ['1'], display: '1', label: 'asset.zoom.actualSize', action: 'actualSize' },
];

/** The key that does an action, as `aria-keyshortcuts` names it, if one of `keys` does. */
export function keyShortcutOf(action: ZoomAction, keys: readonly ZoomKey[]): string | undefined {
  return keys.find((key) => key.action === action)?.keys[0];
}

/** The zoom action of a key press among `keys`. Letters count in either case; modifiers other than Shift never do. */
export function zoomActionFor(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>, keys: readonly ZoomKey[] = ZOOM_KEYS): ZoomAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  return keys.find((item) => item.keys.includes(key))?.action ?? null;
}
