import type { IntlShape } from 'react-intl';
import { TOOLS } from '../../../annotate/tools/tools.ts';
import type { ZoomAction } from '../../../annotate/zoom.ts';
import { ZOOM_KEYS } from '../../../annotate/zoom-keys.ts';
import { CHECK_TOOLS } from '../../../features/inspect/check-tools.tsx';
import { VIDEO_KEYS, type VideoAction } from '../../../features/video/video-keys.ts';
import type { MessageId } from '../../../i18n/index.ts';

/** What the viewer's keys do; the handlers come from the viewer. */
export type ShortcutAction = 'nextVariation' | 'previousVariation' | 'nextPage' | 'previousPage' | ZoomAction | VideoAction | 'resolve' | 'whatChanged' | 'help' | `tool:${string}` | `check:${string}`;

export interface Shortcut {
  /** `KeyboardEvent.key` values that trigger it (letters in lower case). */
  keys: readonly string[];
  /** How the keys are shown in the shortcuts dialog. */
  display: string;
  label: MessageId;
  /** The tool a toggle's label names. */
  tool?: MessageId;
  action: ShortcutAction | null;
  /** Held down, it repeats (stepping a video frame by frame); other keys act once a press. */
  isRepeatable?: boolean;
}

/** Every key of the review screen, in the order the '?' dialog lists them. One table serves both. */
export const SHORTCUTS: readonly Shortcut[] = [
  { keys: [']'], display: ']', label: 'asset.shortcuts.nextVariation', action: 'nextVariation' },
  { keys: ['['], display: '[', label: 'asset.shortcuts.previousVariation', action: 'previousVariation' },
  { keys: ['PageDown'], display: 'Page Down', label: 'asset.shortcuts.nextPage', action: 'nextPage' },
  { keys: ['PageUp'], display: 'Page Up', label: 'asset.shortcuts.previousPage', action: 'previousPage' },
  ...ZOOM_KEYS,
  ...VIDEO_KEYS,
  ...TOOLS.map((tool) => ({ keys: [tool.key], display: tool.key.toUpperCase(), label: 'asset.shortcuts.toolToggle' as const, tool: tool.label, action: `tool:${tool.name}` as const })),
  ...CHECK_TOOLS.map((tool) => ({ keys: [tool.key], display: tool.key.toUpperCase(), label: 'asset.shortcuts.checkToggle' as const, tool: tool.label, action: `check:${tool.name}` as const })),
  { keys: ['e'], display: 'E', label: 'asset.shortcuts.resolve', action: 'resolve' },
  // G, free among the viewer's keys (C is contrast, D the eyedropper, X clears a video's loop).
  { keys: ['g'], display: 'G', label: 'asset.shortcuts.whatChanged', action: 'whatChanged' },
  { keys: ['?'], display: '?', label: 'asset.shortcuts.help', action: 'help' },
  // Handled where they apply; listed so they can be found.
  { keys: [], display: 'Space', label: 'asset.shortcuts.pan', action: null },
  { keys: [], display: 'Ctrl + wheel', label: 'asset.shortcuts.wheelZoom', action: null },
  { keys: [], display: 'Ctrl + Z', label: 'asset.shortcuts.undo', action: null },
  { keys: [], display: 'Esc', label: 'asset.shortcuts.escape', action: null },
];

/** What a shortcut does, in the shown language (a tool's toggle names its tool); the keys themselves are shown as they are. */
export function shortcutText(intl: Pick<IntlShape, 'formatMessage'>, shortcut: Shortcut): string {
  return intl.formatMessage({ id: shortcut.label }, shortcut.tool && { tool: intl.formatMessage({ id: shortcut.tool }) });
}

/** The shortcut of a key press, if it is one. Letters count in either case; modifiers other than Shift never do. */
export function shortcutOf(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): Shortcut | undefined {
  if (event.ctrlKey || event.metaKey || event.altKey) return undefined;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  return SHORTCUTS.find((shortcut) => shortcut.keys.includes(key));
}
