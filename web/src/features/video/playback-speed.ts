/** The speeds of the speed menu, slowest first; J and L step up through those from 1×. */
export const PLAYBACK_SPEEDS = [0.25, 0.5, 1, 1.5, 2] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];

export const NORMAL_SPEED: PlaybackSpeed = 1;

/** The next speed up (L, or J playing backwards), staying at the fastest. */
export function fasterThan(speed: PlaybackSpeed): PlaybackSpeed {
  return PLAYBACK_SPEEDS.find((item) => item > speed) ?? speed;
}

const LABELS: Record<PlaybackSpeed, string> = { 0.25: '¼×', 0.5: '½×', 1: '1×', 1.5: '1.5×', 2: '2×' };

/** '¼×', '1×', '1.5×'. */
export const speedLabel = (speed: PlaybackSpeed) => LABELS[speed];

export function isPlaybackSpeed(value: number): value is PlaybackSpeed {
  return (PLAYBACK_SPEEDS as readonly number[]).includes(value);
}
