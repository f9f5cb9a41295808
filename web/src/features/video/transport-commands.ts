import { markIn, markOut, NO_LOOP } from './loop-range.ts';
import { fasterThan, slowerThan, type PlaybackSpeed } from './playback-speed.ts';
import type { TransportState, VideoTransport } from './video-transport.ts';

/** What a transport does its own way: moving the picture, playing, pausing, the speed. */
export interface TransportCore {
  state: () => TransportState;
  update: (changes: Partial<TransportState>) => void;
  seek: (frame: number) => void;
  play: () => void;
  pause: () => void;
  setSpeed: (speed: PlaybackSpeed) => void;
}

/**
 * The commands every transport (one video, or compare's two locked together) builds the same way
 * from its core: a step pauses first, L plays before it speeds up, the loop is marked at the frame on screen.
 */
export function transportCommands(core: TransportCore) {
  const { state, update, seek, play, pause, setSpeed } = core;
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
    faster: () => (state().isPlaying ? setSpeed(fasterThan(state().speed)) : play()),
    slower: () => setSpeed(slowerThan(state().speed)),
    markIn: () => update({ loop: markIn(state().loop, state().frame) }),
    markOut: () => update({ loop: markOut(state().loop, state().frame) }),
    clearLoop: () => update({ loop: NO_LOOP }),
  } satisfies Partial<VideoTransport>;
}
