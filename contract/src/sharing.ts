import { z } from 'zod';
import { PageSchema, RenderStateSchema } from './assets.ts';
import { AssetStatusSchema } from './statuses.ts';
import { CommentSchema, COMMENT_MAX, CreateAnnotationBodySchema, PageInputSchema } from './comments.ts';
import { EMAIL_ADDRESS, IdSchema } from './fields.ts';

/**
 * Public review links (spec section 6's "Email user"): anyone holding the link can view one asset and
 * comment on it under a name and an e-mail address, without an account, until a member revokes it.
 */

export const REVIEW_LINK_INACTIVE = 'This review link is no longer active.';
export const GUEST_NAME_REQUIRED = 'Please enter your name.';
export const GUEST_EMAIL_INVALID = 'Please enter a valid email address.';
export const GUEST_COMMENT_EMPTY = 'Please write a comment.';

/** The app path a review link opens: `/review/{token}`. */
export const reviewPath = (token: string) => `/review/${token}`;

export const LINK_PASSWORD_REQUIRED = 'This review link needs a password.';
export const LINK_PASSWORD_WRONG = 'That password is not right.';
export const LINK_PASSWORD_MIN = 4;

export const ShareLinkSchema = z.object({
  id: z.number().int(),
  /** The full address to hand out. */
  link: z.string(),
  created_at: z.string(),
  created_by: z.object({ first_name: z.string(), last_name: z.string() }).nullable(),
  /** Whether guests must give a password first (the password itself is never sent). */
  has_password: z.boolean(),
  /** After this time the link answers as a revoked one; null: it does not expire. */
  expires_at: z.string().nullable(),
  /** Whether guests may download the original of the version on screen. */
  allow_download: z.boolean(),
  /** Whether guests may draw annotations (with a comment), as members do. */
  allow_annotations: z.boolean(),
  /** Browser sessions that opened the link, and when it was last opened. */
  view_count: z.number().int(),
  last_viewed_at: z.string().nullable(),
});
export type ShareLink = z.infer<typeof ShareLinkSchema>;

/**
 * `POST /assets/{id}/share-links` (all optional) and `PUT /share-links/{id}` (what is left out stays):
 * a password (empty or null removes it), an expiry (null removes it) and downloads.
 */
export const ShareLinkSettingsBodySchema = z.object({
  password: z
    .string({ error: 'The password must be text.' })
    .max(200, 'Please use at most 200 characters for the password.')
    .refine((value) => value === '' || value.length >= LINK_PASSWORD_MIN, `Please use at least ${LINK_PASSWORD_MIN} characters for the password.`)
    .nullish(),
  expires_at: z.iso.datetime({ offset: true, error: 'Please give the expiry as a date and time.' }).nullish(),
  allow_download: z.boolean({ error: 'allow_download must be true or false.' }).optional(),
  allow_annotations: z.boolean({ error: 'allow_annotations must be true or false.' }).optional(),
});
export type ShareLinkSettingsBody = z.infer<typeof ShareLinkSettingsBodySchema>;

/** `POST /public/reviews/{token}/unlock`. */
export const UnlockBodySchema = z.object({ password: z.string({ error: 'Please enter the password.' }).min(1, 'Please enter the password.').max(200, LINK_PASSWORD_WRONG) });
export type UnlockBody = z.infer<typeof UnlockBodySchema>;

export const VariationIdParamsSchema = z.object({ token: z.string().min(1).max(200), variation_id: IdSchema });

/** `GET /assets/{id}/share-links`: the asset's links that were not revoked (expired ones too), newest first. */
export const ShareLinkListReplySchema = z.object({ data: z.array(ShareLinkSchema) });
export type ShareLinkListReply = z.infer<typeof ShareLinkListReplySchema>;
/** `POST /assets/{id}/share-links`. */
export const ShareLinkReplySchema = z.object({ message: z.string(), data: ShareLinkSchema });
export type ShareLinkReply = z.infer<typeof ShareLinkReplySchema>;

export const ReviewTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

const PublicVariationSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  variation_name: z.string(),
  /** Relative paths; the page adds `?review={token}` to load them without an account. */
  preview: z.string(),
  thumbnail: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  page_count: z.number().int(),
  /** Relative paths, as `preview` and `thumbnail`. */
  pages: z.array(PageSchema),
  render_state: RenderStateSchema,
});
export type PublicVariation = z.infer<typeof PublicVariationSchema>;

/** `GET /public/reviews/{token}`: what a review link shows. People are named, never given by e-mail. */
export const PublicReviewSchema = z.object({
  project_name: z.string(),
  /** Whether the original of a variation may be downloaded (`/public/reviews/{token}/files/{variation_id}/original`). */
  allow_download: z.boolean(),
  /** Whether the guest may draw (`POST /public/reviews/{token}/annotations`). */
  allow_annotations: z.boolean(),
  asset: z.object({ id: z.number().int(), title: z.string(), status: AssetStatusSchema }),
  /** Newest first. */
  versions: z.array(z.object({ id: z.number().int(), version: z.number().int(), variations: z.array(PublicVariationSchema) })),
  /** Top-level comments with their replies, oldest first, resolved ones included (they keep the markers' numbers); e-mail addresses blank. */
  comments: z.array(CommentSchema),
});
export type PublicReview = z.infer<typeof PublicReviewSchema>;
export const PublicReviewReplySchema = z.object({ data: PublicReviewSchema });
export type PublicReviewReply = z.infer<typeof PublicReviewReplySchema>;

/** `POST /public/reviews/{token}/comments`: a guest's comment or reply. */
const GuestNameSchema = z.string({ error: GUEST_NAME_REQUIRED }).trim().min(1, GUEST_NAME_REQUIRED).max(80, 'Please use at most 80 characters for your name.');
const GuestEmailSchema = z
  .string({ error: GUEST_EMAIL_INVALID })
  .trim()
  .max(254, GUEST_EMAIL_INVALID)
  .regex(EMAIL_ADDRESS, GUEST_EMAIL_INVALID);

export const GuestCommentBodySchema = z.object({
  variation_id: IdSchema,
  /** A reply to this top-level comment; absent for a new thread. */
  parent_id: IdSchema.nullish(),
  content: z
    .string({ error: GUEST_COMMENT_EMPTY })
    .trim()
    .min(1, GUEST_COMMENT_EMPTY)
    .max(COMMENT_MAX, `A comment may have at most ${COMMENT_MAX} characters.`),
  name: GuestNameSchema,
  email: GuestEmailSchema,
  /** Ignored for a reply, which is on its thread's page. */
  page: PageInputSchema,
});
export type GuestCommentBody = z.infer<typeof GuestCommentBodySchema>;

/** `POST /public/reviews/{token}/annotations`: a mark drawn by a guest, as members' annotation comments (no mentions), with their name and address. */
export const GuestAnnotationBodySchema = CreateAnnotationBodySchema.omit({ mentions: true }).extend({ name: GuestNameSchema, email: GuestEmailSchema });
export type GuestAnnotationBody = z.infer<typeof GuestAnnotationBodySchema>;
export const GUEST_DRAWING_OFF = 'Drawing is not allowed through this review link.';
