import { invalid } from '../../errors.ts';
import type { VariationRow } from '../assets/index.ts';
import { readTimeline } from './stored-probe.ts';

export interface FrameRange {
  frame: number | null;
  frame_end: number | null;
}

/**
 * The frame (or range) a new comment or mark is about, checked against the video's frames (a sound
 * file's hundredths of a second). Stills have none; a comment without a frame is about the whole
 * file. A one-frame range is a frame.
 */
export function assertFramesOf(variation: Pick<VariationRow, 'video_probe'>, frame: number | null, frameEnd: number | null): FrameRange {
  if (frame === null) {
    if (frameEnd !== null) throw invalid('frame_start_missing', undefined, { frame: 'frame_start_missing_field' });
    return { frame: null, frame_end: null };
  }
  const timeline = readTimeline(variation.video_probe);
  if (!timeline) throw invalid('frames_not_video', undefined, { frame: 'frames_not_video_field' });
  const last = timeline.frame_count - 1;
  for (const [field, value] of [['frame', frame], ['frame_end', frameEnd]] as const) {
    if (value !== null && value > last) {
      const code = timeline.kind === 'audio' ? 'frame_out_of_sound' : 'frame_out_of_video';
      throw invalid(code, { count: timeline.frame_count, last, frame: value }, { [field]: code });
    }
  }
  if (frameEnd !== null && frameEnd < frame) throw invalid('frame_range_reversed', undefined, { frame_end: 'frame_range_reversed_field' });
  return { frame, frame_end: frameEnd === frame ? null : frameEnd };
}
