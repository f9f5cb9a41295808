import { clampFrame, frameAt, frameEnd, frameMiddle, lastFrameOf, type FrameClock } from './frame-clock.ts';
import { loopBounds, NO_LOOP, playStartOf, type LoopRange } from './loop-range.ts';
import { NORMAL_SPEED, type PlaybackSpeed } from './playback-speed.ts';
import { transportCommands } from './transport-commands.ts';
import { watchPresentedFrames } from './watch-frames.ts';

/** What the player shows and plays; one snapshot, replaced whole on every change. */
export interface TransportState {
  /** How frames map to time, and how many there are. */
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
 * One video's playhead and the `<video>` element that shows it. The frame is a small store of its
 * own (subscribe / getState), so only what shows the frame redraws as it changes, never the screen
 * around it. Compare and review links drive their players with the same transport.
 */
export interface VideoTransport {
  getState: () => TransportState;
  subscribe: (listener: () => void) => () => void;
  /** The frame times arrived (variable frame rate), or the probe changed. */
  setClock: (clock: FrameClock) => void;
  /** Binds the element that shows the frame; returns the unbinding. One element at a time. */
  attach: (video: HTMLVideoElement) => () => void;
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

const HAVE_METADATA = 1;
/** How much sooner than a loop's last frame ends the jump back is made, for the timer's own lateness. */
const LOOP_MARGIN_MS = 8;

/** A transport for a video with this clock, paused on `initialFrame`. */
export function createVideoTransport(clock: FrameClock, initialFrame: number): VideoTransport {
  let state: TransportState = { clock, frame: clampFrame(clock, initialFrame), isPlaying: false, isReversing: false, speed: NORMAL_SPEED, loop: NO_LOOP, volume: 1, isMuted: false };
  const listeners = new Set<() => void>();
  let video: HTMLVideoElement | null = null;
  let stopWatching: (() => void) | null = null;
  let loopTimer: ReturnType<typeof setTimeout> | undefined;

  const update = (changes: Partial<TransportState>) => {
    const next = { ...state, ...changes };
    if ((Object.keys(changes) as (keyof TransportState)[]).every((key) => next[key] === state[key])) return;
    state = next;
    for (const listener of listeners) listener();
  };

  /** Seeks the element to the middle of the frame; before its metadata is in, `loadedmetadata` does it. */
  const seekElement = (frame: number) => {
    if (video && video.readyState >= HAVE_METADATA) video.currentTime = frameMiddle(state.clock, frame);
  };

  const loop = () => loopBounds(state.loop, lastFrameOf(state.clock));

  const seek = (frame: number) => {
    clearTimeout(loopTimer);
    loopTimer = undefined;
    const target = clampFrame(state.clock, frame);
    update({ frame: target });
    seekElement(target);
  };

  /**
   * While playing, the frame is the one the element last presented. On a loop's last frame the jump
   * back is timed for when that frame ends: waiting for the next frame to be presented would show a
   * frame past the loop for a moment.
   */
  const present = (mediaTime: number) => {
    const frame = frameAt(state.clock, mediaTime);
    const bounds = loop();
    if (bounds && frame > bounds.last) return seek(bounds.first);
    update({ frame });
    if (bounds && frame === bounds.last && loopTimer === undefined) {
      const left = (frameEnd(state.clock, frame) - mediaTime) / state.speed;
      loopTimer = setTimeout(() => seek(bounds.first), Math.max(0, left * 1000 - LOOP_MARGIN_MS));
    }
  };

  const watch = () => {
    if (video && !stopWatching) stopWatching = watchPresentedFrames(video, present);
  };

  /** No more frames followed, nor a jump back to the loop's start. */
  const unwatch = () => {
    stopWatching?.();
    stopWatching = null;
    clearTimeout(loopTimer);
    loopTimer = undefined;
  };

  /** Stops where the last presented frame is, and settles on its middle, so what is shown is the frame the state says. */
  const stop = () => {
    unwatch();
    update({ isPlaying: false });
    video?.pause();
    seekElement(state.frame);
  };

  const play = () => {
    if (!video || state.isPlaying) return;
    const start = playStartOf(state.frame, loop(), lastFrameOf(state.clock));
    if (start !== state.frame) seek(start);
    update({ isPlaying: true });
    const element = video;
    element.play().catch(() => {
      // Refused (no data yet, or the browser's autoplay rules): the button shows Play again.
      if (element === video && element.paused) stop();
    });
    watch();
  };

  const pause = () => {
    if (state.isPlaying) stop();
  };

  const setSpeed = (speed: PlaybackSpeed) => {
    update({ speed });
    if (video) video.playbackRate = speed;
  };

  const setVolume = (volume: number) => {
    const level = Math.min(Math.max(volume, 0), 1);
    update({ volume: level, isMuted: level === 0 });
    if (video) {
      video.volume = level;
      video.muted = level === 0;
    }
  };

  const attach = (element: HTMLVideoElement) => {
    video = element;
    element.playbackRate = state.speed;
    element.volume = state.volume;
    element.muted = state.isMuted;
    // A new source (another quality) starts again where the playhead is, playing if it was.
    const handleMetadata = () => {
      element.playbackRate = state.speed;
      seekElement(state.frame);
      if (state.isPlaying) element.play().catch(stop);
    };
    // Paused by the browser (a source gone, the tab's media session): the state follows. Backwards
    // play keeps the element paused, and the pause that began it arrives after it started.
    const handlePause = () => {
      if (state.isPlaying && !state.isReversing && !element.ended) stop();
    };
    const handleEnded = () => {
      const bounds = loop();
      if (bounds && state.isPlaying) {
        seek(bounds.first);
        element.play().catch(stop);
        return;
      }
      unwatch();
      update({ isPlaying: false, frame: lastFrameOf(state.clock) });
    };
    element.addEventListener('loadedmetadata', handleMetadata);
    element.addEventListener('pause', handlePause);
    element.addEventListener('ended', handleEnded);
    if (element.readyState >= HAVE_METADATA) seekElement(state.frame);
    return () => {
      element.removeEventListener('loadedmetadata', handleMetadata);
      element.removeEventListener('pause', handlePause);
      element.removeEventListener('ended', handleEnded);
      if (video !== element) return;
      unwatch();
      update({ isPlaying: false });
      video = null;
    };
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setClock(clock) {
      update({ clock, frame: clampFrame(clock, state.frame) });
      if (!state.isPlaying) seekElement(state.frame);
    },
    attach,
    ...transportCommands({ state: () => state, update, seek, play, pause, setSpeed, isSeeking: () => video?.seeking === true }),
    setVolume,
    toggleMute() {
      const isMuted = !state.isMuted;
      // Unmuting at volume 0 would stay silent: it comes back at full volume.
      const volume = !isMuted && state.volume === 0 ? 1 : state.volume;
      update({ isMuted, volume });
      if (video) {
        video.muted = isMuted;
        video.volume = volume;
      }
    },
  };
}
