import { z } from 'zod';
import { LocaleSchema } from './locale-schema.ts';
import { PageSchema, RenderStateSchema } from './assets.ts';
import { TilesSchema } from './tiles.ts';
import { FrameEndInputSchema, FrameInputSchema, MediaSchema } from './media.ts';
import { AssetStatusSchema } from './statuses.ts';
import { DecisionSchema, REVIEW_NOTE_MAX, ReviewStateSchema } from './reviews.ts';
import { CommentSchema, COMMENT_MAX, CreateAnnotationBodySchema, PageInputSchema } from './comments.ts';
import { EMAIL_ADDRESS, IdSchema } from './fields.ts';
import { withoutControlCharacters } from './text.ts';

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
export const GUEST_DECISIONS_OFF = 'Decisions are not allowed through this review link.';
export const GUEST_NOT_AUTHOR = 'You can only change your own comments.';

/** What a link opens: one asset, or every non-archived asset of a project (new ones as they come). */
export const LinkScopeSchema = z.enum(['asset', 'project']);
export type LinkScope = z.infer<typeof LinkScopeSchema>;

export const ShareLinkSchema = z.object({
  id: z.number().int(),
  /** The full address to hand out. */
  link: z.string(),
  scope: LinkScopeSchema,
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
  /** Whether guests may approve or request changes; a guest's decision counts as a reviewer's. */
  allow_decisions: z.boolean(),
  /** The language guests see the review page in until they choose their own; null: each guest's browser language. */
  locale: LocaleSchema.nullable(),
  /** Browser sessions that opened the link, and when it was last opened. */
  view_count: z.number().int(),
  last_viewed_at: z.string().nullable(),
});
export type ShareLink = z.infer<typeof ShareLinkSchema>;

/**
 * `POST /assets/{id}/share-links`, `POST /projects/{id}/share-links` (all optional) and
 * `PUT /share-links/{id}` (what is left out stays): a password (empty or null removes it), an expiry
 * (null removes it), and what guests may do.
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
  allow_decisions: z.boolean({ error: 'allow_decisions must be true or false.' }).optional(),
  /** The guests' default language; null: each guest's browser language. */
  locale: LocaleSchema.nullish(),
});
export type ShareLinkSettingsBody = z.infer<typeof ShareLinkSettingsBodySchema>;

/** `POST /public/reviews/{token}/unlock`. */
export const UnlockBodySchema = z.object({ password: z.string({ error: 'Please enter the password.' }).min(1, 'Please enter the password.').max(200, LINK_PASSWORD_WRONG) });
export type UnlockBody = z.infer<typeof UnlockBodySchema>;

export const VariationIdParamsSchema = z.object({ token: z.string().min(1).max(200), variation_id: IdSchema });
/** `GET /public/reviews/{token}/assets/{asset_id}/stages`: one of the link's assets. */
export const LinkAssetParamsSchema = z.object({ token: z.string().min(1).max(200), asset_id: IdSchema });

/** `GET /assets/{id}/share-links` and `GET /projects/{id}/share-links`: the links that were not revoked (expired ones too), newest first. */
export const ShareLinkListReplySchema = z.object({ data: z.array(ShareLinkSchema) });
export type ShareLinkListReply = z.infer<typeof ShareLinkListReplySchema>;
/** `POST /assets/{id}/share-links`. */
export const ShareLinkReplySchema = z.object({ message: z.string(), data: ShareLinkSchema });
export type ShareLinkReply = z.infer<typeof ShareLinkReplySchema>;

export const ReviewTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });
export const GuestCommentParamsSchema = ReviewTokenParamsSchema.extend({ comment_id: IdSchema });

/** `GET /public/reviews/{token}?asset=`: which of a project link's assets to show (none: the grid). */
export const PublicReviewQuerySchema = z.object({ asset: IdSchema.optional() });

/** One asset of the link, as the grid and next/previous show it. */
export const PublicAssetCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: AssetStatusSchema,
  /** Relative path of the newest version's thumbnail, or null before any upload. */
  thumbnail: z.string().nullable(),
  /** The newest version's number, or null. */
  version: z.number().int().nullable(),
  outcome: ReviewStateSchema,
});
export type PublicAssetCard = z.infer<typeof PublicAssetCardSchema>;

/** A decision on the newest version as a review link shows it: a member by name, a guest by name with `guest: true`. */
export const PublicDecisionSchema = z.object({
  name: z.string(),
  guest: z.boolean(),
  decision: DecisionSchema,
  note: z.string().nullable(),
  decided_at: z.string(),
});
export type PublicDecision = z.infer<typeof PublicDecisionSchema>;

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
  render_error: z.string().nullable(),
  /** As a member sees it; paths relative, as `preview`. */
  media: MediaSchema,
  /** As a member sees it; its tiles load with `?review={token}` as the preview does. */
  tiles: TilesSchema.nullable(),
});
export type PublicVariation = z.infer<typeof PublicVariationSchema>;

/** `GET /public/reviews/{token}`: what a review link shows. People are named, never given by e-mail. */
export const PublicReviewSchema = z.object({
  scope: LinkScopeSchema,
  project_name: z.string(),
  /** Whether the original of a variation may be downloaded (`/public/reviews/{token}/files/{variation_id}/original`). */
  allow_download: z.boolean(),
  /** Whether the guest may draw (`POST /public/reviews/{token}/annotations`). */
  allow_annotations: z.boolean(),
  /** Whether the guest may approve or request changes (`POST /public/reviews/{token}/decisions`). */
  allow_decisions: z.boolean(),
  /** The link's default language for its guests (null: the browser's); a guest's own choice wins. */
  locale: LocaleSchema.nullable(),
  /** Every asset of the link in the board's order: one for an asset link, the project's non-archived ones for a project link. */
  assets: z.array(PublicAssetCardSchema),
  /** The asset on screen; null for a project link opened without `?asset=` (its grid). */
  asset: z.object({ id: z.number().int(), title: z.string(), status: AssetStatusSchema }).nullable(),
  /** Where the asset's newest version stands, and each reviewer's and guest's latest decision on it; null with no asset. */
  review: z
    .object({
      outcome: ReviewStateSchema,
      version_id: z.number().int().nullable(),
      decisions: z.array(PublicDecisionSchema),
      /** Why guests cannot decide now (no stage that takes them is running: not started yet, or finished), or null when they can. */
      guests_closed: z.string().nullable(),
    })
    .nullable(),
  /** Comments this browser wrote through the link (its guest cookie), which it may edit or delete. */
  own_comment_ids: z.array(z.number().int()),
  /** Newest first. */
  versions: z.array(z.object({ id: z.number().int(), version: z.number().int(), variations: z.array(PublicVariationSchema) })),
  /** Top-level comments with their replies, oldest first, resolved ones included (they keep the markers' numbers); e-mail addresses blank. */
  comments: z.array(CommentSchema),
});
export type PublicReview = z.infer<typeof PublicReviewSchema>;
export const PublicReviewReplySchema = z.object({ data: PublicReviewSchema });
export type PublicReviewReply = z.infer<typeof PublicReviewReplySchema>;

/** Why a review page cannot show the review: a password to type, a link revoked or expired, an asset the link no longer opens. */
export const ReviewPageRefusalSchema = z.enum(['password_required', 'closed', 'asset_unavailable']);
export type ReviewPageRefusal = z.infer<typeof ReviewPageRefusalSchema>;

/**
 * `GET /public/reviews/{token}/page?asset=`: what the review page shows, for a browser. The same
 * review as `GET /public/reviews/{token}`, but a refusal a guest is expected to meet is a state of a
 * 200 answer, with the sentence to show, rather than a 401 or 404 a browser logs as a failure.
 */
export const PublicReviewPageSchema = z.union([
  z.object({ state: z.literal('open'), review: PublicReviewSchema }),
  z.object({ state: ReviewPageRefusalSchema, message: z.string(), locale: LocaleSchema.nullable() }),
]);
export type PublicReviewPage = z.infer<typeof PublicReviewPageSchema>;
export const PublicReviewPageReplySchema = z.object({ data: PublicReviewPageSchema });
export type PublicReviewPageReply = z.infer<typeof PublicReviewPageReplySchema>;

/** `POST /public/reviews/{token}/comments`: a guest's comment or reply. */
const GuestNameSchema = withoutControlCharacters(z.string({ error: GUEST_NAME_REQUIRED }).trim().min(1, GUEST_NAME_REQUIRED).max(80, 'Please use at most 80 characters for your name.'));
const GuestEmailSchema = z
  .string({ error: GUEST_EMAIL_INVALID })
  .trim()
  .max(254, GUEST_EMAIL_INVALID)
  .regex(EMAIL_ADDRESS, GUEST_EMAIL_INVALID);

const GuestContentSchema = z
    .string({ error: GUEST_COMMENT_EMPTY })
    .trim()
    .min(1, GUEST_COMMENT_EMPTY)
    .max(COMMENT_MAX, `A comment may have at most ${COMMENT_MAX} characters.`);

export const GuestCommentBodySchema = z.object({
  variation_id: IdSchema,
  /** A reply to this top-level comment; absent for a new thread. */
  parent_id: IdSchema.nullish(),
  content: GuestContentSchema,
  name: GuestNameSchema,
  email: GuestEmailSchema,
  /** Ignored for a reply, which is on its thread's page. */
  page: PageInputSchema,
  frame: FrameInputSchema,
  frame_end: FrameEndInputSchema,
});
export type GuestCommentBody = z.infer<typeof GuestCommentBodySchema>;

/** `POST /public/reviews/{token}/annotations`: a mark drawn by a guest, as members' annotation comments (no mentions), with their name and address. */
export const GuestAnnotationBodySchema = CreateAnnotationBodySchema.omit({ mentions: true }).extend({ name: GuestNameSchema, email: GuestEmailSchema });
export type GuestAnnotationBody = z.infer<typeof GuestAnnotationBodySchema>;
export const GUEST_DRAWING_OFF = 'Drawing is not allowed through this review link.';

/** `POST /public/reviews/{token}/decisions`: a guest approves or asks for changes on an asset's newest version. */
export const GuestDecisionBodySchema = z.object({
  decision: DecisionSchema,
  note: z.string().trim().max(REVIEW_NOTE_MAX, `The note may have at most ${REVIEW_NOTE_MAX} characters.`).nullish(),
  name: GuestNameSchema,
  email: GuestEmailSchema,
  /** Which asset: needed for a project link, the link's own for an asset link. */
  asset_id: IdSchema.optional(),
  /** The version on screen; only the newest may be decided on (409 otherwise). */
  version_id: IdSchema.optional(),
});
export type GuestDecisionBody = z.infer<typeof GuestDecisionBodySchema>;

/** `PUT /public/reviews/{token}/comments/{comment_id}`: a guest edits a comment they wrote from this browser. */
export const GuestCommentEditBodySchema = z.object({
  content: GuestContentSchema,
});
export type GuestCommentEditBody = z.infer<typeof GuestCommentEditBodySchema>;

/**
 * `GET /public/reviews/{token}/events`: Server-Sent Events for a guest, read-only. `ready` first, then
 * `review` {} whenever something the link shows may have changed: ask for the review again. The
 * stream ends when the link is revoked or expires.
 */
export const reviewEventsPath = (token: string) => `/public/reviews/${encodeURIComponent(token)}/events`;
