import { clampFrame, frameAt, frameEnd, frameMiddle, frameStart, lastFrameOf } from './frame-clock.ts';
import { loopBounds, playStartOf } from './loop-range.ts';
import { baseRateOf, createSideLock, type Side } from './side-lock.ts';
import type { TransportState } from './video-transport.ts';
import { watchPresentedFrames } from './watch-frames.ts';

/** Paused: nothing plays. Starting: Play is on, and the sides wait until each can play. Playing: all play. */
type Phase = 'paused' | 'starting' | 'playing';

export interface PlayheadStore {
  state: () => TransportState;
  update: (changes: Partial<TransportState>) => void;
  /** The side whose sound is heard; the others stay muted, since two soundtracks at once say nothing. */
  heardSide: () => number;
}

const HAVE_METADATA = 1;
const HAVE_FUTURE_DATA = 3;
/** How much sooner than a loop's last frame ends the jump back is made, for the timer's own lateness. */
const LOOP_MARGIN_MS = 8;
const SIDE_EVENTS = ['loadedmetadata', 'seeked', 'canplay', 'waiting', 'pause', 'ended'] as const;

/**
 * The sides' elements under one playhead: on frame n side i shows its frame n + its shift, paused or
 * playing. The first side leads: the frames it presents (`requestVideoFrameCallback`, or the clock
 * once a paint for a sound) move the playhead, and the others follow them (`side-lock.ts`). Several
 * sides start together, each once it has its frame and data to play on, and when one has to wait
 * (buffering, a seek, a picture drawn again) all wait, so no side plays, or stops, on its own. One side
 * plays as soon as it is bound and lets its element buffer and seek by itself, as any player does.
 */
export function createPlayback(sides: readonly Side[], { state, update, heardSide }: PlayheadStore) {
  let phase: Phase = 'paused';
  let stopWatching: (() => void)[] = [];
  let loopTimer: ReturnType<typeof setTimeout> | undefined;

  const isLocked = () => sides.length > 1;
  const lead = () => sides[0]!;
  const lastFrame = () => lastFrameOf(state().clock);
  const loop = () => loopBounds(state().loop, lastFrame());

  /** Shows side's frame of playhead frame `frame`, from its middle; before its metadata is in, `loadedmetadata` does it. */
  const seekSide = (side: Side, frame: number) => {
    if (side.element && side.element.readyState >= HAVE_METADATA) side.element.currentTime = frameMiddle(side.clock, frame + side.shift);
  };
  const seekAll = (frame: number) => sides.forEach((side) => seekSide(side, frame));

  /** The lead plays at the speed; each follower at the rate that matches it frame for frame. */
  const applyRates = () => {
    for (const side of sides) if (side.element) side.element.playbackRate = baseRateOf(side, lead(), state().speed);
  };
  const applySound = () => {
    sides.forEach((side, index) => {
      if (!side.element) return;
      side.element.volume = state().volume;
      side.element.muted = index !== heardSide() || state().isMuted;
    });
  };

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

  const playSide = (side: Side) => {
    const element = side.element!;
    element.play().catch(() => {
      // Refused (no data yet, the browser's autoplay rules): Play shows again. A pause of ours also ends
      // the promise: a stop or hold changed the phase, and a side waiting for another is paused on purpose.
      if (phase === 'playing' && element.paused && !side.isWaiting) stop();
    });
  };

  const isReady = (side: Side) => side.element !== null && (!isLocked() || (!side.element.seeking && side.element.readyState >= HAVE_FUTURE_DATA));

  /** Starts every side at once, when each is ready, and follows the frames they present. */
  const startIfReady = () => {
    if (phase !== 'starting' || !sides.every(isReady)) return;
    phase = 'playing';
    applyRates();
    sides.forEach(playSide);
    const startedAt = performance.now();
    stopWatching = sides.map((side, index) => {
      side.presented = { mediaTime: frameStart(side.clock, state().frame + side.shift), shownAt: startedAt };
      return watchPresentedFrames(side.element!, (mediaTime, shownAt) => {
        side.presented = { mediaTime, shownAt };
        if (index === 0) present(mediaTime, shownAt);
        else if (phase === 'playing') lock.followerPresented(shownAt);
      });
    });
  };

  /** Every side pauses on the playhead's frame and waits until all can play on from it. */
  const hold = () => {
    unwatch();
    clearLoopTimer();
    phase = 'starting';
    for (const side of sides) side.element?.pause();
    seekAll(state().frame);
    startIfReady();
  };

  /** Stops on the frame last shown, and settles every side on it, so what is shown is the frame the state says. */
  const stop = () => {
    unwatch();
    clearLoopTimer();
    phase = 'paused';
    update({ isPlaying: false });
    for (const side of sides) side.element?.pause();
    seekAll(state().frame);
  };

  const lock = createSideLock(sides, { speed: () => state().speed, realign: hold, playSide });

  const seek = (frame: number) => {
    clearLoopTimer();
    update({ frame: clampFrame(state().clock, frame) });
    // While several play, a jump is waited for by every side, so they go on from it together.
    if (phase === 'playing' && isLocked()) hold();
    else seekAll(state().frame);
  };

  /**
   * Each frame the lead presents moves the playhead; the loop goes round and the end of the shortest
   * side stops it. On a loop's last frame the jump back is timed for when that frame ends: waiting for
   * the next frame to be presented would show a frame past the loop for a moment.
   */
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
    update({ frame: clampFrame(state().clock, frame) });
    lock.keepInStep(shownAt);
    if (bounds && frame === bounds.last && loopTimer === undefined) {
      const left = (frameEnd(leadSide.clock, frame + leadSide.shift) - mediaTime) / state().speed;
      loopTimer = setTimeout(() => seek(bounds.first), Math.max(0, left * 1000 - LOOP_MARGIN_MS));
    }
  };

  /** Play waits for every side's element, bound now or soon (a picture drawn again). */
  const play = () => {
    if (phase !== 'paused') return;
    const start = playStartOf(state().frame, loop(), lastFrame());
    phase = 'starting';
    update({ frame: start, isPlaying: true });
    seekAll(start);
    startIfReady();
  };

  const handleEvent = (side: Side, element: HTMLMediaElement, type: (typeof SIDE_EVENTS)[number]) => {
    if (type === 'loadedmetadata') {
      // A new source (another quality) joins at the playhead, at the speed.
      applyRates();
      if (phase === 'playing' && isLocked()) return hold();
      seekSide(side, state().frame);
      if (phase === 'playing') playSide(side);
    } else if (type === 'waiting' && phase === 'playing' && isLocked()) {
      hold();
    } else if (type === 'pause' && phase === 'playing' && element.paused && !side.isWaiting && !element.ended) {
      // Paused by the browser (a source gone, the tab's media session): every side stops with it. A side
      // waiting for another was paused by the lock, and one resumed since is not paused at all.
      stop();
    } else if (type === 'ended' && phase === 'playing') {
      const bounds = loop();
      update({ frame: bounds ? bounds.first : lastFrame() });
      // An ended element is paused: going round starts it again.
      if (bounds) hold();
      else stop();
    }
    startIfReady();
  };

  /** Binds side `index`'s element; returns the unbinding. */
  const attachSide = (index: number, element: HTMLMediaElement) => {
    const side = sides[index]!;
    side.element = element;
    applyRates();
    applySound();
    const listener = (event: Event) => {
      if (side.element === element) handleEvent(side, element, event.type as (typeof SIDE_EVENTS)[number]);
    };
    for (const type of SIDE_EVENTS) element.addEventListener(type, listener);
    if (element.readyState >= HAVE_METADATA) seekSide(side, state().frame);
    startIfReady();
    return () => {
      for (const type of SIDE_EVENTS) element.removeEventListener(type, listener);
      if (side.element !== element) return;
      side.element = null;
      // The picture is drawn again (another mode, full screen): playback waits for the new element, then goes on.
      if (phase !== 'paused') hold();
    };
  };

  return {
    seek,
    play,
    pause: () => {
      if (phase !== 'paused') stop();
    },
    setSpeed: applyRates,
    applySound,
    attachSide,
    /** The playhead's frames changed (shifts, clocks): every side shows its own frame of it. */
    realign() {
      if (phase !== 'playing') seekAll(state().frame);
      else if (isLocked()) hold();
    },
    isSeeking: () => sides.some((side) => side.element?.seeking === true),
  };
}
