import { timecodeToFrame } from '@review/contract/media';
import { timecodeOf, type TimecodeOrigin, type TimecodeScale } from './timecode-origin.ts';
import { currentIntl } from '../../i18n/index.ts';

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
  const intl = currentIntl();
  if (/^[-−]?\d+$/.test(typed)) {
    const frame = Number(typed.replace('−', '-'));
    return frame >= 0 && frame <= lastFrame ? { frame } : { problem: intl.formatMessage({ id: 'media.video.positionField.noSuchFrame' }, { frame, count: lastFrame + 1, lastFrame }) };
  }
  const parts = typed.split(/[:;.]/);
  const example = timecodeOf(Math.min(lastFrame, Math.round(rate.num / rate.den)), context, context.origin);
  const notUnderstood = { problem: intl.formatMessage({ id: 'media.video.positionField.notUnderstood' }, { typed, lastFrame, example }) };
  if (parts.length < 2 || parts.length > 4 || parts.some((part) => !/^\d{1,3}$/.test(part))) return notUnderstood;
  // Drop-frame or not follows the rate, whichever separator was typed.
  const frame = timecodeToFrame([...Array<string>(4 - parts.length).fill('00'), ...parts].join(':'), rate);
  if (frame === null) return { problem: intl.formatMessage({ id: 'media.video.positionField.notTimecode' }, { typed, rate: Math.round((rate.num / rate.den) * 1000) / 1000 }) };
  if (frame <= lastFrame) return { frame };
  const start = startTimecode === null ? null : timecodeToFrame(startTimecode, rate);
  if (start !== null && frame - start >= 0 && frame - start <= lastFrame) return { frame: frame - start };
  const first = timecodeOf(0, context, context.origin);
  const last = timecodeOf(lastFrame, context, context.origin);
  return { problem: intl.formatMessage({ id: 'media.video.positionField.outside' }, { typed, first, last, lastFrame }) };
}
