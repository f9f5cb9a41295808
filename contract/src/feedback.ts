import { z } from 'zod';
import { ChangedRegionSchema, ChangeStateSchema, CommentChangeStateSchema } from './changes.ts';
import { FrameRateSchema } from './media.ts';
import { CurrentStageSchema } from './reviews.ts';

/**
 * `GET /assets/{id}/feedback` (and `?format=md`, and the MCP tool `get_open_feedback`): an asset's
 * open feedback on its newest version, as a brief an agent or a script can act on.
 */
export const FeedbackBoxSchema = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });
export type FeedbackBox = z.infer<typeof FeedbackBoxSchema>;

const FeedbackReplySchemaItem = z.object({ comment_id: z.number().int(), text: z.string(), author: z.string(), created_at: z.string() });

export const FeedbackItemSchema = z.object({
  comment_id: z.number().int(),
  /**
   * The marker's number on the design, as the review screen shows it: per variation, its marks in the
   * order they were made, then (the brief's own, the screen shows none) its threads without a mark.
   * Two variations each have a 1: `variation` tells them apart.
   */
  number: z.number().int(),
  text: z.string(),
  author: z.string(),
  /** The version the thread was written on, and is answered on: the newest, or an earlier one whose thread the screen carries forward. */
  version: z.number().int(),
  /** The thread's variation as the review screen labels it: its version's number and letter ("2A"). */
  variation: z.string(),
  /**
   * For a thread carried forward from an earlier version: whether its mark meets a box the newest
   * version changed (`changed`) or not (`untouched`); null for the newest version's own threads,
   * threads without a mark, and until the comparison is ready.
   */
  change_state: CommentChangeStateSchema.nullable(),
  /** The page of a document (1 for images). */
  page: z.number().int(),
  /** The drawn mark's bounding box in the image's pixels, or null for a comment without a mark. */
  box: FeedbackBoxSchema.nullable(),
  /**
   * Absolute URL of a PNG of the marked area (with a margin), or null without a mark. On a video's
   * frame it is cut from that frame, and without a mark it is the whole frame, scaled down.
   */
  crop_url: z.string().nullable(),
  /** A video's frame (from 0) the thread is about, or the first of its range; null for stills and for a whole video. */
  frame: z.number().int().nullable(),
  /** The range's last frame, or null for a single frame. */
  frame_end: z.number().int().nullable(),
  /** SMPTE timecode of `frame`, counted from the file's own start timecode as the review screen shows it (a MOV's `01:00:41:16`; from `00:00:00:00` when the file has none; `;` before the frames in drop-frame), or null. */
  timecode: z.string().nullable(),
  /** Timecode of `frame_end`, or null. */
  timecode_end: z.string().nullable(),
  /** Absolute URL of the exact frame as a PNG at the video's display size (the boxes' pixels), or null without a frame. */
  frame_url: z.string().nullable(),
  /** Absolute URL of the comment in the web app. */
  link: z.string(),
  replies: z.array(FeedbackReplySchemaItem),
});
export type FeedbackItem = z.infer<typeof FeedbackItemSchema>;

/** What the newest version changed against the one before (its first variation's comparison). */
export const FeedbackChangesSchema = z.object({
  /** The number of the version it was compared with; null when there was nothing to compare with. */
  compared_with_version: z.number().int().nullable(),
  state: ChangeStateSchema,
  /** The boxes of change, in the newest version's pixels; empty unless `ready`. */
  regions: z.array(ChangedRegionSchema),
  /** Changed pixels over all compared pixels, 0 to 1 (0 unless `ready`). */
  changed_ratio: z.number(),
});
export type FeedbackChanges = z.infer<typeof FeedbackChangesSchema>;

export const FeedbackSchema = z.object({
  asset_id: z.number().int(),
  title: z.string(),
  /** The newest version's number, or null before any upload. */
  version: z.number().int().nullable(),
  version_id: z.number().int().nullable(),
  /** Size of the newest version's first variation, in pixels (the boxes' frame). */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** When the newest version's first variation is a video: what places its frames in time; else null. */
  video: z
    .object({
      duration_ms: z.number().int(),
      frame_rate: FrameRateSchema,
      frame_count: z.number().int(),
    })
    .nullable(),
  /**
   * When the newest version's first variation is a sound file: its length and sound; its comments'
   * frames are hundredths of a second (`frame_rate` 100/1) and their timecodes read `00:00:01.50`. Else null.
   */
  audio: z
    .object({
      duration_ms: z.number().int(),
      sample_rate: z.number().int(),
      channels: z.number().int(),
    })
    .nullable(),
  /** When the review has several stages: the one running now (or next to start), with its deadline; null for a review of one stage. */
  stage: CurrentStageSchema.nullable(),
  /** What the newest version changed against the previous one, or null before any upload. */
  changes: FeedbackChangesSchema.nullable(),
  /**
   * The open threads the review screen lists on the newest version: its own unresolved threads, then
   * earlier versions' unresolved threads it marks Changed here or Untouched (those with a `change_state`).
   */
  items: z.array(FeedbackItemSchema),
});
export type Feedback = z.infer<typeof FeedbackSchema>;
export const FeedbackReplySchema = z.object({ data: FeedbackSchema });
export const FeedbackQuerySchema = z.object({ format: z.enum(['json', 'md'], { error: 'The format must be json or md.' }).optional() });
