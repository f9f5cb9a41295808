import { frameAt, frameMiddle, lastFrameOf } from './frame-clock.ts';
import { loopBounds, markIn, markOut, NO_LOOP } from './loop-range.ts';
import { fasterThan, NORMAL_SPEED, type PlaybackSpeed } from './playback-speed.ts';
import type { TransportState, VideoTransport } from './video-transport.ts';

/** What a transport does its own way: moving the picture, playing, pausing, the speed. */
export interface TransportCore {
  state: () => TransportState;
  update: (changes: Partial<TransportState>) => void;
  seek: (frame: number) => void;
  play: () => void;
  pause: () => void;
  setSpeed: (speed: PlaybackSpeed) => void;
  /** Whether a picture is still on its way to the last frame sought (backwards play waits for it). */
  isSeeking: () => boolean;
}

/** How often backwards play looks whether the next frame is due: well under a frame at 2× of 60 fps. */
const REVERSE_TICK_MS = 4;

/**
 * Backwards play (J), as editing tools have it: a browser plays no negative rate, so the paused
 * picture is moved back frame by frame on a timer at the speed. Each frame is the one due at that
 * moment, so a decoder slower than the speed skips frames rather than falls behind the clock; a new
 * seek waits until the last one has shown its frame. At a loop's first frame it goes round to its
 * last; at the video's first frame it stops.
 */
function reversePlayer(core: TransportCore) {
  let timer: ReturnType<typeof setInterval> | undefined;
  /** The time shown when the run (or its last change of speed) began, and the clock's reading then. */
  let origin = { seconds: 0, at: 0, speed: NORMAL_SPEED as PlaybackSpeed };

  const restart = (frame: number) => {
    const { clock, speed } = core.state();
    origin = { seconds: frameMiddle(clock, frame), at: performance.now(), speed };
  };

  const end = () => {
    clearInterval(timer);
    timer = undefined;
  };

  /** Ends the run on `frame`, paused. */
  const stop = (frame = core.state().frame) => {
    end();
    core.update({ isPlaying: false, isReversing: false });
    core.seek(frame);
  };

  const tick = () => {
    const state = core.state();
    // Stopped by the transport itself (an element gone, a pause of the browser's): the run ends.
    if (!state.isPlaying || !state.isReversing) {
      end();
      if (state.isReversing) core.update({ isReversing: false });
      return;
    }
    if (state.speed !== origin.speed) restart(state.frame);
    if (core.isSeeking()) return;
    const due = frameAt(state.clock, origin.seconds - ((performance.now() - origin.at) / 1000) * state.speed);
    const bounds = loopBounds(state.loop, lastFrameOf(state.clock));
    const first = bounds?.first ?? 0;
    if (due < first || (due === first && state.frame === first)) {
      if (!bounds) return stop(first);
      core.seek(bounds.last);
      return restart(bounds.last);
    }
    if (due !== state.frame) core.seek(due);
  };

  return {
    isRunning: () => timer !== undefined,
    start() {
      core.pause();
      core.update({ isPlaying: true, isReversing: true });
      restart(core.state().frame);
      end();
      timer = setInterval(tick, REVERSE_TICK_MS);
    },
    stop,
  };
}

/**
 * The commands every transport (one video, or compare's two locked together) builds the same way
 * from its core: a step pauses first, L plays forwards before it speeds up, J backwards, the loop is
 * marked at the frame on screen.
 */
export function transportCommands(core: TransportCore) {
  const { state, update, seek, setSpeed } = core;
  const reverse = reversePlayer(core);
  const pause = () => (reverse.isRunning() ? reverse.stop() : core.pause());
  const play = () => {
    if (reverse.isRunning()) reverse.stop();
    core.play();
  };
  return {
    showFrame(frame: number) {
      pause();
      seek(frame);
    },
    seek,
    step(delta: number) {
      pause();
      seek(state().frame + delta);
    },
    play,
    pause,
    togglePlay: () => (state().isPlaying ? pause() : play()),
    setSpeed,
    faster() {
      // Forwards again at normal speed after playing backwards, as J then L does in an editor.
      if (reverse.isRunning()) {
        reverse.stop();
        setSpeed(NORMAL_SPEED);
        return core.play();
      }
      if (state().isPlaying) setSpeed(fasterThan(state().speed));
      else play();
    },
    backwards() {
      if (reverse.isRunning()) return setSpeed(fasterThan(state().speed));
      setSpeed(NORMAL_SPEED);
      reverse.start();
    },
    /** Goes to a comment's frames: a range becomes the loop, paused on its first frame. */
    showSpan(frame: number, frameEnd: number | null) {
      pause();
      if (frameEnd !== null && frameEnd > frame) update({ loop: { in: frame, out: frameEnd } });
      seek(frame);
    },
    markIn: () => update({ loop: markIn(state().loop, state().frame) }),
    markOut: () => update({ loop: markOut(state().loop, state().frame) }),
    clearLoop: () => update({ loop: NO_LOOP }),
  } satisfies Partial<VideoTransport>;
}
