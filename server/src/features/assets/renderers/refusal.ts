/** Why a file cannot be reviewed, in words for the person who uploaded it (sent back as a 422): the renderer's refusal. */
export { RenderRefusal } from '../../../renderer/operations.ts';
import type { ErrorCode, ErrorParams } from '@review/contract/errors';
import { BANNER_REFUSAL_CODES } from './banner/refusals.ts';
import { OFFICE_REFUSAL_CODES } from './office/refusals.ts';

export const REFUSED_TYPE = 'Only jpg, png, gif, tiff, webp, avif, svg, pdf, docx, pptx, xlsx, odt, odp, ods, mp4, mov, webm, mp3, wav, m4a, aac, flac, ogg, opus and zip (HTML5 banner) files are accepted.';
export const UNREADABLE_IMAGE = 'The file could not be read as an image: it may be damaged or incomplete.';
export const UNREADABLE_SVG = 'The SVG could not be read: it may be damaged or incomplete.';
export const PDF_INCOMPLETE = 'The PDF is incomplete: it ends before its last part. Please export or download it again.';
export const PDF_BROKEN = 'The PDF could not be read: it may be damaged.';
export const PDF_ENCRYPTED = 'The PDF is protected by a password. Please upload a copy without one.';
export const PDF_EMPTY = 'The PDF has no pages.';
export const tooManyPages = (pages: number, max: number) => `A PDF may have at most ${max} pages; this one has ${pages}.`;
export const TOO_MANY_PIXELS = 'The document is too large to render: its pages add up to more than 2 billion pixels.';
export const pageUnreadable = (page: number) => `Page ${page} of the PDF could not be rendered: it may be damaged.`;
export const VIDEO_UNDECODABLE = 'The video could not be decoded: its codec is not supported or the file is damaged.';
export const VIDEO_INCOMPLETE = 'The video is incomplete: it ends before its last frame. Please export or download it again.';
export const NO_VIDEO_TRACK = 'The file has no video track.';
/** An MP4 or MOV by its header whose boxes or frames cannot be read: not another type, so not told "only … are accepted". */
export const VIDEO_DAMAGED = 'This video file is damaged and could not be read.';
/** A sound file by its first bytes (a RIFF WAVE, FLAC, Ogg, MP3 or MP4 header) whose contents cannot be read or decoded. */
export const AUDIO_DAMAGED = 'This audio file is damaged and could not be read.';
export const AUDIO_UNDECODABLE = 'The audio could not be decoded: its codec is not supported. MP3, WAV (PCM), AAC, FLAC and Opus are.';
export const AUDIO_EMPTY = 'The audio file holds no sound.';
/** A refusal's code and the values its sentence (ERROR_CODES) names: the same English as the renderer's message. */
export interface Refusal {
  code: ErrorCode;
  params?: ErrorParams;
}

/** The refusals with a code of their own, beside the message, so a client can tell them apart (and read them in its language). */
export const REFUSAL_CODES: Readonly<Record<string, Refusal>> = {
  ...BANNER_REFUSAL_CODES,
  ...OFFICE_REFUSAL_CODES,
  [VIDEO_DAMAGED]: { code: 'video_damaged' },
  [AUDIO_DAMAGED]: { code: 'audio_damaged' },
  [AUDIO_UNDECODABLE]: { code: 'audio_unsupported' },
};
/** `maxSeconds` is the operator's limit; the length is rounded up, so a video just past the limit never reads as within it. */
export function videoTooLong(seconds: number, maxSeconds: number, noun: 'video' | 'sound file' = 'video'): string {
  const whole = Math.ceil(seconds);
  const minutes = Math.round((maxSeconds / 60) * 100) / 100;
  return `A ${noun} may be at most ${minutes} minutes long; this one is ${Math.floor(whole / 60)} minutes ${whole % 60} seconds.`;
}
export const frameOutOfRange = (frame: number, count: number) => `The video has ${count} frames (0 to ${count - 1}); there is no frame ${frame}.`;
