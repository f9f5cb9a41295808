import { useEffect, useEffectEvent } from 'react';
import { runVideoAction, VIDEO_KEYS, type VideoKey } from './video-keys.ts';
import type { VideoTransport } from './video-transport.ts';

export interface VideoKeysOptions {
  /** Where a key press belongs to something else (a text field, a slider of its own). */
  ignores: (target: EventTarget | null) => boolean;
  /** What F does; without it, F is left alone. */
  onFullScreen?: () => void;
}

const controlOf = (target: EventTarget | null) => (target instanceof Element ? target.closest('button, a') : null);

/** The player key of a press. Letters count in either case; modifiers other than Shift never do. */
function videoKeyOf(event: KeyboardEvent): VideoKey | undefined {
  if (event.ctrlKey || event.metaKey || event.altKey) return undefined;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  return VIDEO_KEYS.find((item) => item.keys.includes(key));
}

/**
 * The player's keys (Space / K, J, L, the arrows, I / O…) where a player is the screen's only one and
 * no shortcut table of its own holds them: a review link, the comparison. As on the review screen,
 * Space on a button reached with the keyboard presses it, and on one just clicked it plays; a held
 * key acts once, but the frame steps repeat.
 */
export function useVideoKeys(transport: VideoTransport | null, { ignores, onFullScreen }: VideoKeysOptions) {
  const isIgnored = useEffectEvent(ignores);
  const toggleFullScreen = useEffectEvent(() => onFullScreen?.());
  const hasFullScreen = onFullScreen !== undefined;
  useEffect(() => {
    if (!transport) return;
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
      if (event.defaultPrevented || pressesControl || isIgnored(event.target)) return;
      const key = videoKeyOf(event);
      if (!key || (event.repeat && !key.isRepeatable) || (key.action === 'fullScreen' && !hasFullScreen)) return;
      event.preventDefault();
      runVideoAction(transport, key.action, toggleFullScreen);
    };
    window.addEventListener('pointerdown', handlePointerDown, true);
    window.addEventListener('focusin', handleFocusIn);
    window.addEventListener('keydown', handleKeyDown);
    return () => {
      window.removeEventListener('pointerdown', handlePointerDown, true);
      window.removeEventListener('focusin', handleFocusIn);
      window.removeEventListener('keydown', handleKeyDown);
    };
  }, [transport, hasFullScreen]);
}
