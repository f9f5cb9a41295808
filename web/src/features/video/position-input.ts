import { timecodeToFrame, type FrameRate } from '@review/contract/media';

export interface PositionContext {
  rate: FrameRate;
  lastFrame: number;
  /** The file's own start timecode: a timecode typed as the source counts it is read back from there. */
  startTimecode: string | null;
}

/**
 * The frame typed into the position field, or null when it is not one of the video's frames:
 * a frame number (`1000`), or a timecode with its leading parts left out if zero (`41:16`,
 * `00:00:41:16`, `;` or `.` before the frames), counted from the start of the video or, past its
 * end, from the file's own start timecode (`01:00:41:16`).
 */
export function parsePosition(text: string, { rate, lastFrame, startTimecode }: PositionContext): number | null {
  const typed = text.trim();
  if (/^\d+$/.test(typed)) return inRange(Number(typed), lastFrame);
  const parts = typed.split(/[:;.]/);
  if (parts.length < 2 || parts.length > 4 || parts.some((part) => !/^\d{1,3}$/.test(part))) return null;
  // Drop-frame or not follows the rate, whichever separator was typed.
  const frame = timecodeToFrame([...Array<string>(4 - parts.length).fill('00'), ...parts].join(':'), rate);
  if (frame === null) return null;
  if (frame <= lastFrame) return frame;
  const start = startTimecode === null ? null : timecodeToFrame(startTimecode, rate);
  return start === null ? null : inRange(frame - start, lastFrame);
}

const inRange = (frame: number, lastFrame: number) => (frame >= 0 && frame <= lastFrame ? frame : null);
