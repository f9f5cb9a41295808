import { useEffect, useEffectEvent } from 'react';
import { useReviewParams } from '../assets/review-params.ts';
import type { VideoTransport } from './video-transport.ts';

/** How long the playhead rests before the URL is told: stepping or scrubbing writes no history of every frame. */
const SETTLE_MS = 400;

/**
 * Keeps the paused frame in the URL (`?frame=`), so a reload or a copied link opens the video on
 * it. Written only once the playhead rests while paused: never during playback, and never once per
 * frame, since every part of the screen that reads the URL redraws when it changes.
 */
export function useFrameInUrl(transport: VideoTransport | null) {
  const { frame: inUrl, update } = useReviewParams();
  const write = useEffectEvent((frame: number) => {
    if (frame !== (inUrl ?? 0)) update({ frame: frame === 0 ? null : frame });
  });
  useEffect(() => {
    if (!transport) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = transport.subscribe(() => {
      clearTimeout(timer);
      const { frame, isPlaying } = transport.getState();
      if (!isPlaying) timer = setTimeout(() => write(frame), SETTLE_MS);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [transport]);
}
