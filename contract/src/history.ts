import { z } from 'zod';
import { IdSchema } from './fields.ts';

/** One thing that happened to an asset (spec: History entry). */
export const HistoryEntrySchema = z.object({
  id: z.number().int(),
  asset_id: z.number().int(),
  user: z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string(), email: z.string() }).nullable(),
  /** Who did it through a review link, without an account; null for members. */
  guest: z.object({ name: z.string() }).nullable(),
  /** Short machine word: uploaded_version, added_variation, deleted_variation, status_changed, commented, replied, ... */
  action: z.string(),
  /** A sentence for people; `reply`/`replied_to` are set for replies. */
  message: z.object({ text: z.string(), reply: z.string().optional(), replied_to: z.string().optional() }),
  created_at: z.string(),
});
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;

export const HistoryQuerySchema = z.object({
  asset: IdSchema,
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export const HistoryReplySchema = z.object({
  data: z.array(HistoryEntrySchema),
  meta: z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int() }),
});
export type HistoryReply = z.infer<typeof HistoryReplySchema>;
