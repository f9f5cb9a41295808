import { useEffect, useState } from 'react';
import type { Media } from '@review/contract/media';
import { useFrameClock } from './use-frame-clock.ts';
import { createVideoTransport, type VideoTransport } from './video-transport.ts';

interface HeldTransport {
  key: number;
  transport: VideoTransport;
}

/**
 * The transport of the video on screen, one per `key` (its variation): another variation gets a
 * fresh one, opened paused on `initialFrame` (e.g. the URL's `?frame=`). Null for stills.
 */
export function useVideoTransport(media: Media | undefined, key: number | undefined, initialFrame: number, fileQuery = ''): VideoTransport | null {
  const clock = useFrameClock(media, fileQuery);
  const [held, setHeld] = useState<HeldTransport | null>(null);
  let current = held;
  if (!clock || key === undefined) current = null;
  else if (held?.key !== key) current = { key, transport: createVideoTransport(clock, initialFrame) };
  if (current !== held) setHeld(current);

  useEffect(() => {
    if (current && clock) current.transport.setClock(clock);
  }, [current, clock]);

  return current?.transport ?? null;
}
