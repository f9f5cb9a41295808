import { useEffect, useEffectEvent } from 'react';
import { isTypingTarget } from '../../../annotate/is-typing-target.ts';
import { shortcutOf, type ShortcutAction } from './shortcuts.ts';

const controlOf = (target: EventTarget | null) => (target instanceof Element ? target.closest('button, a') : null);

/**
 * Runs `onAction` for the review screen's single-key shortcuts, unless a field, menu or dialog has
 * the keys. An action that answers `false` did not apply (Page Down on an image), so the key keeps
 * its usual meaning, such as scrolling. A held key acts once, but for the repeatable ones (frame steps).
 * Space on a button or link reached with the keyboard presses it, as everywhere; on one just clicked
 * it is the player's, as in any player (click Next frame, then Space plays).
 */
export function useReviewShortcuts(onAction: (action: ShortcutAction) => boolean | void) {
  const handleAction = useEffectEvent(onAction);
  useEffect(() => {
    // The control last pressed with the pointer, until the focus moves on (a Tab).
    let clicked: Element | null = null;
    const handlePointerDown = (event: PointerEvent) => {
      clicked = controlOf(event.target);
    };
    const handleFocusIn = (event: FocusEvent) => {
      if (controlOf(event.target) !== clicked) clicked = null;
    };
    const handleKeyDown = (event: KeyboardEvent) => {
      const control = controlOf(event.target);
      const pressesControl = event.key === ' ' && control !== null && control !== clicked;
      if (event.defaultPrevented || isTypingTarget(event.target) || pressesControl) return;
      const shortcut = shortcutOf(event);
      if (!shortcut?.action || (event.repeat && !shortcut.isRepeatable) || handleAction(shortcut.action) === false) return;
      event.preventDefault();
    };
    window.addEventListener('pointerdown', handlePointerDown, true);
    window.addEventListener('focusin', handleFocusIn);
    window.addEventListener('keydown', handleKeyDown);
    return () => {
      window.removeEventListener('pointerdown', handlePointerDown, true);
      window.removeEventListener('focusin', handleFocusIn);
      window.removeEventListener('keydown', handleKeyDown);
    };
  }, []);
}
