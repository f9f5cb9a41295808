import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Media } from '@review/contract/media';
import { fileUrl } from '../../lib/format.ts';
import { clockOf, type FrameClock } from './frame-clock.ts';

/** A rendered file's JSON never changes: it is fetched once a visit. */
async function fetchFrameTimes(url: string, signal: AbortSignal): Promise<number[]> {
  const response = await fetch(url, { signal, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Frame times could not be loaded (${response.status}).`);
  const { times } = (await response.json()) as { times?: unknown };
  if (!Array.isArray(times) || !times.every((time) => typeof time === 'number')) throw new Error('Frame times are not a list of numbers.');
  return times;
}

/**
 * The clock of a video: from its rate at once, and for a variable frame rate from each frame's time
 * as soon as `frame_times` is loaded (until then frames are placed at the average rate); a sound file's
 * hundredths of a second; a banner's recording. Null for stills.
 * `fileQuery` is added to the file's address (`?review={token}` on a review link).
 */
export function useFrameClock(media: Media | undefined, fileQuery = ''): FrameClock | null {
  const timesUrl = media?.kind === 'video' && media.variable_frame_rate && media.frame_times ? fileUrl(media.frame_times) + fileQuery : null;
  const times = useQuery({
    queryKey: ['video', 'frame-times', timesUrl],
    queryFn: ({ signal }) => fetchFrameTimes(timesUrl!, signal),
    enabled: timesUrl !== null,
    staleTime: Infinity,
  });
  // A sound file's timeline counts hundredths of a second (AUDIO_FRAME_RATE) on the same clock; a banner's recording is a video.
  const isVideo = media?.kind === 'video' || media?.kind === 'audio' || (media?.kind === 'banner' && media.frame_rate !== null);
  // Compared by value: a refreshed asset brings new objects with the same numbers.
  const num = media?.frame_rate?.num;
  const den = media?.frame_rate?.den;
  const frameCount = media?.frame_count ?? null;
  const durationMs = media?.duration_ms ?? null;
  const startTimecode = media?.start_timecode ?? null;
  return useMemo(() => {
    if (!isVideo) return null;
    const frameRate = num !== undefined && den !== undefined ? { num, den } : null;
    return clockOf({ frame_rate: frameRate, frame_count: frameCount, duration_ms: durationMs, start_timecode: startTimecode }, times.data ?? null);
  }, [isVideo, num, den, frameCount, durationMs, startTimecode, times.data]);
}
