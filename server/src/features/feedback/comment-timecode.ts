import { frameRateLabel, frameToSourceTimecode } from '@review/contract/media';
import { readAudioProbe } from '../video/index.ts';
import type { StoredProbe, Timeline } from '../video/index.ts';

/**
 * Where on a video's timeline a comment is, as every export and message tells it: its frame (or
 * range) and their timecodes as the review screen shows them, counted from the file's own start
 * timecode (a MOV's 01:00:00:00) when it has one. All null for a still, and for a comment about a
 * whole video.
 */
export interface CommentFrames {
  frame: number | null;
  frame_end: number | null;
  timecode: string | null;
  /** The range's last frame's timecode, or null for a single frame. */
  timecode_end: string | null;
}

/**
 * The frames of a comment row on the variation whose timeline is `probe` (a video's probe, or any
 * `Timeline`; null for a still). A sound file's frames are hundredths, its timecodes `00:00:01.50`.
 */
export function framesOfComment(comment: { frame: number | null; frame_end: number | null }, probe: Pick<Timeline, 'frame_rate' | 'start_timecode'> | null): CommentFrames {
  if (comment.frame === null) return { frame: null, frame_end: null, timecode: null, timecode_end: null };
  const timecodeOf = (frame: number | null) => (frame !== null && probe ? frameToSourceTimecode(frame, probe.frame_rate, probe.start_timecode) : null);
  return { frame: comment.frame, frame_end: comment.frame_end, timecode: timecodeOf(comment.frame), timecode_end: timecodeOf(comment.frame_end) };
}

/** '00:00:41:16', or '00:00:41:16 – 00:00:45:20' for a range; null without a frame (or a video's probe). */
export function describeTimecodes({ timecode, timecode_end }: CommentFrames): string | null {
  if (timecode === null) return null;
  return timecode_end === null ? timecode : `${timecode} – ${timecode_end}`;
}

/**
 * '00:00:41:16 (frame 1000)', or '00:00:41:16 – 00:00:45:20 (frames 1000–1100)' for a range; null
 * without a frame. On a sound file the timecodes alone ('00:00:01.50 – 00:00:01.75'): its frames are its hundredths.
 */
export function describeFrames(frames: CommentFrames, kind: 'video' | 'audio' = 'video'): string | null {
  if (frames.frame === null) return null;
  if (kind === 'audio') return describeTimecodes(frames);
  const numbers = frames.frame_end === null ? `frame ${frames.frame}` : `frames ${frames.frame}–${frames.frame_end}`;
  const timecodes = describeTimecodes(frames);
  return timecodes ? `${timecodes} (${numbers})` : numbers;
}

/** A length as the Details tab gives it: minutes, then seconds to the hundredth, '1:00.06'. */
export function formatDuration(ms: number): string {
  // Rounded once, in hundredths, so 59.999 s reads 1:00.00 and never 0:60.00.
  const hundredths = Math.round(ms / 10);
  const minutes = Math.floor(hundredths / 6000);
  return `${minutes}:${((hundredths % 6000) / 100).toFixed(2).padStart(5, '0')}`;
}

/** 'video, 0:41.67, 23.976 fps, 1,000 frames': what a reader of an export needs to place the timecodes. */
export function describeVideo(probe: StoredProbe): string {
  const rate = `${frameRateLabel(probe.frame_rate)} fps${probe.variable_frame_rate ? ' (variable)' : ''}`;
  return `video, ${formatDuration(probe.duration_ms)}, ${rate}, ${probe.frame_count.toLocaleString('en-US')} frames`;
}

const CHANNELS: Record<number, string> = { 1: 'mono', 2: 'stereo' };

/** 'audio, 0:02.00, 44.1 kHz, stereo' for a sound file's probe column; null for anything else. */
export function describeSound(column: string | null): string | null {
  const probe = readAudioProbe(column);
  if (!probe) return null;
  const channels = CHANNELS[probe.channels] ?? `${probe.channels} channels`;
  return `audio, ${formatDuration(probe.duration_ms)}, ${probe.sample_rate / 1000} kHz, ${channels}`;
}
