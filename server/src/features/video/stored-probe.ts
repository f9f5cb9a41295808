import { AUDIO_FRAME_RATE, audioFrameCount, type FrameRate } from '@review/contract/media';
import { z } from 'zod';
import type { AudioProbe, VideoProbe } from '../assets/index.ts';

/**
 * What the probe found in a video (renderers/video/probe.ts VideoProbe), as kept in
 * `variations.video_probe`; read back through this schema, so a row written by an older release
 * reads as what it can and never throws.
 */
export const StoredProbeSchema = z.object({
  container: z.enum(['mp4', 'mov', 'webm']),
  mime: z.string(),
  extension: z.string(),
  duration_ms: z.number(),
  frame_rate: z.object({ num: z.number().int().positive(), den: z.number().int().positive() }),
  variable_frame_rate: z.boolean(),
  frame_count: z.number().int().positive(),
  width: z.number().int(),
  height: z.number().int(),
  rotation: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]),
  start_timecode: z.string().nullable(),
  has_audio: z.boolean(),
  video_codec: z.string(),
  audio_codec: z.string().nullable(),
  /** The stored file its frames are decoded from when it is not the variation's original: a banner's recording (features/banners). */
  frames_from: z.string().optional(),
});
export type StoredProbe = z.infer<typeof StoredProbeSchema>;
// The renderer's probe is what is stored: a field added there must be added here.
export type ProbeMatchesRenderer = StoredProbe extends VideoProbe ? (VideoProbe extends StoredProbe ? true : never) : never;

/** What the probe found in a sound file (renderers/audio/probe.ts AudioProbe), kept in the same column. */
export const StoredAudioProbeSchema = z.object({
  kind: z.literal('audio'),
  container: z.enum(['mp3', 'wav', 'm4a', 'mov', 'aac', 'flac', 'ogg', 'webm']),
  mime: z.string(),
  extension: z.string(),
  duration_ms: z.number(),
  sample_rate: z.number().int(),
  channels: z.number().int(),
  audio_codec: z.string(),
});
export type StoredAudioProbe = z.infer<typeof StoredAudioProbeSchema>;
export type AudioProbeMatchesRenderer = StoredAudioProbe extends AudioProbe ? (AudioProbe extends StoredAudioProbe ? true : never) : never;

function parseColumn<T>(schema: z.ZodType<T>, column: string | null): T | null {
  if (!column) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(column));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A video's probe of a variation's row, or null for stills and sound files (and for a column that does not parse). */
export const readProbe = (column: string | null): StoredProbe | null => parseColumn(StoredProbeSchema, column);

/** A sound file's probe of a variation's row, or null for anything else. */
export const readAudioProbe = (column: string | null): StoredAudioProbe | null => parseColumn(StoredAudioProbeSchema, column);

/**
 * Where comments on a time are placed: a video's frames, or a sound file's hundredths of a second
 * (AUDIO_FRAME_RATE). The timecodes of exports and messages are written from it.
 */
export interface Timeline {
  kind: 'video' | 'audio';
  frame_rate: FrameRate;
  frame_count: number;
  start_timecode: string | null;
}

/** The timeline of a video or a sound file; null for a still. */
export function readTimeline(column: string | null): Timeline | null {
  const video = readProbe(column);
  if (video) return { kind: 'video', frame_rate: video.frame_rate, frame_count: video.frame_count, start_timecode: video.start_timecode };
  const audio = readAudioProbe(column);
  return audio && { kind: 'audio', frame_rate: AUDIO_FRAME_RATE, frame_count: audioFrameCount(audio.duration_ms), start_timecode: null };
}
