import { useSyncExternalStore } from 'react';
import { frameToSourceTimecode, frameToTimecode, type FrameRate } from '@review/contract/media';
import type { FrameSpan } from './frame-span.ts';

/**
 * Where timecodes count from on screen: the file's own start timecode (a camera's or an editor's
 * 01:00:00:00, as their timelines and edit lists name the frames), or zero.
 */
export type TimecodeOrigin = 'source' | 'zero';

/** What a frame's timecode is made from: the rate, and the file's start timecode when it has one. */
export interface TimecodeScale {
  rate: FrameRate;
  startTimecode: string | null;
}

/** Kept in this browser's storage, so every player, chip and form counts the same way, visit after visit. */
const KEY = 'video-timecode-origin';
const listeners = new Set<() => void>();
/** The choice where storage is unavailable (private mode): it holds for this page. */
let fallback: TimecodeOrigin | null = null;

function readOrigin(): TimecodeOrigin {
  try {
    return localStorage.getItem(KEY) === 'zero' ? 'zero' : 'source';
  } catch {
    return 'source';
  }
}

export function setTimecodeOrigin(origin: TimecodeOrigin): void {
  try {
    localStorage.setItem(KEY, origin);
  } catch {
    fallback = origin;
  }
  listeners.forEach((listener) => listener());
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // Another tab switched: this one follows.
  const handleStorage = (event: StorageEvent) => {
    if (event.key === KEY) onChange();
  };
  window.addEventListener('storage', handleStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', handleStorage);
  };
}

/** The origin chosen in this browser, 'source' unless switched; components redraw when it changes. */
export function useTimecodeOrigin(): TimecodeOrigin {
  return useSyncExternalStore(subscribe, () => fallback ?? readOrigin());
}

/** Frame `frame`'s timecode as shown: from the file's start timecode, or from zero when switched (or when it has none). */
export function timecodeOf(frame: number, scale: TimecodeScale, origin: TimecodeOrigin): string {
  return origin === 'source' ? frameToSourceTimecode(frame, scale.rate, scale.startTimecode) : frameToTimecode(frame, scale.rate);
}

/** A span's timecode as shown: '01:00:41:16', or '01:00:41:16–01:00:45:20' for a range. */
export function spanTimecodeOf(span: FrameSpan, scale: TimecodeScale, origin: TimecodeOrigin): string {
  const start = timecodeOf(span.frame, scale, origin);
  return span.frameEnd === null ? start : `${start}–${timecodeOf(span.frameEnd, scale, origin)}`;
}

/** Whether the switch means anything: the file starts at a timecode other than zero. */
export const hasSourceTimecode = (scale: TimecodeScale) => scale.startTimecode !== null && frameToSourceTimecode(0, scale.rate, scale.startTimecode) !== frameToTimecode(0, scale.rate);
