import { useEffect, useEffectEvent } from 'react';
import { isTypingTarget } from './is-typing-target.ts';

/**
 * Escape or Ctrl+Z, while a stroke is drawn or a drawing waits for its comment, asks to take it back
 * (`onDiscard`). Inside the 'New Comment' form the form handles those keys itself, so typing keeps its own undo.
 */
export function useDrawShortcuts(isActive: boolean, onDiscard: () => void) {
  const discard = useEffectEvent(onDiscard);
  useEffect(() => {
    if (!isActive) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTypingTarget(event.target)) return;
      const isUndo = event.key.toLowerCase() === 'z' && (event.ctrlKey || event.metaKey) && !event.shiftKey;
      if (event.key !== 'Escape' && !isUndo) return;
      event.preventDefault();
      discard();
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [isActive]);
}
