import { z } from 'zod';
import type { VideoProbe } from '../assets/index.ts';

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
});
export type StoredProbe = z.infer<typeof StoredProbeSchema>;
// The renderer's probe is what is stored: a field added there must be added here.
export type ProbeMatchesRenderer = StoredProbe extends VideoProbe ? (VideoProbe extends StoredProbe ? true : never) : never;

/** The probe of a variation's row, or null for stills (and for a column that does not parse). */
export function readProbe(column: string | null): StoredProbe | null {
  if (!column) return null;
  try {
    const parsed = StoredProbeSchema.safeParse(JSON.parse(column));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
