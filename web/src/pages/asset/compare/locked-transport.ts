import { clampFrame, frameAt, frameEnd, frameMiddle, frameStart, lastFrameOf, type FrameClock } from '../../../features/video/frame-clock.ts';
import { loopBounds, NO_LOOP, playStartOf } from '../../../features/video/loop-range.ts';
import { NORMAL_SPEED, type PlaybackSpeed } from '../../../features/video/playback-speed.ts';
import { transportCommands } from '../../../features/video/transport-commands.ts';
import type { TransportState, VideoTransport } from '../../../features/video/video-transport.ts';
import { watchPresentedFrames } from '../../../features/video/watch-frames.ts';
import { framePositionAt, framesPerSecond, playheadClockOf, RESUME_FRAMES, stepCorrection, WAIT_FRAMES } from './frame-lock.ts';

/**
 * The videos of a comparison under one playhead: one play, one scrub bar, one frame for all. The
 * controls take it as any player's transport; each side's picture binds its `<video>` through
 * `sides[i]`. On frame n, side i shows its frame n + its shift, paused or playing: the first side
 * leads, the others follow the frame it presents (each side's presented frames, from
 * `requestVideoFrameCallback`, compared at the lead's display time, never the elements' clocks,
 * which run ahead of a late decoder), and when one has to wait (buffering, a seek) all wait and
 * start again together, so no side plays, or stops, on its own.
 */
export interface LockedTransport extends VideoTransport {
  /** The transport side `i`'s picture is given: this one, whose `attach` binds side i's element. */
  sides: readonly VideoTransport[];
  /** Frame times arrived (a variable frame rate): one clock a side. */
  setClocks: (clocks: readonly FrameClock[]) => void;
  /** The sides' shifts changed (`shiftsOf` the offsets): each moves to its frame of the playhead. */
  setShifts: (shifts: readonly number[]) => void;
  /** The side whose sound is heard (the others are muted). */
  getHeardSide: () => number;
  setHeardSide: (side: number) => void;
}

export interface LockedTransportOptions {
  /** One a side, in order; the first leads. */
  clocks: readonly FrameClock[];
  shifts: readonly number[];
  initialFrame: number;
  /** The side that is heard; the others stay muted, since two soundtracks at once say nothing. */
  heardSide: number;
}

/** A frame a side presented: its media time, and when it was shown on the page's clock (ms). */
interface Presented {
  mediaTime: number;
  shownAt: number;
}

interface Side {
  clock: FrameClock;
  shift: number;
  video: HTMLVideoElement | null;
  /** The last frame it presented while playing (at a start, the one it starts from); null while not playing. */
  presented: Presented | null;
  /** Paused while playing, ahead of another side by most of a frame, until that one has caught up. */
  isWaiting: boolean;
}

/** Paused: nothing plays. Starting: Play is on, and the sides wait until each can play. Playing: all play. */
type Phase = 'paused' | 'starting' | 'playing';

const HAVE_METADATA = 1;
const HAVE_FUTURE_DATA = 3;
/** As the single player's: the jump back at a loop's end is made this much early, for the timer's lateness. */
const LOOP_MARGIN_MS = 8;
const SIDE_EVENTS = ['loadedmetadata', 'seeked', 'canplay', 'waiting', 'pause', 'ended'] as const;

/**
 * How long after its last presented frame a side is taken to have played on at its rate: another
 * side's callback of the same screen refresh may come first, a refresh (under half a frame) early;
 * a side that presents nothing for longer is late, and its picture stays where it was.
 */
const EXTRAPOLATE_FRAMES = 0.5;

export function createLockedTransport({ clocks, shifts, initialFrame, heardSide: firstHeardSide }: LockedTransportOptions): LockedTransport {
  const sides: Side[] = clocks.map((clock, index) => ({ clock, shift: shifts[index] ?? 0, video: null, presented: null, isWaiting: false }));
  let heardSide = firstHeardSide;
  const sharedClock = () => playheadClockOf(sides.map((side) => side.clock), sides.map((side) => side.shift));
  const firstClock = sharedClock();
  let state: TransportState = { clock: firstClock, frame: clampFrame(firstClock, initialFrame), isPlaying: false, isReversing: false, speed: NORMAL_SPEED, loop: NO_LOOP, volume: 1, isMuted: false };
  let phase: Phase = 'paused';
  const listeners = new Set<() => void>();
  let stopWatching: (() => void)[] = [];
  let loopTimer: ReturnType<typeof setTimeout> | undefined;

  const update = (changes: Partial<TransportState>) => {
    const next = { ...state, ...changes };
    if ((Object.keys(changes) as (keyof TransportState)[]).every((key) => next[key] === state[key])) return;
    state = next;
    for (const listener of listeners) listener();
  };

  const lastFrame = () => lastFrameOf(state.clock);
  const loop = () => loopBounds(state.loop, lastFrame());
  const lead = () => sides[0]!;

  /** Shows side's frame of playhead frame `frame`, from its middle; before its metadata is in, `loadedmetadata` does it. */
  const seekSide = (side: Side, frame: number) => {
    if (side.video && side.video.readyState >= HAVE_METADATA) side.video.currentTime = frameMiddle(side.clock, frame + side.shift);
  };
  const seekAll = (frame: number) => sides.forEach((side) => seekSide(side, frame));

  const clearLoopTimer = () => {
    clearTimeout(loopTimer);
    loopTimer = undefined;
  };
  const unwatch = () => {
    for (const stopOne of stopWatching) stopOne();
    stopWatching = [];
    for (const side of sides) {
      side.presented = null;
      side.isWaiting = false;
    }
  };

  /** The lead plays at the speed; each follower at the rate that matches it frame for frame. */
  const applyRates = () => {
    for (const side of sides) {
      if (side.video) side.video.playbackRate = state.speed * (framesPerSecond(side.clock) / framesPerSecond(lead().clock));
    }
  };

  const applySound = () => {
    sides.forEach((side, index) => {
      if (!side.video) return;
      side.video.volume = state.volume;
      side.video.muted = index !== heardSide || state.isMuted;
    });
  };

  /** Starts every side at once, when each has its frame and data to play on. */
  const startIfReady = () => {
    const isReady = (side: Side) => side.video !== null && !side.video.seeking && side.video.readyState >= HAVE_FUTURE_DATA;
    if (phase !== 'starting' || !sides.every(isReady)) return;
    phase = 'playing';
    applyRates();
    for (const side of sides) {
      const video = side.video!;
      video.play().catch(() => {
        // Refused (the browser's autoplay rules): Play shows again. A pause of ours also ends the promise:
        // a stop or hold changed the phase, and a side waiting for another is paused on purpose.
        if (phase === 'playing' && video.paused && !side.isWaiting) stop();
      });
    }
    // Every side is on the playhead's frame as it starts. Each frame the lead presents moves the
    // playhead and is compared with the others' pictures; while the lead waits for one, paused, that
    // one's frames are what tell when to go on.
    const startedAt = performance.now();
    stopWatching = sides.map((side, index) => {
      side.presented = { mediaTime: frameStart(side.clock, state.frame + side.shift), shownAt: startedAt };
      return watchPresentedFrames(side.video!, (mediaTime, shownAt) => {
        side.presented = { mediaTime, shownAt };
        if (index === 0) present(mediaTime, shownAt);
        else if (phase === 'playing' && lead().isWaiting) keepInStep(shownAt);
      });
    });
  };

  /** Every side pauses on the playhead's frame and waits until all can play on from it. */
  const hold = () => {
    unwatch();
    clearLoopTimer();
    phase = 'starting';
    for (const side of sides) side.video?.pause();
    seekAll(state.frame);
    startIfReady();
  };

  /** Stops on the frame last shown, and settles every side on it, so what is shown is the frame the state says. */
  const stop = () => {
    unwatch();
    clearLoopTimer();
    phase = 'paused';
    update({ isPlaying: false });
    for (const side of sides) side.video?.pause();
    seekAll(state.frame);
  };

  const seek = (frame: number) => {
    clearLoopTimer();
    update({ frame: clampFrame(state.clock, frame) });
    // While playing, a jump is waited for by every side, so they go on from it together.
    if (phase === 'playing') hold();
    else seekAll(state.frame);
  };

  /**
   * Where a side's picture is at `shownAt`, in its frames less its shift (the playhead's): its last
   * presented frame, played on at its rate since for at most `EXTRAPOLATE_FRAMES` frames (none while
   * it waits, paused).
   */
  const shownPosition = (side: Side, presented: Presented, shownAt: number) => {
    const rate = side.isWaiting ? 0 : (side.video?.playbackRate ?? 1);
    const frameSeconds = 1 / framesPerSecond(side.clock);
    const since = Math.min(Math.max(0, (shownAt - presented.shownAt) / 1000) * rate, EXTRAPOLATE_FRAMES * frameSeconds);
    return framePositionAt(side.clock, presented.mediaTime + since) - side.shift;
  };

  /** A side ahead waits, paused, for the other: speeding up a decoder that is late only makes it later. */
  const wait = (side: Side) => {
    if (side.isWaiting || !side.video) return;
    side.isWaiting = true;
    side.video.pause();
  };
  const resume = (side: Side) => {
    if (!side.isWaiting || !side.video) return;
    side.isWaiting = false;
    const video = side.video;
    video.play().catch(() => {
      if (phase === 'playing' && video.paused && !side.isWaiting) stop();
    });
  };

  /**
   * Compares the sides' pictures at `shownAt` (a frame one of them presents): one ahead by most of a
   * frame waits for the other; a little off, the follower plays a little faster or slower; far off,
   * everything is realigned.
   */
  const keepInStep = (shownAt: number) => {
    const leadSide = lead();
    if (!leadSide.presented) return;
    const leadPosition = shownPosition(leadSide, leadSide.presented, shownAt);
    for (const side of sides.slice(1)) {
      if (!side.video || side.video.seeking || !side.presented) continue;
      const drift = shownPosition(side, side.presented, shownAt) - leadPosition;
      const baseRate = state.speed * (framesPerSecond(side.clock) / framesPerSecond(leadSide.clock));
      const correction = stepCorrection(drift, baseRate);
      if (correction.kind === 'realign') return hold();
      if (Math.abs(drift) > WAIT_FRAMES) {
        // Only ever the one ahead: the other, even if it waited a moment ago, plays on to catch up.
        const [ahead, behind] = drift > 0 ? [side, leadSide] : [leadSide, side];
        resume(behind);
        wait(ahead);
        continue;
      }
      if (Math.abs(drift) < RESUME_FRAMES) {
        resume(side);
        resume(leadSide);
      }
      if (side.video.playbackRate !== correction.rate) side.video.playbackRate = correction.rate;
    }
  };

  /** Each frame the lead presents moves the playhead; the loop goes round and the end of the shortest side stops it. */
  const present = (mediaTime: number, shownAt: number) => {
    if (phase !== 'playing') return;
    const leadSide = lead();
    const frame = frameAt(leadSide.clock, mediaTime) - leadSide.shift;
    const bounds = loop();
    if (bounds && frame > bounds.last) return seek(bounds.first);
    if (!bounds && frame >= lastFrame()) {
      update({ frame: lastFrame() });
      return stop();
    }
    update({ frame: clampFrame(state.clock, frame) });
    keepInStep(shownAt);
    if (bounds && frame === bounds.last && loopTimer === undefined) {
      const left = (frameEnd(leadSide.clock, frame + leadSide.shift) - mediaTime) / state.speed;
      loopTimer = setTimeout(() => seek(bounds.first), Math.max(0, left * 1000 - LOOP_MARGIN_MS));
    }
  };

  /** Play waits for every side's element, bound now or soon (a mode that shows pictures again). */
  const play = () => {
    if (phase !== 'paused') return;
    const start = playStartOf(state.frame, loop(), lastFrame());
    phase = 'starting';
    update({ frame: start, isPlaying: true });
    seekAll(start);
    startIfReady();
  };

  const pause = () => {
    if (phase !== 'paused') stop();
  };

  const setSpeed = (speed: PlaybackSpeed) => {
    update({ speed });
    if (phase === 'playing') applyRates();
  };

  /** The playhead's frames changed (shifts, clocks): it stays on its frame if it still has it, and every side shows its own. */
  const reclock = () => {
    const clock = sharedClock();
    update({ clock, frame: clampFrame(clock, state.frame) });
    if (phase === 'playing') hold();
    else seekAll(state.frame);
  };

  const attachSide = (index: number, video: HTMLVideoElement) => {
    const side = sides[index]!;
    side.video = video;
    applySound();
    const handleEvent = (event: Event) => {
      if (side.video !== video) return;
      if (event.type === 'loadedmetadata') {
        // A new source (another quality) joins at the playhead.
        if (phase === 'playing') hold();
        else seekSide(side, state.frame);
      } else if (event.type === 'waiting' && phase === 'playing') {
        hold();
      } else if (event.type === 'pause' && phase === 'playing' && video.paused && !side.isWaiting && !video.ended) {
        // Paused by the browser (a source gone, the tab's media session): every side stops with it. A side
        // waiting for another was paused by the lock, and one resumed since is not paused at all.
        stop();
      } else if (event.type === 'ended' && phase === 'playing') {
        const bounds = loop();
        if (bounds) seek(bounds.first);
        else stop();
      }
      startIfReady();
    };
    for (const type of SIDE_EVENTS) video.addEventListener(type, handleEvent);
    if (video.readyState >= HAVE_METADATA) seekSide(side, state.frame);
    return () => {
      for (const type of SIDE_EVENTS) video.removeEventListener(type, handleEvent);
      if (side.video !== video) return;
      side.video = null;
      // Another mode draws the sides again: playback waits for the new element, then goes on.
      if (phase !== 'paused') hold();
    };
  };

  const transport: VideoTransport = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setClock: () => {
      // The playhead's clock follows the sides' (`setClocks`, `setShifts`); it is never set alone.
    },
    // The controls never bind an element; a picture binds its side's through `sides[i]`, the first one's through this.
    attach: (video) => attachSide(0, video),
    ...transportCommands({ state: () => state, update, seek, play, pause, setSpeed, isSeeking: () => sides.some((side) => side.video?.seeking === true) }),
    setVolume(volume) {
      const level = Math.min(Math.max(volume, 0), 1);
      update({ volume: level, isMuted: level === 0 });
      applySound();
    },
    toggleMute() {
      const isMuted = !state.isMuted;
      // Unmuting at volume 0 would stay silent: it comes back at full volume.
      update({ isMuted, volume: !isMuted && state.volume === 0 ? 1 : state.volume });
      applySound();
    },
  };

  return {
    ...transport,
    sides: sides.map((_, index) => ({ ...transport, attach: (video: HTMLVideoElement) => attachSide(index, video) })),
    setClocks(next) {
      sides.forEach((side, index) => (side.clock = next[index] ?? side.clock));
      reclock();
    },
    setShifts(next) {
      sides.forEach((side, index) => (side.shift = next[index] ?? side.shift));
      reclock();
    },
    getHeardSide: () => heardSide,
    setHeardSide(side) {
      if (side === heardSide || !sides[side]) return;
      heardSide = side;
      applySound();
      for (const listener of listeners) listener();
    },
  };
}
