import type { FrameRate, Media } from '@review/contract/media';

/** How a video's frames map to its time: evenly spaced at `rate`, or at each of `times` for a variable frame rate. */
export interface FrameClock {
  rate: FrameRate;
  /** Frames are numbered 0 to `frameCount` − 1. */
  frameCount: number;
  /** Each frame's start in seconds, in order; null when frames are evenly spaced. */
  times: readonly number[] | null;
  /** Where the last frame ends, in seconds. */
  duration: number;
  /** The file's own start timecode (`01:00:00:00`), which the timecodes on screen count from; null when it has none. */
  startTimecode: string | null;
}

/**
 * Added to a time before it is turned into a frame. A frame's start comes back a hair early: WebM
 * keeps times in whole milliseconds (frame 1000 at 23.976 starts at 41.70833 s, stored as 41.708 s)
 * and floating point does the rest. Flooring that would land on the frame before — the first frame
 * shown twice, the last one never. 1.5 ms covers a millisecond cut off and the floating point on top,
 * and stays far from the next frame (8 ms away at 120 frames a second).
 */
const TIME_EPSILON = 0.0015;

/** A rate for a video whose probe found none; its frames are then only as exact as this guess. */
const FALLBACK_RATE: FrameRate = { num: 25, den: 1 };

const framesPerSecond = (rate: FrameRate) => rate.num / rate.den;

/** The clock of a video from what the probe found, with each frame's time once `times` is loaded (variable frame rate). */
export function clockOf(media: Pick<Media, 'frame_rate' | 'frame_count' | 'duration_ms'> & Partial<Pick<Media, 'start_timecode'>>, times: readonly number[] | null = null): FrameClock {
  const startTimecode = media.start_timecode ?? null;
  const rate = media.frame_rate && media.frame_rate.num > 0 && media.frame_rate.den > 0 ? media.frame_rate : FALLBACK_RATE;
  const probed = media.duration_ms === null ? null : media.duration_ms / 1000;
  const counted = media.frame_count ?? (probed === null ? 1 : Math.round(probed * framesPerSecond(rate)));
  if (times && times.length > 0) {
    const last = times[times.length - 1]!;
    const typical = times.length > 1 ? (last - times[0]!) / (times.length - 1) : 1 / framesPerSecond(rate);
    return { rate, frameCount: times.length, times, duration: probed !== null && probed > last ? probed : last + typical, startTimecode };
  }
  const frameCount = Math.max(1, counted);
  return { rate, frameCount, times: null, duration: probed ?? frameCount / framesPerSecond(rate), startTimecode };
}

/** The last frame's number. */
export const lastFrameOf = (clock: FrameClock) => clock.frameCount - 1;

/** A frame number kept on the video: whole, from 0 to the last frame. */
export function clampFrame(clock: FrameClock, frame: number): number {
  if (!Number.isFinite(frame)) return 0;
  return Math.min(Math.max(Math.round(frame), 0), lastFrameOf(clock));
}

/** When frame `frame` starts, in seconds. */
export function frameStart(clock: FrameClock, frame: number): number {
  const n = clampFrame(clock, frame);
  return clock.times ? clock.times[n]! : (n * clock.rate.den) / clock.rate.num;
}

/** When frame `frame` ends (the next one starts), in seconds. */
export function frameEnd(clock: FrameClock, frame: number): number {
  const n = clampFrame(clock, frame);
  if (clock.times) return n + 1 < clock.times.length ? clock.times[n + 1]! : clock.duration;
  return ((n + 1) * clock.rate.den) / clock.rate.num;
}

/**
 * Where to seek to show frame `frame`: the middle of it, never its edge, so a time a decoder rounds
 * either way still falls inside the frame.
 */
export function frameMiddle(clock: FrameClock, frame: number): number {
  return (frameStart(clock, frame) + frameEnd(clock, frame)) / 2;
}

/** The frame on screen at a media time (a frame's own timestamp, or any moment within it). */
export function frameAt(clock: FrameClock, seconds: number): number {
  const time = seconds + TIME_EPSILON;
  if (!clock.times) return clampFrame(clock, Math.floor((time * clock.rate.num) / clock.rate.den));
  // The last frame starting at or before the time.
  let low = 0;
  let high = clock.times.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (clock.times[middle]! <= time) low = middle;
    else high = middle - 1;
  }
  return low;
}
