import type { Message } from '../../i18n/messages.ts';
import { describeTimecodes, type framesOfComment } from '../feedback/index.ts';

type CommentFrames = ReturnType<typeof framesOfComment>;

/**
 * Where on a video a comment is, as an e-mail tells it in the reader's language: the words of
 * feedback's `describeFrames` ('00:00:41:16 (frame 1000)'), from the catalogs. Frame numbers are
 * handed over as text, as the screens show them, never grouped ('1000', not '1,000'). On a sound
 * file the timecodes alone, which have no words; null without a frame.
 */
export function framesMessage(frames: CommentFrames, kind: 'video' | 'audio' = 'video'): Message | string | null {
  if (frames.frame === null) return null;
  const timecodes = describeTimecodes(frames);
  if (kind === 'audio') return timecodes;
  const numbers: Message = frames.frame_end === null ? { id: 'mail.frames.frame', values: { frame: String(frames.frame) } } : { id: 'mail.frames.range', values: { from: String(frames.frame), to: String(frames.frame_end) } };
  return timecodes ? { id: 'mail.frames.at', values: { time: timecodes, frames: numbers } } : numbers;
}
