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
    if (frameEnd !== null) throw invalid('A range of frames needs its first frame too.', { frame: 'Required with frame_end.' });
    return { frame: null, frame_end: null };
  }
  const timeline = readTimeline(variation.video_probe);
  if (!timeline) throw invalid('Only a video has frames; leave frame out for a still design.', { frame: 'Not a video.' });
  const last = timeline.frame_count - 1;
  for (const [field, value] of [['frame', frame], ['frame_end', frameEnd]] as const) {
    if (value !== null && value > last) {
      const message =
        timeline.kind === 'audio'
          ? `This sound is ${last + 1} hundredths of a second long (frames 0 to ${last}); there is no frame ${value}.`
          : `This video has ${timeline.frame_count} frames (0 to ${last}); there is no frame ${value}.`;
      throw invalid(message, { [field]: message });
    }
  }
  if (frameEnd !== null && frameEnd < frame) throw invalid('A range of frames must end at or after its first frame.', { frame_end: 'Before frame.' });
  return { frame, frame_end: frameEnd === frame ? null : frameEnd };
}
