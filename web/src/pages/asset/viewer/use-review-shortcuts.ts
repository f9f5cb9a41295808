import { useEffect, useEffectEvent } from 'react';
import { isTypingTarget } from './is-typing-target.ts';
import { shortcutFor, type ShortcutAction } from './shortcuts.ts';

/** Runs `onAction` for the review screen's single-key shortcuts, unless a field, menu or dialog has the keys. */
export function useReviewShortcuts(onAction: (action: ShortcutAction) => void) {
  const handleAction = useEffectEvent(onAction);
  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || isTypingTarget(event.target)) return;
      const action = shortcutFor(event);
      if (!action) return;
      event.preventDefault();
      handleAction(action);
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, []);
}
