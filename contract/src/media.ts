import { z } from 'zod';
import { IdSchema } from './fields.ts';
import { OfficeSourceTypeSchema } from './office.ts';
import { WebsiteMediaSchema } from './websites.ts';

export { AUDIO_FILE_ACCEPT, BANNER_FILE_ACCEPT, VIDEO_FILE_ACCEPT, VIDEO_FILE_TYPES } from './file-types.ts';

/** A frame rate as a fraction: 24000/1001, never 23.976. */
export const FrameRateSchema = z.object({ num: z.number().int(), den: z.number().int() });
export type FrameRate = z.infer<typeof FrameRateSchema>;

/** A browser-playable rendering of a video, at most as tall as the source. */
export const VideoProxySchema = z.object({
  height: z.number().int(),
  /** Relative path. */
  url: z.string(),
  /** MIME type with codecs, for `<source type>`. */
  type: z.string(),
});
export type VideoProxy = z.infer<typeof VideoProxySchema>;

/** Thumbnails of the video every `interval_ms`, laid out left to right, top to bottom, in one image. */
export const VideoSpriteSchema = z.object({
  url: z.string(),
  columns: z.number().int(),
  rows: z.number().int(),
  /** How many tiles hold a frame (the last row may be short). */
  count: z.number().int(),
  interval_ms: z.number().int(),
  tile_width: z.number().int(),
  tile_height: z.number().int(),
});
export type VideoSprite = z.infer<typeof VideoSpriteSchema>;

export const MediaKindSchema = z.enum(['image', 'document', 'video', 'audio', 'banner', 'website']);
export type MediaKind = z.infer<typeof MediaKindSchema>;

/**
 * A sound file's timeline counts hundredths of a second as its frames, so a comment on a time or a
 * range of it takes `frame` and `frame_end` as a video's does; its timecodes read `00:01:23.45`.
 */
export const AUDIO_FRAME_RATE: FrameRate = { num: 100, den: 1 };

/** The frames of a sound file `durationMs` long: one per hundredth of a second begun. */
export const audioFrameCount = (durationMs: number) => Math.max(1, Math.ceil(durationMs / 10));

/** The IAB's HTML5 guidelines (initial load, its requests, animation length and loops): a project's banner limits until it sets its own (banners.ts). */
export const BANNER_CHECK_LIMITS = { load_kb: 150, load_requests: 15, animation_seconds: 15, loops: 3 } as const;

/** One check of a banner, in words: what was measured, the limit, and whether it is within it. */
export const BannerCheckSchema = z.object({
  id: z.enum(['initial_load', 'requests', 'animation', 'loops', 'click_tag', 'outside_requests']),
  label: z.string(),
  value: z.string(),
  limit: z.string(),
  passed: z.boolean(),
});
export type BannerCheck = z.infer<typeof BannerCheckSchema>;

/** A banner's checks, measured in headless Chromium by a job after the upload: `measuring` until then, `unavailable` with the reason when they could not be. */
export const BannerChecksSchema = z.object({
  state: z.enum(['measuring', 'measured', 'unavailable']),
  message: z.string().nullable(),
  items: z.array(BannerCheckSchema),
  /** Addresses outside the banner it asked for: refused, never fetched. */
  outside_requests: z.array(z.string()),
});
export type BannerChecks = z.infer<typeof BannerChecksSchema>;

/** An HTML5 banner: where it plays, sandboxed (its own path, or `BANNER_ORIGIN`), and its size from `<meta name="ad.size">`. */
export const BannerMediaSchema = z.object({
  /** Its index.html under a signed path that lasts at least a day, relative to the server's root as `files/` paths are; sent on to `BANNER_ORIGIN` when the server has one. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Why its poster is a card rather than a picture of it (no Chromium on the server), or null. */
  poster_missing: z.string().nullable(),
  checks: BannerChecksSchema,
  /**
   * Why its animation has no recording, or null. Recorded, its frames are the variation's video: `media`'s
   * duration, frame rate, frame count and `proxies` (a WebM) as a video's, so comments sit on a frame.
   */
  recording_failed: z.string().nullable(),
});
export type BannerMedia = z.infer<typeof BannerMediaSchema>;

/**
 * What a variation's file is, and for a video or a sound file what the probe found and the renders
 * made so far. Timed fields are null (or empty) for stills. `width` and `height` are as displayed
 * (rotation applied); a sound file's are those of its poster, its waveform drawn as bars.
 */
export const MediaSchema = z.object({
  kind: MediaKindSchema,
  duration_ms: z.number().int().nullable(),
  frame_rate: FrameRateSchema.nullable(),
  /** True when frames are not evenly spaced: frame N is then found through `frame_times`. */
  variable_frame_rate: z.boolean(),
  frame_count: z.number().int().nullable(),
  width: z.number().int(),
  height: z.number().int(),
  /** Degrees clockwise the file asks players to turn its frames. */
  rotation: z.number().int(),
  /** The file's own start timecode (`01:00:00:00`), or null when it has none. */
  start_timecode: z.string().nullable(),
  has_audio: z.boolean(),
  video_codec: z.string().nullable(),
  audio_codec: z.string().nullable(),
  /** A sound's samples a second and its channels, of a video's sound or a sound file; null without sound. */
  sample_rate: z.number().int().nullable(),
  channels: z.number().int().nullable(),
  /** Smallest first; empty until the first is rendered. A sound file has one, its rendition (WebM Opus), of height 0. */
  proxies: z.array(VideoProxySchema),
  /** The first frame as a WebP, relative path. */
  poster: z.string().nullable(),
  sprite: VideoSpriteSchema.nullable(),
  /** JSON `{peaks: number[]}`: the loudest sample of each slice of the audio, 0 to 1, relative path. */
  waveform: z.string().nullable(),
  /** JSON `{times: number[]}`: each frame's start in seconds, in order, relative path; for variable frame rates. */
  frame_times: z.string().nullable(),
  /** Percent of the renders done while `render_state` is `rendering`. */
  render_progress: z.number().int(),
  /** What an Office document (`kind` document) was before it became PDF pages: `docx`, `pptx`, `xlsx`, `odt`, `odp`, `ods`; absent for every other file. */
  source_type: OfficeSourceTypeSchema.optional(),
  /** A banner's player; absent for every other kind. */
  banner: BannerMediaSchema.optional(),
  /** A website's capture at one breakpoint (its address, title, final URL, time); absent for every other kind. */
  website: WebsiteMediaSchema.optional(),
});
export type Media = z.infer<typeof MediaSchema>;

/** Upper bound of the frame fields, whatever the video: 24 hours at 120 frames a second. */
export const MAX_FRAME = 24 * 3600 * 120;

const frameNumber = (field: string) =>
  z.coerce
    .number({ error: `The ${field} must be a number.` })
    .int(`The ${field} must be a whole number.`)
    .min(0, 'Frames are numbered from 0.')
    .max(MAX_FRAME, `The ${field} is past the end of any video.`);

/** Empty, `null` or absent means none: forms send every field as text. */
const noFrame = (value: unknown) => (value === '' || value === 'null' || value === undefined ? null : value);

/** `frame` and `frame_end` of a new comment or mark; null when none. */
const frameInput = (field: string) =>
  z
    .preprocess(noFrame, frameNumber(field).nullable())
    .optional()
    .transform((value) => value ?? null);
export const FrameInputSchema = frameInput('frame');
export const FrameEndInputSchema = frameInput('frame end');

/** Whole frames a second, as timecode counts them (30 for 29.97). */
export const timecodeBase = (rate: FrameRate) => Math.round(rate.num / rate.den);

/** Drop-frame timecode applies to 29.97 and 59.94: two (or four) frame numbers skipped each minute but every tenth. */
export const isDropFrame = (rate: FrameRate) => rate.den === 1001 && (timecodeBase(rate) === 30 || timecodeBase(rate) === 60);

const pad = (value: number) => String(value).padStart(2, '0');

/** A clock of hundredths (a sound file's) writes them as decimals of the second. */
export const isHundredths = (rate: FrameRate) => rate.num === AUDIO_FRAME_RATE.num && rate.den === AUDIO_FRAME_RATE.den;

/** SMPTE timecode of frame `frame` (from 0): `HH:MM:SS:FF`, `HH:MM:SS;FF` in drop-frame, `HH:MM:SS.cc` on a clock of hundredths. */
export function frameToTimecode(frame: number, rate: FrameRate): string {
  const base = timecodeBase(rate);
  let count = Math.max(0, Math.floor(frame));
  const drop = isDropFrame(rate);
  if (drop) {
    const dropped = base === 60 ? 4 : 2;
    const perTenMinutes = base * 600 - dropped * 9;
    const perMinute = base * 60 - dropped;
    const tens = Math.floor(count / perTenMinutes);
    const rest = count % perTenMinutes;
    count += dropped * 9 * tens + (rest > dropped ? dropped * Math.floor((rest - dropped) / perMinute) : 0);
  }
  const frames = count % base;
  const seconds = Math.floor(count / base) % 60;
  const minutes = Math.floor(count / (base * 60)) % 60;
  const hours = Math.floor(count / (base * 3600));
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}${drop ? ';' : isHundredths(rate) ? '.' : ':'}${pad(frames)}`;
}

/** The frame a timecode names (`HH:MM:SS:FF` or with `;`/`.` before the frames), or null when it is not one. */
export function timecodeToFrame(text: string, rate: FrameRate): number | null {
  const match = /^(\d{1,2}):(\d{1,2}):(\d{1,2})[:;.](\d{1,3})$/.exec(text.trim());
  if (!match) return null;
  const [hours, minutes, seconds, frames] = match.slice(1).map(Number) as [number, number, number, number];
  const base = timecodeBase(rate);
  if (minutes > 59 || seconds > 59 || frames >= base) return null;
  const totalMinutes = hours * 60 + minutes;
  let frame = (totalMinutes * 60 + seconds) * base + frames;
  if (isDropFrame(rate)) {
    const dropped = base === 60 ? 4 : 2;
    if (seconds === 0 && frames < dropped && totalMinutes % 10 !== 0) return null;
    frame -= dropped * (totalMinutes - Math.floor(totalMinutes / 10));
  }
  return frame;
}

/** Timecode of a frame counted from the file's own start timecode, when it has one. */
export function frameToSourceTimecode(frame: number, rate: FrameRate, startTimecode: string | null): string {
  const start = startTimecode ? timecodeToFrame(startTimecode, rate) : null;
  return frameToTimecode(frame + (start ?? 0), rate);
}

/** `24000/1001` as `23.976`, `25/1` as `25`. */
export const frameRateLabel = (rate: FrameRate) => String(Math.round((rate.num / rate.den) * 1000) / 1000);

/** `GET /variations/{id}/frames/{n}.png`. */
export const FrameParamsSchema = z.object({
  id: IdSchema,
  n: z.coerce.number({ error: 'The frame must be a number.' }).int('The frame must be a whole number.').min(0, 'Frames are numbered from 0.').max(MAX_FRAME, 'The frame is past the end of any video.'),
});
