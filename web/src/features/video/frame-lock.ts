import { frameAt, frameEnd, frameStart, type FrameClock } from './frame-clock.ts';

/**
 * How far into its own frames each side starts: its offset, less the smallest offset when one is
 * below zero. On the playhead's frame n a side shows its frame n + shift, so with offsets 0 and +3,
 * B shows frame 3 when A shows frame 0; with 0 and −3, A is the one moved on (A 3, B 0), as no side
 * can show a frame before its first.
 */
export function shiftsOf(offsets: readonly number[]): number[] {
  const least = Math.min(0, ...offsets);
  return offsets.map((offset) => offset - least);
}

/** How many frames the playhead has: those every side has at its shift (at least one). */
export function sharedFrameCount(frameCounts: readonly number[], shifts: readonly number[]): number {
  return Math.max(1, Math.min(...frameCounts.map((count, index) => count - (shifts[index] ?? 0))));
}

/**
 * The playhead's clock: the lead's (the first) rate, over the frames every side has at its shift.
 * One video unshifted is its own clock (a variable frame rate's times and its start timecode with
 * it); two count the playhead's own frames, as neither's names them.
 */
export function playheadClockOf(clocks: readonly FrameClock[], shifts: readonly number[]): FrameClock {
  if (clocks.length === 1 && !shifts[0]) return clocks[0]!;
  const rate = clocks[0]!.rate;
  const frameCount = sharedFrameCount(clocks.map((clock) => clock.frameCount), shifts);
  const startTimecode = clocks.length === 1 ? clocks[0]!.startTimecode : null;
  return { rate, frameCount, times: null, duration: (frameCount * rate.den) / rate.num, startTimecode };
}

/** The offsets one side may take while the other keeps its own: every value that leaves a frame both sides have. */
export function offsetRange(frameCounts: readonly [number, number], offsets: readonly [number, number], side: 0 | 1): { min: number; max: number } {
  const other = 1 - side;
  const ownCount = frameCounts[side];
  const otherCount = frameCounts[other]!;
  const otherOffset = offsets[other]!;
  // Above the other's start the side runs out of its own frames; below it, it pushes the other past its end.
  const max = ownCount - 1 + Math.min(0, otherOffset);
  const min = otherOffset - otherCount + 1;
  return { min: Math.min(min, max), max };
}

/** Frames a second, on average for a variable frame rate. */
export const framesPerSecond = (clock: FrameClock) => clock.frameCount / clock.duration;

/**
 * Where a playing element is, in frames from its first, with the fraction of the frame gone by:
 * 12.5 is halfway through frame 12. Two sides are compared by this, finer than whole frames, so a
 * lag is caught before it shows.
 */
export function framePositionAt(clock: FrameClock, seconds: number): number {
  const frame = frameAt(clock, seconds);
  const start = frameStart(clock, frame);
  const length = frameEnd(clock, frame) - start;
  const gone = length > 0 ? (seconds - start) / length : 0;
  return frame + Math.min(Math.max(gone, 0), 0.999);
}

/** Below this many frames apart, the follower plays at its own pace. */
const IN_STEP = 0.15;
/**
 * How much the follower's speed changes per frame it is off, up to `MAX_NUDGE`: a frame off is made
 * up within ten frames, before a second one shows.
 */
const GAIN = 0.1;
const MAX_NUDGE = 0.2;
/**
 * A side ahead by more than half a frame of the other's picture waits for it, paused, until the other
 * is within `RESUME_FRAMES`: the two pictures are then a frame apart at most, even when one decoder
 * falls behind on a busy machine. Below it, the follower's rate closes the gap without a pause.
 */
export const WAIT_FRAMES = 0.5;
export const RESUME_FRAMES = 0.2;
/** So many frames apart, speeding up would take too long: both wait and start again together. */
export const REALIGN_FRAMES = 6;

export type StepCorrection = { kind: 'rate'; rate: number } | { kind: 'realign' };

/**
 * How a following video keeps in step with the leading one: `drift` is how many frames it is ahead
 * (behind when negative), `baseRate` the rate that matches the lead's frame for frame (the speed, times
 * the ratio of their frame rates). A little off, it plays a little slower or faster until it is back;
 * far off, both are realigned.
 */
export function stepCorrection(drift: number, baseRate: number): StepCorrection {
  if (!Number.isFinite(drift) || Math.abs(drift) >= REALIGN_FRAMES) return { kind: 'realign' };
  if (Math.abs(drift) < IN_STEP) return { kind: 'rate', rate: baseRate };
  const nudge = Math.min(Math.max(drift * GAIN, -MAX_NUDGE), MAX_NUDGE);
  // Rounded, so the element is not handed a new rate at every frame for a change nobody hears.
  return { kind: 'rate', rate: Math.round(baseRate * (1 - nudge) * 1000) / 1000 };
}
