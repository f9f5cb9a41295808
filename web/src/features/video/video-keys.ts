import { lastFrameOf } from './frame-clock.ts';
import type { VideoTransport } from './video-transport.ts';
import type { MessageId } from '../../i18n/index.ts';

const VIDEO_ACTIONS = ['playPause', 'backwards', 'faster', 'previousFrame', 'nextFrame', 'firstFrame', 'lastFrame', 'markIn', 'markOut', 'clearLoop', 'mute', 'fullScreen'] as const;
/** What the player's keys do. */
export type VideoAction = (typeof VIDEO_ACTIONS)[number];

export function isVideoAction(value: string): value is VideoAction {
  return (VIDEO_ACTIONS as readonly string[]).includes(value);
}

/** A player key as the shortcuts dialog lists it. */
export interface VideoKey {
  /** `KeyboardEvent.key` values (letters in lower case). */
  keys: readonly string[];
  display: string;
  /** Formatted where the dialog shows it, in the language shown then. */
  label: MessageId;
  action: VideoAction;
  /** Held down, it repeats (stepping frame by frame). */
  isRepeatable?: boolean;
}

/**
 * The keys of every video player (review screen, review links), as editing tools have them: Space
 * or K plays and pauses, J plays backwards and L forwards (again, faster), the arrows step one
 * frame, I and O set a loop.
 */
export const VIDEO_KEYS: readonly VideoKey[] = [
  { keys: [' ', 'k'], display: 'Space / K', label: 'media.keys.playPause', action: 'playPause' },
  { keys: ['j'], display: 'J', label: 'media.keys.backwards', action: 'backwards' },
  { keys: ['l'], display: 'L', label: 'media.keys.faster', action: 'faster' },
  { keys: ['ArrowLeft'], display: '←', label: 'media.keys.previousFrame', action: 'previousFrame', isRepeatable: true },
  { keys: ['ArrowRight'], display: '→', label: 'media.keys.nextFrame', action: 'nextFrame', isRepeatable: true },
  { keys: ['Home'], display: 'Home', label: 'media.keys.firstFrame', action: 'firstFrame' },
  { keys: ['End'], display: 'End', label: 'media.keys.lastFrame', action: 'lastFrame' },
  { keys: ['i'], display: 'I', label: 'media.keys.markIn', action: 'markIn' },
  { keys: ['o'], display: 'O', label: 'media.keys.markOut', action: 'markOut' },
  { keys: ['x'], display: 'X', label: 'media.keys.clearLoop', action: 'clearLoop' },
  { keys: ['m'], display: 'M', label: 'media.keys.mute', action: 'mute' },
  { keys: ['f'], display: 'F', label: 'media.keys.fullScreen', action: 'fullScreen' },
];

/** Does what a player key says; full screen belongs to whoever holds the player's frame. */
export function runVideoAction(transport: VideoTransport, action: VideoAction, toggleFullScreen: () => void): void {
  const last = lastFrameOf(transport.getState().clock);
  const run: Record<VideoAction, () => void> = {
    playPause: transport.togglePlay,
    backwards: transport.backwards,
    faster: transport.faster,
    previousFrame: () => transport.step(-1),
    nextFrame: () => transport.step(1),
    firstFrame: () => transport.showFrame(0),
    lastFrame: () => transport.showFrame(last),
    markIn: transport.markIn,
    markOut: transport.markOut,
    clearLoop: transport.clearLoop,
    mute: transport.toggleMute,
    fullScreen: toggleFullScreen,
  };
  run[action]();
}
