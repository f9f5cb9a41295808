import { timecodeToFrame } from '@review/contract/media';
import { timecodeOf, type TimecodeOrigin, type TimecodeScale } from './timecode-origin.ts';

export interface PositionContext extends TimecodeScale {
  lastFrame: number;
  /** How the field shows timecodes, so a refusal names the video's ends as the person sees them. */
  origin: TimecodeOrigin;
}

/** The frame typed into the position field, or why what was typed is none of the video's frames, in words. */
export type PositionResult = { frame: number } | { problem: string };

/**
 * Reads the position field: a frame number (`1000`), or a timecode with its leading parts left out
 * if zero (`41:16`, `00:00:41:16`, `;` or `.` before the frames), counted from the start of the video
 * or, past its end, from the file's own start timecode (`01:00:41:16`).
 */
export function parsePosition(text: string, context: PositionContext): PositionResult {
  const { rate, lastFrame, startTimecode } = context;
  const typed = text.trim();
  const frameCount = `this video has ${lastFrame + 1} ${lastFrame === 0 ? 'frame' : 'frames'} (0–${lastFrame})`;
  if (/^[-−]?\d+$/.test(typed)) {
    const frame = Number(typed.replace('−', '-'));
    return frame >= 0 && frame <= lastFrame ? { frame } : { problem: `Frame ${frame} does not exist: ${frameCount}.` };
  }
  const parts = typed.split(/[:;.]/);
  const example = timecodeOf(Math.min(lastFrame, Math.round(rate.num / rate.den)), context, context.origin);
  const notUnderstood = { problem: `“${typed}” is neither a frame number nor a timecode: type a number from 0 to ${lastFrame}, or a timecode such as ${example}.` };
  if (parts.length < 2 || parts.length > 4 || parts.some((part) => !/^\d{1,3}$/.test(part))) return notUnderstood;
  // Drop-frame or not follows the rate, whichever separator was typed.
  const frame = timecodeToFrame([...Array<string>(4 - parts.length).fill('00'), ...parts].join(':'), rate);
  if (frame === null) return { problem: `${typed} is not a timecode at ${Math.round((rate.num / rate.den) * 1000) / 1000} frames a second.` };
  if (frame <= lastFrame) return { frame };
  const start = startTimecode === null ? null : timecodeToFrame(startTimecode, rate);
  if (start !== null && frame - start >= 0 && frame - start <= lastFrame) return { frame: frame - start };
  const first = timecodeOf(0, context, context.origin);
  const last = timecodeOf(lastFrame, context, context.origin);
  return { problem: `${typed} is not in this video: it runs from ${first} to ${last} (frames 0–${lastFrame}).` };
}
