import { z } from 'zod';
import { IdSchema } from './fields.ts';
import { MAX_DOCUMENT_PAGES } from './assets.ts';
import { MAX_PATH_POINTS, PenColorSchema, ShapeSchema, WirePointSchema } from './geometry.ts';
import { FrameEndInputSchema, FrameInputSchema } from './media.ts';
import { CommentChangeStateSchema } from './changes.ts';

/** The quick-reaction emoji offered on every comment (spec section 9), in order. */
export const QUICK_REACTIONS = ['😀', '😁', '😂', '😉', '😍', '😘', '❤️', '🤮', '🤢', '😠', '😤', '🤯', '🥺', '🐶', '🐱', '🍕', '🍔', '⚽', '🏀'] as const;

export const COMMENT_MAX = 10_000;
export const ATTACHMENTS_MAX = 10;
export const ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;

const CommentUserSchema = z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string(), email: z.string(), avatar: z.string().nullable() });

export const ReactionSchema = z.object({
  id: z.number().int(),
  /** The emoji itself. */
  reaction: z.string(),
  user_id: z.number().int(),
  user: z.object({ first_name: z.string(), last_name: z.string() }),
});
export type Reaction = z.infer<typeof ReactionSchema>;

/** A drawn mark pinned on the image, in the image's own pixel coordinates. */
export const AnnotationSchema = z.object({
  shape: ShapeSchema,
  color: z.string(),
  /** Where the marker sits: the stroke's first point. */
  starting_point: WirePointSchema,
  path: z.array(WirePointSchema),
});
export type Annotation = z.infer<typeof AnnotationSchema>;

const CommentBaseSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  /** Null for a top-level comment, else the parent's id as a string (spec). */
  parent_id: z.string().nullable(),
  is_resolved: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  user: CommentUserSchema.nullable(),
  /** Who wrote it through a review link, without an account; null for members' comments. */
  guest: z.object({ name: z.string(), email: z.string() }).nullable(),
  asset_id: z.number().int(),
  version: z.object({ id: z.number().int(), version: z.number().int() }),
  variation: z.object({ id: z.number().int(), label: z.string() }),
  /** Stored attachment paths, relative to the app's host. */
  attachment: z.array(z.string()),
  reactions: z.array(ReactionSchema),
  /** The drawn mark, for annotation comments; null otherwise. */
  annotation: AnnotationSchema.nullable(),
  /** The page of the design file it is about (1 for images); a reply has its thread's page. */
  page: z.number().int(),
  /** A video's frame (from 0) it is about, or the first of its range; null for stills and for a video as a whole. A reply has its thread's. */
  frame: z.number().int().nullable(),
  /** The last frame of its range, or null for a single frame. */
  frame_end: z.number().int().nullable(),
  /** Who resolved it, when, and the newest version number of the asset at that moment. */
  resolved_by: CommentUserSchema.nullable(),
  resolved_at: z.string().nullable(),
  resolved_version: z.number().int().nullable(),
  /** Ids of the members mentioned in it. */
  mentions: z.array(z.number().int()),
  /**
   * For an unresolved thread of an earlier version, carried forward onto the newest: whether its mark
   * (a point with 16 px around it) meets a box the newest version changed. Null for the newest
   * version's own threads, resolved ones, replies, threads without a mark, and until the comparison is ready.
   */
  change_state: CommentChangeStateSchema.nullable(),
});

export type Comment = z.infer<typeof CommentBaseSchema> & { replies: Comment[] };
/**
 * A comment; top-level ones carry their replies, oldest first. Named because it is recursive: the API
 * document can only refer to itself through a component, and an unnamed one got none to refer to.
 */
export const CommentSchema: z.ZodType<Comment> = CommentBaseSchema.extend({ replies: z.lazy(() => z.array(CommentSchema)) }).meta({ id: 'Comment' });

export const CommentListQuerySchema = z.object({ asset: IdSchema, variation: IdSchema.optional() });
/** `GET /comments?asset=`: every comment of the asset, replies too, oldest first; split by `is_resolved` and `parent_id`. */
export const CommentListReplySchema = z.object({ data: z.array(CommentSchema) });
export const CommentMessageReplySchema = z.object({ message: z.string(), data: CommentSchema });
export type CommentMessageReply = z.infer<typeof CommentMessageReplySchema>;

/** The page a new comment is about; forms send it as text. Absent means page 1. */
export const PageInputSchema = z.coerce
  .number({ error: 'The page must be a number.' })
  .int('The page must be a whole number.')
  .min(1, 'Pages are numbered from 1.')
  .max(MAX_DOCUMENT_PAGES, `A document has at most ${MAX_DOCUMENT_PAGES} pages.`)
  .default(1);

const mentionsInput = z
  .union([z.array(IdSchema), IdSchema.transform((id) => [id])])
  .optional()
  .transform((ids) => ids ?? []);

/** `POST /comments` (JSON, or multipart with files in `attachments[]`). */
export const CreateCommentBodySchema = z.object({
  variation_id: IdSchema,
  content: z.string({ error: 'The comment must be text.' }).max(COMMENT_MAX, `A comment may have at most ${COMMENT_MAX} characters.`).default(''),
  /** The parent comment's id, for a reply; empty or absent for a new thread. */
  parent_id: z.union([z.literal('').transform(() => undefined), z.literal('null').transform(() => undefined), z.null().transform(() => undefined), IdSchema]).optional(),
  /** Ids of mentioned project members: each gets a notification. */
  mentions: mentionsInput,
  /** Ignored for a reply, which is on its thread's page. */
  page: PageInputSchema,
  /** A video's frame, or the first of a range; ignored for a reply. Refused for stills. */
  frame: FrameInputSchema,
  /** The range's last frame, at or after `frame`. */
  frame_end: FrameEndInputSchema,
});
export type CreateCommentBody = z.infer<typeof CreateCommentBodySchema>;

/** `PUT /comments/{id}`: new text, or one attachment path to remove. */
export const UpdateCommentBodySchema = z
  .object({
    content: z.string().max(COMMENT_MAX, `A comment may have at most ${COMMENT_MAX} characters.`).optional(),
    remove_attachment: z.string().optional(),
    mentions: mentionsInput,
  })
  .refine((body) => body.content !== undefined || body.remove_attachment !== undefined, { error: 'Send content or remove_attachment.' });
export type UpdateCommentBody = z.infer<typeof UpdateCommentBodySchema>;

/** JSON text of a list of points, as the spec's client sends `starting_point` and `path`. */
const pointsText = (field: string, max: number) =>
  z.union([z.string(), z.array(WirePointSchema)], { error: `${field} must be JSON text of a list of {x, y} points.` }).transform((value, ctx) => {
    let parsed: unknown = value;
    if (typeof value === 'string') {
      try {
        parsed = JSON.parse(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: `${field} must be JSON text of a list of {x, y} points.` });
        return z.NEVER;
      }
    }
    const points = z.array(WirePointSchema).min(1).max(max).safeParse(parsed);
    if (!points.success) {
      ctx.addIssue({ code: 'custom', message: `${field} must be a list of 1 to ${max} {x, y} points with numeric x and y.` });
      return z.NEVER;
    }
    return points.data;
  });

/** `POST /annotation-comments`. */
export const CreateAnnotationBodySchema = z.object({
  variation_id: IdSchema,
  starting_point: pointsText('starting_point', 1),
  path: pointsText('path', MAX_PATH_POINTS),
  content: z.string().max(COMMENT_MAX, `A comment may have at most ${COMMENT_MAX} characters.`).nullish().transform((text) => text ?? ''),
  color: z.union([PenColorSchema, z.string().regex(/^#[0-9a-fA-F]{6}$/)], { error: 'The colour must be red, blue, green or yellow.' }),
  shape: ShapeSchema.default('pen'),
  mentions: mentionsInput,
  page: PageInputSchema,
  frame: FrameInputSchema,
  frame_end: FrameEndInputSchema,
});
export type CreateAnnotationBody = z.infer<typeof CreateAnnotationBodySchema>;

/** `POST /comments-react`: adds the user's reaction, or takes it back if they had already given that emoji. */
export const ReactBodySchema = z.object({
  reaction: z.string({ error: 'Choose an emoji.' }).trim().min(1, 'Choose an emoji.').max(32, 'That is not a single emoji.'),
  comment_id: IdSchema,
});
export type ReactBody = z.infer<typeof ReactBodySchema>;

export const DELETE_COMMENT_CONFIRM = 'Are you sure you want to delete this comment?';
export const DELETE_REPLY_CONFIRM = 'Are you sure you want to delete this reply?';
export const EDIT_HINT = 'Please press Enter to save your updates.';
