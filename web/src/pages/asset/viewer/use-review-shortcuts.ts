import { useEffect, useEffectEvent } from 'react';
import { isTypingTarget } from '../../../annotate/is-typing-target.ts';
import { listenForKeys } from '../../../features/video/listen-for-keys.ts';
import { shortcutOf, type ShortcutAction } from './shortcuts.ts';

/**
 * Runs `onAction` for the review screen's single-key shortcuts, unless a field, menu or dialog has
 * the keys. An action that answers `false` did not apply (Page Down on an image), so the key keeps
 * its usual meaning, such as scrolling. A held key acts once, but for the repeatable ones (frame steps).
 * Space on a button or link reached with the keyboard presses it, as everywhere; on one just clicked
 * it is the player's, as in any player (click Next frame, then Space plays).
 */
export function useReviewShortcuts(onAction: (action: ShortcutAction) => boolean | void) {
  const handleAction = useEffectEvent(onAction);
  useEffect(
    () =>
      listenForKeys((event) => {
        if (isTypingTarget(event.target)) return;
        const shortcut = shortcutOf(event);
        if (!shortcut?.action || (event.repeat && !shortcut.isRepeatable) || handleAction(shortcut.action) === false) return;
        event.preventDefault();
      }),
    [],
  );
}
