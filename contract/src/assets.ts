import { z } from 'zod';
import { IdSchema, flagInput } from './fields.ts';
import { AssetReviewSummarySchema } from './reviews.ts';
import { AssetStatusSchema, StatusInputSchema } from './statuses.ts';
import { TilesSchema } from './tiles.ts';
import { MediaSchema } from './media.ts';

export { DESIGN_FILE_ACCEPT, DESIGN_FILE_TYPES } from './file-types.ts';
/** Most pages a PDF may have. */
export const MAX_DOCUMENT_PAGES = 300;
export const ASSET_TITLE_MAX = 200;

/** A person beside an asset, version or variation. */
export const PersonSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
});
export type Person = z.infer<typeof PersonSchema>;

/** One rendered page of a design file: images and SVGs have one, PDFs one per page. */
export const PageSchema = z.object({
  /** From 1. */
  number: z.number().int(),
  /** A WebP at most 2560 px on its long side, relative path. */
  preview: z.string(),
  /** A WebP about 400 px wide, relative path. */
  thumbnail: z.string(),
  /** Pixels of the preview for documents, of the original for images: annotation points are in these. */
  width: z.number().int(),
  height: z.number().int(),
  /** The slide's speaker notes (a PPTX or ODP), paragraphs on lines of their own; absent when it has none. */
  notes: z.string().optional(),
  /** The page's tile pyramid for zooming past its preview; null while it is made, or when the preview holds every pixel. */
  tiles: TilesSchema.nullable(),
});
export type Page = z.infer<typeof PageSchema>;

/**
 * `ready`: every page is rendered. `rendering`: a document's later pages, or a video's proxies, sprite
 * and waveform, are still being rendered in the background (page 1, a video's first frame, always exists). `failed`: rendering stopped; `render_error` says why and
 * `POST /variations/{id}/render` tries again.
 */
export const RenderStateSchema = z.enum(['ready', 'rendering', 'failed']);
export type RenderState = z.infer<typeof RenderStateSchema>;

/** One design file of a version (spec: Variation). */
export const VariationSchema = z.object({
  id: z.number().int(),
  version_id: z.number().int(),
  /** The version's number. */
  version: z.number().int(),
  /** The file name without its extension, unless given. */
  variation_name: z.string(),
  /** Version number and a letter from A: `1A`, `1B`, ... */
  label: z.string(),
  /** The original file, path relative to the app's host. */
  design_file: z.string(),
  /** A WebP about 400 px wide, relative path. */
  thumbnail: z.string(),
  /** A WebP at most 2560 px on its long side, viewable in every browser (TIFF included), relative path. */
  preview: z.string(),
  file_name: z.string(),
  /** MIME type of the original. */
  file_type: z.string(),
  /** Bytes of the original. */
  file_size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  /** Pages of the design file: 1 for images and SVGs. */
  page_count: z.number().int(),
  /** The pages rendered so far, in order; page 1's are also `preview`, `thumbnail`, `width` and `height`. */
  pages: z.array(PageSchema),
  render_state: RenderStateSchema,
  /** Why rendering failed, when `render_state` is `failed`; null otherwise. */
  render_error: z.string().nullable(),
  /** What the file is; for a video, its probe and renders (a video's `preview` is its first frame). */
  media: MediaSchema,
  /** Page 1's tile pyramid (as `pages[0].tiles`): an image larger than its preview gets one in the background after the upload. */
  tiles: TilesSchema.nullable(),
  /** Open comments on this variation. */
  comments_count: z.number().int(),
  user: PersonSchema.nullable(),
  created_at: z.string(),
});
export type Variation = z.infer<typeof VariationSchema>;

/** One numbered version of an asset; its file fields are those of its first variation (spec: Version). */
export const VersionSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  asset_id: z.number().int(),
  asset: z.object({ id: z.number().int(), title: z.string() }),
  note: z.string(),
  file_name: z.string(),
  file_type: z.string(),
  file_size: z.number().int(),
  /** `WIDTHxHEIGHT` in pixels. */
  file_dimension: z.string(),
  variations: z.array(VariationSchema),
  user: PersonSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Version = z.infer<typeof VersionSchema>;

/** A design under review (spec: Asset). */
export const AssetSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Sanitised markup; empty when none. */
  description: z.string(),
  /** Wire form: Todo, InProgress, Ready to Review, Approved. */
  status: AssetStatusSchema,
  project_id: z.number().int(),
  project: z.object({ id: z.number().int(), name: z.string(), project_name: z.string() }),
  project_name: z.string(),
  /** Who created the asset. */
  user: PersonSchema.nullable(),
  /** The assigned Creator (uploads new versions), or null for anyone. */
  creator_user_id: z.number().int().nullable(),
  /** The assigned Approver, or null for anyone. */
  approver_user_id: z.number().int().nullable(),
  is_archived: z.enum(['0', '1']),
  /** Newest version first. */
  versions: z.array(VersionSchema),
  /** Board: open comments across the asset. */
  commentNumber: z.number().int(),
  /** Board: how many versions the asset has. */
  copyNumber: z.number().int(),
  /** The latest version's first variation's thumbnail, or null before any upload. */
  thumbnail: z.string().nullable(),
  /** Reviewers and their decisions on the newest version (features/reviews). */
  review: AssetReviewSummarySchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Asset = z.infer<typeof AssetSchema>;

export const AssetListQuerySchema = z.object({
  project: IdSchema,
  /** Include archived assets too (Owner/Admin screens). */
  archived: flagInput('archived').optional(),
});
export const AssetListReplySchema = z.object({ data: z.array(AssetSchema) });
export const AssetReplySchema = z.object({ data: AssetSchema });
export const AssetMessageReplySchema = z.object({ message: z.string(), data: AssetSchema });
export type AssetMessageReply = z.infer<typeof AssetMessageReplySchema>;

const assetTitle = z
  .string({ error: 'Please enter a title.' })
  .trim()
  .min(1, 'Please enter a title.')
  .max(ASSET_TITLE_MAX, `The title may have at most ${ASSET_TITLE_MAX} characters.`);

/** `POST /assets`. */
export const CreateAssetBodySchema = z.object({ project_id: IdSchema, title: assetTitle });
export type CreateAssetBody = z.infer<typeof CreateAssetBodySchema>;

const optionalUserId = z.union([z.literal('').transform(() => null), z.null(), IdSchema]);

/** `PUT /assets/{id}`: any of these. */
export const UpdateAssetBodySchema = z
  .object({
    title: assetTitle.optional(),
    description: z.string({ error: 'The description must be text.' }).max(20_000, 'The description is too long.').nullish(),
    status: StatusInputSchema.optional(),
    creator_user_id: optionalUserId.optional(),
    approver_user_id: optionalUserId.optional(),
    is_archived: flagInput('is_archived').optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: 'Send title, description, status, creator_user_id, approver_user_id or is_archived.' });
export type UpdateAssetBody = z.infer<typeof UpdateAssetBodySchema>;

export const VersionListQuerySchema = z.object({ asset: IdSchema });
export const VersionListReplySchema = z.object({ data: z.array(VersionSchema) });
export const VersionMessageReplySchema = z.object({ message: z.string(), data: VersionSchema });

export const VariationListQuerySchema = z.object({ version: IdSchema });
export const VariationListReplySchema = z.object({ data: z.array(VariationSchema) });
export const VariationMessageReplySchema = z.object({ message: z.string(), data: VariationSchema });

/** Multipart text fields of `POST /versions` (with the file `design_file`). */
export const CreateVersionFieldsSchema = z.object({
  asset_id: IdSchema,
  note: z.string().max(5_000, 'The note may have at most 5000 characters.').optional(),
  variation_name: z.string().max(200, 'The variation name may have at most 200 characters.').optional(),
});

/** Multipart text fields of `POST /variations` (with the file `design_file`). */
export const CreateVariationFieldsSchema = z.object({
  version_id: IdSchema,
  variation_name: z.string().max(200, 'The variation name may have at most 200 characters.').optional(),
});

/** Multipart text fields of `POST /upload/design_files` (with the file `design_file`). */
export const UploadDesignFileFieldsSchema = z.object({ project_id: IdSchema });

