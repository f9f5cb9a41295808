import type { FrameClock } from './frame-clock.ts';
import { framePositionAt, framesPerSecond, RESUME_FRAMES, stepCorrection, WAIT_FRAMES } from './frame-lock.ts';

/** A frame a side presented: its media time, and when it was shown on the page's clock (ms). */
export interface Presented {
  mediaTime: number;
  shownAt: number;
}

/** One element the transport plays: on the playhead's frame n it shows its own frame n + `shift`. */
export interface Side {
  clock: FrameClock;
  shift: number;
  element: HTMLMediaElement | null;
  /** The last frame it presented while playing (at a start, the one it starts from); null while not playing. */
  presented: Presented | null;
  /** Paused while playing, ahead of another side by most of a frame, until that one has caught up. */
  isWaiting: boolean;
}

/**
 * How long after its last presented frame a side is taken to have played on at its rate: another
 * side's callback of the same screen refresh may come first, a refresh (under half a frame) early;
 * a side that presents nothing for longer is late, and its picture stays where it was.
 */
const EXTRAPOLATE_FRAMES = 0.5;

/** The rate at which `side` plays frame for frame with `lead` at `speed`: the speed, times the ratio of their frame rates. */
export const baseRateOf = (side: Side, lead: Side, speed: number) => speed * (framesPerSecond(side.clock) / framesPerSecond(lead.clock));

/**
 * Where a side's picture is at `shownAt`, in its frames less its shift (the playhead's): its last
 * presented frame, played on at its rate since for at most `EXTRAPOLATE_FRAMES` frames (none while
 * it waits, paused).
 */
function shownPosition(side: Side, presented: Presented, shownAt: number): number {
  const rate = side.isWaiting ? 0 : (side.element?.playbackRate ?? 1);
  const frameSeconds = 1 / framesPerSecond(side.clock);
  const since = Math.min(Math.max(0, (shownAt - presented.shownAt) / 1000) * rate, EXTRAPOLATE_FRAMES * frameSeconds);
  return framePositionAt(side.clock, presented.mediaTime + since) - side.shift;
}

export interface SideLockOptions {
  speed: () => number;
  /** Far apart: every side pauses on the playhead's frame and all start again together. */
  realign: () => void;
  /** Plays a side's element (a refusal is the caller's to handle). */
  playSide: (side: Side) => void;
}

/**
 * Keeps the followers (every side after the first) on the frame the lead presents, compared at the
 * lead's display time from the frames each presented, never the elements' clocks, which run ahead of
 * a late decoder.
 */
export function createSideLock(sides: readonly Side[], { speed, realign, playSide }: SideLockOptions) {
  /** A side ahead waits, paused, for the other: speeding up a decoder that is late only makes it later. */
  const wait = (side: Side) => {
    if (side.isWaiting || !side.element) return;
    side.isWaiting = true;
    side.element.pause();
  };
  const resume = (side: Side) => {
    if (!side.isWaiting || !side.element) return;
    side.isWaiting = false;
    playSide(side);
  };

  /**
   * Compares the sides' pictures at `shownAt` (a frame one of them presents): one ahead by most of a
   * frame waits for the other; a little off, the follower plays a little faster or slower; far off,
   * everything is realigned.
   */
  const keepInStep = (shownAt: number) => {
    const lead = sides[0]!;
    if (!lead.presented) return;
    const leadPosition = shownPosition(lead, lead.presented, shownAt);
    for (const side of sides.slice(1)) {
      if (!side.element || side.element.seeking || !side.presented) continue;
      const drift = shownPosition(side, side.presented, shownAt) - leadPosition;
      const correction = stepCorrection(drift, baseRateOf(side, lead, speed()));
      if (correction.kind === 'realign') return realign();
      if (Math.abs(drift) > WAIT_FRAMES) {
        // Only ever the one ahead: the other, even if it waited a moment ago, plays on to catch up.
        const [ahead, behind] = drift > 0 ? [side, lead] : [lead, side];
        resume(behind);
        wait(ahead);
        continue;
      }
      if (Math.abs(drift) < RESUME_FRAMES) {
        resume(side);
        resume(lead);
      }
      if (side.element.playbackRate !== correction.rate) side.element.playbackRate = correction.rate;
    }
  };

  /** While the lead waits, paused, a follower's frames are what tell when it goes on. */
  const followerPresented = (shownAt: number) => {
    if (sides[0]!.isWaiting) keepInStep(shownAt);
  };

  return { keepInStep, followerPresented };
}
