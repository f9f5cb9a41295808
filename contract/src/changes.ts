import { z } from 'zod';

/**
 * Where a variation's comparison with the previous version stands: `pending` while the renderer
 * works, `ready` with its boxes, `failed` when it could not be made, `none` when there was nothing
 * to compare with (the first version, a new name and letter, a video).
 */
export const ChangeStateSchema = z.enum(['pending', 'ready', 'failed', 'none']);
export type ChangeState = z.infer<typeof ChangeStateSchema>;

/** One box of changed pixels, in the new version's image pixels (a document's: its page's rendering). */
export const ChangedRegionSchema = z.object({
  /** The page it is on, from 1 (always 1 for images). */
  page: z.number().int(),
  /** Left edge. */
  x: z.number().int(),
  /** Top edge. */
  y: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  /** How many pixels inside the box differ, counted at the comparison's scale. */
  changed_pixels: z.number().int(),
});
export type ChangedRegion = z.infer<typeof ChangedRegionSchema>;

/** A variation's changed regions against the previous version's matching variation (same name, else same letter). */
export const VariationChangesSchema = z.object({
  /** The variation of the previous version it was compared with; null when there is none. */
  compared_with: z.number().int().nullable(),
  state: ChangeStateSchema,
  /** Empty unless `ready`; a few boxes, largest first within each page, pages in order. */
  regions: z.array(ChangedRegionSchema),
  /** Changed pixels over all compared pixels, 0 to 1 (0 unless `ready`). */
  changed_ratio: z.number(),
  /** When the comparison settled (`ready` or `failed`); null while `pending` and for `none`. */
  compared_at: z.string().nullable(),
});
export type VariationChanges = z.infer<typeof VariationChangesSchema>;

export const VariationChangesReplySchema = z.object({ data: VariationChangesSchema });
export type VariationChangesReply = z.infer<typeof VariationChangesReplySchema>;

/** A carried-forward thread's mark meets a changed box of the newest version (`changed`) or not (`untouched`). */
export const CommentChangeStateSchema = z.enum(['changed', 'untouched']);
export type CommentChangeState = z.infer<typeof CommentChangeStateSchema>;
