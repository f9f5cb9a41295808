import type { Comment } from '@review/contract/comments';
import { hash, verify } from '@node-rs/argon2';
import {
  LINK_PASSWORD_REQUIRED,
  LINK_PASSWORD_WRONG,
  REVIEW_LINK_INACTIVE,
  reviewPath,
  GUEST_DRAWING_OFF,
  type GuestAnnotationBody,
  type GuestCommentBody,
  type PublicReview,
  type ShareLink,
  type ShareLinkSettingsBody,
} from '@review/contract/sharing';
import type { Db } from '../../db/database.ts';
import type { Announce } from '../../domain-events/announce.ts';
import { AppError, forbidden, ifRefused, invalid, notFound } from '../../errors.ts';
import type { Throttle } from '../auth/throttle.ts';
import type { UserRow } from '../auth/repository.ts';
import { createToken } from '../auth/tokens.ts';
import { assertPageOf } from '../assets/pages.ts';
import { filePath, presentPages, presentRendering, readStatus, variationLabel } from '../assets/presenter.ts';
import { createAssetsRepository } from '../assets/repository.ts';
import type { AssetsService } from '../assets/service.ts';
import { loadComment, loadComments } from '../comments/load-comments.ts';
import { checkedAnnotation } from '../comments/annotation.ts';
import { createCommentsRepository, type CommentRow } from '../comments/repository.ts';
import { authorize } from '../projects/policy.ts';
import type { LinkAccess } from './link-access.ts';
import { createShareLinksRepository, type LinkSettings } from './repository.ts';
import { excerpt } from '../comments/excerpt.ts';

const LINK_NOT_FOUND = 'Review link not found.';
/** Wrong passwords one address may try on one link in a minute (then 429). */
const UNLOCK_TRIES = 5;
const UNLOCK_WINDOW_MS = 60_000;

/** Cookies of the guest's browser, by name: the proof of a link's password lives there. */
export type GuestCookies = Record<string, string | undefined>;

const isExpired = (link: { expires_at: string | null }) => link.expires_at !== null && link.expires_at <= new Date().toISOString();
const now = () => new Date().toISOString();

/** What a review link shows of the people in a discussion: names, never e-mail addresses. */
function withoutEmails(comment: Comment): Comment {
  return {
    ...comment,
    user: comment.user && { ...comment.user, email: '' },
    guest: comment.guest && { ...comment.guest, email: '' },
    resolved_by: comment.resolved_by && { ...comment.resolved_by, email: '' },
    replies: comment.replies.map(withoutEmails),
  };
}

/** Review links of assets: members make and revoke them; anyone holding one views the asset and comments as a guest. */
export function createSharingService(
  db: Db,
  { assets, announce, publicUrl, access, throttle }: { assets: AssetsService; announce: Announce; publicUrl: string; access: LinkAccess; throttle: Throttle },
) {
  const repo = createShareLinksRepository(db);
  const assetsRepo = createAssetsRepository(db);

  const present = (
    row: { id: number; token: string; created_at: string; first_name: string | null; last_name: string | null; view_count: number; last_viewed_at: string | null } & LinkSettings,
  ): ShareLink => ({
    id: row.id,
    link: `${publicUrl}${reviewPath(row.token)}`,
    created_at: row.created_at,
    created_by: row.first_name === null ? null : { first_name: row.first_name, last_name: row.last_name ?? '' },
    has_password: row.password_hash !== null,
    expires_at: row.expires_at,
    allow_download: row.allow_download === 1,
    allow_annotations: row.allow_annotations === 1,
    view_count: row.view_count,
    last_viewed_at: row.last_viewed_at,
  });

  /** A link that still works (not revoked, not expired), before its password is asked. */
  async function findOpenLink(token: string) {
    const asset = await repo.findActiveAsset(token);
    if (!asset || isExpired(asset)) throw notFound(REVIEW_LINK_INACTIVE);
    return asset;
  }

  /** A link that still works and that this browser opened with its password: nothing of the asset is told before. */
  async function findSharedAsset(token: string, cookies: GuestCookies) {
    const asset = await findOpenLink(token);
    if (!access.holds({ id: asset.share_link_id, password_hash: asset.password_hash }, cookies)) throw new AppError(401, 'password_required', LINK_PASSWORD_REQUIRED);
    return asset;
  }

  /** The stored form of the settings a member gave; what they left out is left out. */
  async function toSettings(body: ShareLinkSettingsBody): Promise<Partial<LinkSettings>> {
    const settings: Partial<LinkSettings> = {};
    if (body.password !== undefined) settings.password_hash = body.password ? await hash(body.password) : null;
    if (body.expires_at !== undefined) {
      if (body.expires_at !== null && Date.parse(body.expires_at) <= Date.now()) throw invalid('The expiry must be in the future.', { expires_at: 'The expiry must be in the future.' });
      settings.expires_at = body.expires_at === null ? null : new Date(body.expires_at).toISOString();
    }
    if (body.allow_download !== undefined) settings.allow_download = body.allow_download ? 1 : 0;
    if (body.allow_annotations !== undefined) settings.allow_annotations = body.allow_annotations ? 1 : 0;
    return settings;
  }

  /** A link the user may manage; 404 for one they cannot see or that was revoked. */
  async function findManageableLink(user: UserRow, linkId: number) {
    const link = await repo.find(linkId);
    if (!link || link.revoked_at !== null) throw notFound(LINK_NOT_FOUND);
    const { role } = await assets.findVisibleAsset(user, link.asset_id).catch(
      ifRefused(() => {
        throw notFound(LINK_NOT_FOUND);
      }),
    );
    authorize(role, 'asset.share');
    return link;
  }

  /** One of the shared asset's variations; 422 for anything else. */
  async function findLinkVariation(assetId: number, variationId: number) {
    const variation = await assetsRepo.findVariation(variationId);
    const version = variation && (await assetsRepo.findVersion(variation.version_id));
    if (!variation || version?.asset_id !== assetId) throw invalid('This design is not part of the shared asset.', { variation_id: 'Unknown design.' });
    return variation;
  }

  /** Writes a guest's comment (or mark) with its history line, and announces it, in one transaction. */
  async function insertGuestComment(
    asset: { id: number; title: string; share_link_id: number },
    guest: { variationId: number; parent: CommentRow | undefined; page: number; name: string; email: string; content: string; annotation: object | null },
  ): Promise<Comment> {
    const { parent } = guest;
    const created = await db.transaction().execute(async (trx) => {
      const at = now();
      const row = await createCommentsRepository(trx).insert({
        asset_id: asset.id,
        variation_id: guest.variationId,
        parent_id: parent?.id ?? null,
        user_id: null,
        guest_name: guest.name,
        guest_email: guest.email,
        share_link_id: asset.share_link_id,
        content: guest.content,
        annotation: guest.annotation ? JSON.stringify(guest.annotation) : null,
        mentions: '[]',
        page: guest.page,
        created_at: at,
      });
      const said = `"${excerpt(guest.content)}"`;
      const verb = guest.annotation ? 'annotated' : 'commented on';
      await createAssetsRepository(trx).insertHistory({
        asset_id: asset.id,
        user_id: null,
        guest_name: guest.name,
        action: parent ? 'replied' : guest.annotation ? 'annotated' : 'commented',
        text: parent ? 'replied to a comment' : guest.content ? `${verb} ${asset.title}: ${said}` : `${verb} ${asset.title}`,
        reply: parent ? guest.content : null,
        replied_to: parent ? parent.content : null,
        created_at: at,
      });
      await announce(trx, { type: 'comment.created', comment_id: row.id });
      await createAssetsRepository(trx).updateAsset(asset.id, { updated_at: at });
      return row;
    });
    return withoutEmails(await loadComment(db, created));
  }

  const presentOne = async (linkId: number) => present(await repo.findListed(linkId));

  return {
    async list(user: UserRow, assetId: number): Promise<ShareLink[]> {
      const { asset, role } = await assets.findVisibleAsset(user, assetId);
      authorize(role, 'asset.share');
      return (await repo.listActive(asset.id)).map(present);
    },

    async create(user: UserRow, assetId: number, body: ShareLinkSettingsBody): Promise<ShareLink> {
      const { asset, role } = await assets.findVisibleAsset(user, assetId);
      authorize(role, 'asset.share');
      const settings = await toSettings(body);
      const { id } = await repo.insert({
        asset_id: asset.id,
        token: createToken(),
        created_by_user_id: user.id,
        created_at: now(),
        password_hash: settings.password_hash ?? null,
        expires_at: settings.expires_at ?? null,
        allow_download: settings.allow_download ?? 0,
        allow_annotations: settings.allow_annotations ?? 0,
      });
      return presentOne(id);
    },

    async update(user: UserRow, linkId: number, body: ShareLinkSettingsBody): Promise<ShareLink> {
      const link = await findManageableLink(user, linkId);
      const settings = await toSettings(body);
      if (Object.keys(settings).length) await repo.update(link.id, settings);
      return presentOne(link.id);
    },

    async revoke(user: UserRow, linkId: number): Promise<void> {
      const link = await findManageableLink(user, linkId);
      await repo.revoke(link.id, now());
    },

    /**
     * Checks a guest's password for a protected link; the proof to keep in a cookie, or null when the
     * link has no password. Wrong tries are limited per link and address.
     */
    async unlock(token: string, password: string, ip: string) {
      const link = await findOpenLink(token);
      if (!link.password_hash) return null;
      const protectedLink = { id: link.share_link_id, password_hash: link.password_hash };
      await throttle.assertLinkAllowed(protectedLink.id, ip, UNLOCK_TRIES, UNLOCK_WINDOW_MS);
      if (!(await verify(link.password_hash, password))) {
        await throttle.recordLinkFailure(protectedLink.id, ip);
        throw invalid(LINK_PASSWORD_WRONG, { password: LINK_PASSWORD_WRONG });
      }
      return { name: access.cookieName(protectedLink.id), ...access.issue(protectedLink) };
    },

    /** Counts a browser session that opened the link (the caller knows whether it was counted before). */
    countView: (linkId: number) => repo.countView(linkId, now()),

    /** The stored original of one of the link's variations, when the link allows downloads. */
    async original(token: string, variationId: number, cookies: GuestCookies) {
      const asset = await findSharedAsset(token, cookies);
      if (!asset.allow_download) throw forbidden('Downloads are not allowed through this review link.');
      const variation = await assetsRepo.findVariation(variationId);
      const version = variation && (await assetsRepo.findVersion(variation.version_id));
      if (!variation || version?.asset_id !== asset.id) throw notFound('This design is not part of the shared asset.');
      return { key: variation.design_file, fileName: variation.file_name };
    },

    /** The asset behind a link: its versions' renderings and its discussion, and the link's id (for its view count). */
    async view(token: string, cookies: GuestCookies): Promise<{ review: PublicReview; linkId: number }> {
      const asset = await findSharedAsset(token, cookies);
      const versions = await assetsRepo.listVersions([asset.id]);
      const variations = await assetsRepo.listVariations(versions.map((version) => version.id));
      const laterPages = await assetsRepo.listPages(variations.filter((variation) => variation.page_count > 1).map((variation) => variation.id));
      const comments = (await loadComments(db, await createCommentsRepository(db).listByAsset(asset.id))).filter((comment) => comment.parent_id === null);
      const review: PublicReview = {
        project_name: asset.project_name,
        allow_download: asset.allow_download === 1,
        allow_annotations: asset.allow_annotations === 1,
        asset: { id: asset.id, title: asset.title, status: readStatus(asset.status) },
        versions: versions.map((version) => ({
          id: version.id,
          version: version.version,
          variations: variations
            .filter((variation) => variation.version_id === version.id)
            .map((variation) => ({
              id: variation.id,
              label: variationLabel(version.version, variation.letter_index),
              variation_name: variation.variation_name,
              preview: filePath(variation.preview),
              thumbnail: filePath(variation.thumbnail),
              width: variation.width,
              height: variation.height,
              ...presentRendering(variation),
              pages: presentPages(
                variation,
                laterPages.filter((page) => page.variation_id === variation.id),
              ),
            })),
        })),
        comments: comments.map(withoutEmails),
      };
      return { review, linkId: asset.share_link_id };
    },

    /** A guest's comment or reply, under the name and address they gave; announced, so the people concerned are told. */
    async comment(token: string, body: GuestCommentBody, cookies: GuestCookies): Promise<Comment> {
      const asset = await findSharedAsset(token, cookies);
      const variation = await findLinkVariation(asset.id, body.variation_id);
      const comments = createCommentsRepository(db);
      let parent = body.parent_id ? await comments.find(body.parent_id) : undefined;
      if (body.parent_id && (!parent || parent.asset_id !== asset.id)) throw invalid('The comment you reply to does not exist on this asset.', { parent_id: 'Unknown comment.' });
      // Replies stay one level deep, as members' do.
      if (parent && parent.parent_id !== null) parent = await comments.find(parent.parent_id);
      const page = parent ? parent.page : assertPageOf(variation, body.page);
      return insertGuestComment(asset, { variationId: variation.id, parent, page, name: body.name, email: body.email, content: body.content, annotation: null });
    },

    /** A guest's drawn mark with its comment, when the link lets guests draw; stored as members' marks are. */
    async annotate(token: string, body: GuestAnnotationBody, cookies: GuestCookies): Promise<Comment> {
      const asset = await findSharedAsset(token, cookies);
      if (!asset.allow_annotations) throw forbidden(GUEST_DRAWING_OFF);
      const variation = await findLinkVariation(asset.id, body.variation_id);
      const { page, annotation } = await checkedAnnotation(db, variation, body);
      return insertGuestComment(asset, { variationId: variation.id, parent: undefined, page, name: body.name, email: body.email, content: body.content.trim(), annotation });
    },

    /** Whether `key` is a file the holder of this link may load (renderings of the asset, attachments of its comments). */
    async guestMayRead(token: string, key: string, cookies: GuestCookies): Promise<boolean> {
      const asset = await repo.findActiveAsset(token);
      if (!asset || isExpired(asset) || !access.holds({ id: asset.share_link_id, password_hash: asset.password_hash }, cookies)) return false;
      return repo.assetHoldsBlob(asset.id, key);
    },
  };
}

export type SharingService = ReturnType<typeof createSharingService>;
