import { useEffect, useEffectEvent } from 'react';
import { isTypingTarget } from '../../../annotate/is-typing-target.ts';
import { shortcutFor, type ShortcutAction } from './shortcuts.ts';

/**
 * Runs `onAction` for the review screen's single-key shortcuts, unless a field, menu or dialog has
 * the keys. An action that answers `false` did not apply (Page Down on an image), so the key keeps
 * its usual meaning, such as scrolling.
 */
export function useReviewShortcuts(onAction: (action: ShortcutAction) => boolean | void) {
  const handleAction = useEffectEvent(onAction);
  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || isTypingTarget(event.target)) return;
      const action = shortcutFor(event);
      if (!action || handleAction(action) === false) return;
      event.preventDefault();
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, []);
}
