import { useEffect, type Dispatch } from 'react';
import type { DrawAction, DrawState } from './draw-state.ts';
import { isTypingTarget } from './is-typing-target.ts';

/**
 * Escape or Ctrl+Z takes back the stroke being drawn, or the drawn one waiting for its comment.
 * Inside the 'New Comment' form the form handles those keys itself, so typing keeps its own undo.
 */
export function useDrawShortcuts(state: DrawState, dispatch: Dispatch<DrawAction>) {
  const isActive = state.phase !== 'idle';
  useEffect(() => {
    if (!isActive) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTypingTarget(event.target)) return;
      const isUndo = event.key.toLowerCase() === 'z' && (event.ctrlKey || event.metaKey) && !event.shiftKey;
      if (event.key !== 'Escape' && !isUndo) return;
      event.preventDefault();
      dispatch({ type: 'discard' });
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [isActive, dispatch]);
}
