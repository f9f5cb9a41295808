import { useEffect, useEffectEvent } from 'react';
import { listenForKeys } from './listen-for-keys.ts';
import { runVideoAction, VIDEO_KEYS, type VideoKey } from './video-keys.ts';
import type { VideoTransport } from './video-transport.ts';

export interface VideoKeysOptions {
  /** Where a key press belongs to something else (a text field, a slider of its own). */
  ignores: (target: EventTarget | null) => boolean;
  /** What F does; without it, F is left alone. */
  onFullScreen?: () => void;
}

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
    return listenForKeys((event) => {
      if (isIgnored(event.target)) return;
      const key = videoKeyOf(event);
      if (!key || (event.repeat && !key.isRepeatable) || (key.action === 'fullScreen' && !hasFullScreen)) return;
      event.preventDefault();
      runVideoAction(transport, key.action, toggleFullScreen);
    });
  }, [transport, hasFullScreen]);
}
