import { clampFrame, type FrameClock } from './frame-clock.ts';
import { playheadClockOf } from './frame-lock.ts';
import { NO_LOOP, type LoopRange } from './loop-range.ts';
import { NORMAL_SPEED, type PlaybackSpeed } from './playback-speed.ts';
import type { Side } from './side-lock.ts';
import { transportCommands } from './transport-commands.ts';
import { createPlayback } from './transport-playback.ts';

/** What the player shows and plays; one snapshot, replaced whole on every change. */
export interface TransportState {
  /** How the playhead's frames map to time, and how many there are. */
  clock: FrameClock;
  /** The frame on screen (from 0): the timecode, the timeline, the marks and new comments all read this one. */
  frame: number;
  isPlaying: boolean;
  /** Playing backwards (J): `isPlaying` too, the picture moved back a frame at a time. */
  isReversing: boolean;
  speed: PlaybackSpeed;
  loop: LoopRange;
  /** 0 to 1. */
  volume: number;
  isMuted: boolean;
}

/**
 * A playhead and what the controls, keys and pictures do with it. The frame is a small store of its
 * own (subscribe / getState), so only what shows the frame redraws as it changes, never the screen
 * around it. The review screen, review links and compare all drive their players with it.
 */
export interface VideoTransport {
  getState: () => TransportState;
  subscribe: (listener: () => void) => () => void;
  /** Binds the element that shows the frame (a `<video>`, or an `<audio>` for sound alone); returns the unbinding. One element at a time. */
  attach: (element: HTMLMediaElement) => () => void;
  /** Pauses on frame `frame` (a comment's, a typed one). */
  showFrame: (frame: number) => void;
  /** Moves the playhead to `frame`, playing on if it was playing (scrubbing, loops). */
  seek: (frame: number) => void;
  /** Pauses and steps `delta` frames. */
  step: (delta: number) => void;
  play: () => void;
  pause: () => void;
  togglePlay: () => void;
  setSpeed: (speed: PlaybackSpeed) => void;
  /** L: plays forwards when paused or playing backwards, else one speed up. */
  faster: () => void;
  /** J: plays backwards, or one speed up when it already does. */
  backwards: () => void;
  /** Pauses on a comment's `frame`; a range (to `frameEnd`) becomes the loop. */
  showSpan: (frame: number, frameEnd: number | null) => void;
  markIn: () => void;
  markOut: () => void;
  clearLoop: () => void;
  setVolume: (volume: number) => void;
  toggleMute: () => void;
}

/**
 * The transport as its holder has it: one side (the review screen's video) or more (compare's two,
 * locked frame for frame). `attach` binds the first side's element; a picture of another side is given
 * `sides[i]`, whose `attach` binds side i's.
 */
export interface SidedTransport extends VideoTransport {
  sides: readonly VideoTransport[];
  /** Frame times arrived (a variable frame rate), or a probe changed: one clock a side. */
  setClocks: (clocks: readonly FrameClock[]) => void;
  /** The sides' shifts changed (`shiftsOf` the offsets): each moves to its frame of the playhead. */
  setShifts: (shifts: readonly number[]) => void;
  /** The side whose sound is heard (the others are muted). */
  getHeardSide: () => number;
  setHeardSide: (side: number) => void;
}

export interface TransportOptions {
  /** One a side, in order; the first leads. */
  clocks: readonly FrameClock[];
  /** Each side's own frame on the playhead's frame n is n + its shift; none by default. */
  shifts?: readonly number[];
  initialFrame: number;
  /** The side that is heard, the first by default; the others stay muted, since two soundtracks at once say nothing. */
  heardSide?: number;
}

const differs = <T>(current: readonly T[], next: readonly T[]) => next.some((value, index) => value !== current[index]);

/** A transport for these sides, paused on `initialFrame`. */
export function createVideoTransport({ clocks, shifts = [], initialFrame, heardSide: firstHeardSide = 0 }: TransportOptions): SidedTransport {
  const sides: Side[] = clocks.map((clock, index) => ({ clock, shift: shifts[index] ?? 0, element: null, presented: null, isWaiting: false }));
  let heardSide = firstHeardSide;
  const sharedClock = () => playheadClockOf(sides.map((side) => side.clock), sides.map((side) => side.shift));
  const firstClock = sharedClock();
  let state: TransportState = { clock: firstClock, frame: clampFrame(firstClock, initialFrame), isPlaying: false, isReversing: false, speed: NORMAL_SPEED, loop: NO_LOOP, volume: 1, isMuted: false };
  const listeners = new Set<() => void>();
  const tell = () => listeners.forEach((listener) => listener());

  const update = (changed: Partial<TransportState>) => {
    const next = { ...state, ...changed };
    if ((Object.keys(changed) as (keyof TransportState)[]).every((key) => next[key] === state[key])) return;
    state = next;
    tell();
  };

  const playback = createPlayback(sides, { state: () => state, update, heardSide: () => heardSide });

  /** The playhead's frames changed (shifts, clocks): it stays on its frame if it still has it, and every side shows its own. */
  const reclock = () => {
    const clock = sharedClock();
    update({ clock, frame: clampFrame(clock, state.frame) });
    playback.realign();
  };

  const setSpeed = (speed: PlaybackSpeed) => {
    update({ speed });
    playback.setSpeed();
  };

  const transport: VideoTransport = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    attach: (element) => playback.attachSide(0, element),
    ...transportCommands({ state: () => state, update, seek: playback.seek, play: playback.play, pause: playback.pause, setSpeed, isSeeking: playback.isSeeking }),
    setVolume(volume) {
      const level = Math.min(Math.max(volume, 0), 1);
      update({ volume: level, isMuted: level === 0 });
      playback.applySound();
    },
    toggleMute() {
      const isMuted = !state.isMuted;
      // Unmuting at volume 0 would stay silent: it comes back at full volume.
      update({ isMuted, volume: !isMuted && state.volume === 0 ? 1 : state.volume });
      playback.applySound();
    },
  };

  return {
    ...transport,
    sides: sides.map((_, index) => ({ ...transport, attach: (element: HTMLMediaElement) => playback.attachSide(index, element) })),
    setClocks(next) {
      if (!differs(sides.map((side) => side.clock), next)) return;
      sides.forEach((side, index) => (side.clock = next[index] ?? side.clock));
      reclock();
    },
    setShifts(next) {
      if (!differs(sides.map((side) => side.shift), next)) return;
      sides.forEach((side, index) => (side.shift = next[index] ?? side.shift));
      reclock();
    },
    getHeardSide: () => heardSide,
    setHeardSide(side) {
      if (side === heardSide || !sides[side]) return;
      heardSide = side;
      playback.applySound();
      tell();
    },
  };
}
