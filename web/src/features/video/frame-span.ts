import { isHundredths } from '@review/contract/media';
import { isWithin, type FrameBounds } from './loop-range.ts';
import { timecodeOf, type TimecodeOrigin, type TimecodeScale } from './timecode-origin.ts';
import { currentIntl } from '../../i18n/index.ts';

/** The frames a comment or mark is about: one frame, or `frame` to `frameEnd` (both included). */
export interface FrameSpan {
  frame: number;
  frameEnd: number | null;
}

/** A comment's `frame` and `frame_end` as the API takes them. */
export interface FrameSpanBody {
  frame: number | null;
  frame_end: number | null;
}

/**
 * What a new comment made at `frame` is about: the loop's frames when the playhead is inside a loop
 * of more than one frame (unless the person dropped the range), else that frame alone.
 */
export function spanOf(frame: number, loop: FrameBounds | null): FrameSpan {
  if (loop && loop.last > loop.first && isWithin(loop, frame)) return { frame: loop.first, frameEnd: loop.last };
  return { frame, frameEnd: null };
}

export const spanBody = (span: FrameSpan): FrameSpanBody => ({ frame: span.frame, frame_end: span.frameEnd });

/**
 * Whether something tied to frames shows at `frame`: on its frame, or anywhere in its range. A mark
 * without a frame (a still's, or one about the whole video) always shows.
 */
export function isOnFrame(item: { frame: number | null; frameEnd: number | null }, frame: number): boolean {
  if (item.frame === null) return true;
  return item.frameEnd === null ? frame === item.frame : frame >= item.frame && frame <= item.frameEnd;
}

/** 'On 00:00:41:16 (frame 1000)', or 'On frames 1000–1100' for a range. */
export function describeSpan(span: FrameSpan, scale: TimecodeScale, origin: TimecodeOrigin): string {
  // A sound's frames are its hundredths: the times alone say it ('On 00:00:01.50–00:00:01.75').
  const intl = currentIntl();
  if (isHundredths(scale.rate)) {
    const first = timecodeOf(span.frame, scale, origin);
    return span.frameEnd === null ? intl.formatMessage({ id: 'media.video.span.onTime' }, { timecode: first }) : intl.formatMessage({ id: 'media.video.span.onTimes' }, { first, last: timecodeOf(span.frameEnd, scale, origin) });
  }
  if (span.frameEnd === null) return intl.formatMessage({ id: 'media.video.span.onFrame' }, { timecode: timecodeOf(span.frame, scale, origin), frame: span.frame });
  return intl.formatMessage({ id: 'media.video.span.onFrames' }, { first: span.frame, last: span.frameEnd });
}

/** 'frame 1000', or 'frames 1000–1100' for a range. */
export const spanFrames = (span: FrameSpan) =>
  span.frameEnd === null ? currentIntl().formatMessage({ id: 'media.video.span.frame' }, { frame: span.frame }) : currentIntl().formatMessage({ id: 'media.video.span.frames' }, { first: span.frame, last: span.frameEnd });
