import { TOOLS } from '../../../annotate/tools/tools.ts';
import type { ZoomAction } from '../../../annotate/zoom.ts';
import { ZOOM_KEYS } from '../../../annotate/zoom-keys.ts';
import { CHECK_TOOLS } from '../../../features/inspect/check-tools.tsx';
import { VIDEO_KEYS, type VideoAction } from '../../../features/video/video-keys.ts';

/** What the viewer's keys do; the handlers come from the viewer. */
export type ShortcutAction = 'nextVariation' | 'previousVariation' | 'nextPage' | 'previousPage' | ZoomAction | VideoAction | 'resolve' | 'whatChanged' | 'help' | `tool:${string}` | `check:${string}`;

export interface Shortcut {
  /** `KeyboardEvent.key` values that trigger it (letters in lower case). */
  keys: readonly string[];
  /** How the keys are shown in the shortcuts dialog. */
  display: string;
  label: string;
  action: ShortcutAction | null;
  /** Held down, it repeats (stepping a video frame by frame); other keys act once a press. */
  isRepeatable?: boolean;
}

/** Every key of the review screen, in the order the '?' dialog lists them. One table serves both. */
export const SHORTCUTS: readonly Shortcut[] = [
  { keys: [']'], display: ']', label: 'Next variation', action: 'nextVariation' },
  { keys: ['['], display: '[', label: 'Previous variation', action: 'previousVariation' },
  { keys: ['PageDown'], display: 'Page Down', label: 'Next page of a document', action: 'nextPage' },
  { keys: ['PageUp'], display: 'Page Up', label: 'Previous page of a document', action: 'previousPage' },
  ...ZOOM_KEYS,
  ...VIDEO_KEYS,
  ...TOOLS.map((tool) => ({ keys: [tool.key], display: tool.key.toUpperCase(), label: `${tool.label} on/off`, action: `tool:${tool.name}` as const })),
  ...CHECK_TOOLS.map((tool) => ({ keys: [tool.key], display: tool.key.toUpperCase(), label: `${tool.label} on/off (still images and pages)`, action: `check:${tool.name}` as const })),
  { keys: ['e'], display: 'E', label: 'Resolve (or reopen) the selected comment', action: 'resolve' },
  // G, free among the viewer's keys (C is contrast, D the eyedropper, X clears a video's loop).
  { keys: ['g'], display: 'G', label: 'What changed on/off (outline the changes since the previous version)', action: 'whatChanged' },
  { keys: ['?'], display: '?', label: 'Show these shortcuts', action: 'help' },
  // Handled where they apply; listed so they can be found.
  { keys: [], display: 'Space', label: 'Hold and drag to pan (a still image)', action: null },
  { keys: [], display: 'Ctrl + wheel', label: 'Zoom at the pointer', action: null },
  { keys: [], display: 'Ctrl + Z', label: 'Take back the drawing', action: null },
  { keys: [], display: 'Esc', label: 'Close, or discard the drawing', action: null },
];

/** The shortcut of a key press, if it is one. Letters count in either case; modifiers other than Shift never do. */
export function shortcutOf(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): Shortcut | undefined {
  if (event.ctrlKey || event.metaKey || event.altKey) return undefined;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  return SHORTCUTS.find((shortcut) => shortcut.keys.includes(key));
}
