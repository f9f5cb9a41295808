import type { Asset, Variation, Version } from '@review/contract/assets';
import type { Comment } from '@review/contract/comments';
import { verify } from '@node-rs/argon2';
import {
  LINK_PASSWORD_WRONG,
  type GuestAnnotationBody,
  type GuestCommentBody,
  type GuestDecisionBody,
  type PublicAssetCard,
  type PublicReview,
  type PublicVariation,
} from '@review/contract/sharing';
import type { BlobStore } from '../../blob/blob-store.ts';
import type { Db } from '../../db/database.ts';
import { announceAlone, type Announce } from '../../domain-events/announce.ts';
import { ifRefused, invalid, notFound } from '../../errors.ts';
import { createAssetsRepository, loadAssets, loadVersions, readStatus, type AssetRow } from '../assets/index.ts';
import { fullName, type Throttle } from '../auth/index.ts';
import { createComment, deleteComment, editComment, guestSight, listActorComments } from '../comments/index.ts';
import { guestRefusal, loadReviewStates, type AssetReviewState, type ReviewsService } from '../reviews/index.ts';
import type { AuditContext } from '../audit/index.ts';
import { authorize, may } from '../access/index.ts';
import { canActorReadBlob } from '../files/index.ts';
import { guestActor } from './guest-actor.ts';
import type { LinkAccess } from './link-access.ts';
import { isExpired, type GuestCookies, type LinkResolver, type OpenLink } from './open-link.ts';
import { createShareLinksRepository } from './repository.ts';

/** Wrong passwords one address may try on one link in a minute (then 429). */
const UNLOCK_TRIES = 5;
const UNLOCK_WINDOW_MS = 60_000;
const now = () => new Date().toISOString();

/** A link a guest opened, as its view count and the audit log name it (by what it shares). */
export interface OpenedLink {
  linkId: number;
  projectId: number;
  label: string;
}

/** The cookie a guest's browser is to keep after writing: set when it had no genuine one yet. */
export type IssuedCookie = { name: string; value: string } | null;

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

/** An asset as a link's grid and next/previous show it, from the board's presentation. */
const linkCard = (asset: Asset): PublicAssetCard => ({
  id: asset.id,
  title: asset.title,
  status: asset.status,
  thumbnail: asset.thumbnail,
  version: asset.versions[0]?.version ?? null,
  outcome: asset.review.outcome,
});

/** A variation as members get it, without what a link does not give: its file, size, uploader and counts. */
const linkVariation = (variation: Variation): PublicVariation => ({
  id: variation.id,
  label: variation.label,
  variation_name: variation.variation_name,
  preview: variation.preview,
  thumbnail: variation.thumbnail,
  width: variation.width,
  height: variation.height,
  page_count: variation.page_count,
  render_state: variation.render_state,
  pages: variation.pages,
  render_error: variation.render_error,
  media: variation.media,
});

const linkVersion = (version: Version) => ({ id: version.id, version: version.version, variations: version.variations.map(linkVariation) });

/** Where an asset's newest version stands, as a review link shows it: members and guests by name. */
function presentLinkReview(state: AssetReviewState): NonNullable<PublicReview['review']> {
  const members = state.reviewers.flatMap((reviewer) =>
    reviewer.latest ? [{ name: fullName(reviewer), guest: false, decision: reviewer.decision as 'approved' | 'changes_requested', note: reviewer.latest.note, decided_at: reviewer.latest.created_at }] : [],
  );
  const guests = state.guests.map((guest) => ({ name: guest.guest_name ?? '', guest: true, decision: guest.decision, note: guest.note, decided_at: guest.created_at }));
  return {
    outcome: state.outcome,
    version_id: state.newest?.id ?? null,
    decisions: [...members, ...guests].sort((a, b) => a.decided_at.localeCompare(b.decided_at)),
    guests_closed: guestRefusal(state),
  };
}

/**
 * The guest's side of review links: anyone holding a link views what it opens, comments, draws and
 * decides as the link allows, under a name and an address, and edits or deletes what their own
 * browser wrote.
 */
export function createGuestReviewService(
  db: Db,
  deps: { links: LinkResolver; access: LinkAccess; throttle: Throttle; announce: Announce; reviews: ReviewsService; blobs: BlobStore },
) {
  const { links, access, throttle, announce, reviews, blobs } = deps;
  const repo = createShareLinksRepository(db);
  const assetsRepo = createAssetsRepository(db);

  /** This browser's guest key for the link, and the cookie to set when it has none yet. */
  function browserKey(link: OpenLink, cookies: GuestCookies): { key: string; cookie: IssuedCookie } {
    const key = access.guestKey(link.id, cookies);
    if (key) return { key, cookie: null };
    const issued = access.issueGuest(link.id);
    return { key: issued.key, cookie: { name: access.guestCookieName(link.id), value: issued.value } };
  }

  /** The link behind the token as an Actor, writing under `given` with this browser's key (issued on its first write). */
  async function writer(token: string, cookies: GuestCookies, given: { name: string; email: string }) {
    const link = await links.findSharedLink(token, cookies);
    const { key, cookie } = browserKey(link, cookies);
    return { actor: guestActor(link, key, given), cookie };
  }

  /** The link behind the token as an Actor acting on what this browser wrote before (no key: nothing of theirs). */
  async function author(token: string, cookies: GuestCookies) {
    const link = await links.findSharedLink(token, cookies);
    return guestActor(link, access.guestKey(link.id, cookies));
  }

  /** The link's assets as the board presents them (assets' presenter): those the policy lets its guest read, in the board's order. */
  async function linkAssets(link: OpenLink): Promise<Asset[]> {
    const guest = guestActor(link, null);
    const rows = link.asset_id === null ? await assetsRepo.listAssets(link.project_id, false) : [await assetsRepo.findAsset(link.asset_id)];
    return loadAssets(db, rows.filter((row): row is AssetRow => row !== undefined && may(guest, 'asset.read', row)), link.project_name);
  }

  /**
   * One asset of the link: its versions as members get them (`presented`, else read anew), its
   * discussion as the link's guest sees it (members' list, private stages by the same rule) and
   * where its review stands.
   */
  async function showAsset(link: OpenLink, row: AssetRow, presented: Asset | undefined) {
    const versions = presented?.versions ?? (await loadVersions(db, row));
    const comments = await listActorComments(db, guestActor(link, null), row.id);
    const state = (await loadReviewStates(db, [row.id])).get(row.id)!;
    return {
      asset: { id: row.id, title: row.title, status: readStatus(row.status) },
      review: presentLinkReview(state),
      versions: versions.map(linkVersion),
      comments: comments.filter((comment) => comment.parent_id === null).map(withoutEmails),
    };
  }

  return {
    /**
     * Checks a guest's password for a protected link; the proof to keep in a cookie, or null when the
     * link has no password. Wrong tries are limited per link and address.
     */
    async unlock(token: string, password: string, ip: string) {
      const link = await links.findOpenLink(token);
      if (!link.password_hash) return null;
      await throttle.assertLinkAllowed(link.id, ip, UNLOCK_TRIES, UNLOCK_WINDOW_MS);
      if (!(await verify(link.password_hash, password))) {
        await throttle.recordLinkFailure(link.id, ip);
        throw invalid(LINK_PASSWORD_WRONG, { password: LINK_PASSWORD_WRONG });
      }
      return { name: access.cookieName(link.id), ...access.issue(link) };
    },

    /**
     * Counts a browser session that opened the link (the caller knows whether it was counted before),
     * and notes the visit in the audit log: once per visit, not per read.
     */
    countView: (opened: OpenedLink, audit: AuditContext) =>
      db.transaction().execute(async (trx) => {
        await createShareLinksRepository(trx).countView(opened.linkId, now());
        await announce(trx, { type: 'share_link.opened', by: audit, project_id: opened.projectId, link_id: opened.linkId, label: opened.label });
      }),

    /** The stored original of one of the link's variations, when the link allows downloads; the download is in the audit log. */
    async original(token: string, variationId: number, cookies: GuestCookies, audit: AuditContext) {
      const link = await links.findSharedLink(token, cookies);
      authorize(guestActor(link, null), 'asset.download');
      const { variation } = await links.variationInLink(link, variationId).catch(
        ifRefused(() => {
          throw notFound('This design is not part of the shared asset.');
        }),
      );
      await announceAlone(db, announce, { type: 'original.downloaded', by: audit, project_id: link.project_id, variation: { id: variation.id, file_name: variation.file_name }, share_link_id: link.id });
      return { key: variation.design_file, fileName: variation.file_name };
    },

    /**
     * What the link shows: its assets, and the one asked for (an asset link's own always; a project
     * link's none without `assetId`, for its grid), with the link's id for its view count.
     */
    async view(token: string, assetId: number | undefined, cookies: GuestCookies): Promise<{ review: PublicReview; opened: OpenedLink }> {
      const link = await links.findSharedLink(token, cookies);
      const asset = link.asset_id !== null || assetId !== undefined ? await links.assetInLink(link, assetId) : null;
      const assets = await linkAssets(link);
      const shown = asset ? await showAsset(link, asset, assets.find((presented) => presented.id === asset.id)) : { asset: null, review: null, versions: [], comments: [] };
      const key = access.guestKey(link.id, cookies);
      const review: PublicReview = {
        scope: link.asset_id === null ? 'project' : 'asset',
        project_name: link.project_name,
        allow_download: link.allow_download === 1,
        allow_annotations: link.allow_annotations === 1,
        allow_decisions: link.allow_decisions === 1,
        assets: assets.map(linkCard),
        ...shown,
        own_comment_ids: asset && key ? await repo.ownCommentIds(asset.id, key) : [],
      };
      return { review, opened: { linkId: link.id, projectId: link.project_id, label: link.asset_id === null ? link.project_name : (asset?.title ?? link.project_name) } };
    },

    /** A guest's comment or reply, under the name and address they gave; announced, so the people concerned are told. */
    async comment(token: string, body: GuestCommentBody, cookies: GuestCookies): Promise<{ comment: Comment; cookie: IssuedCookie }> {
      const { actor, cookie } = await writer(token, cookies, body);
      const comment = await createComment({ db, blobs, announce }, { actor, variationId: body.variation_id, parentId: body.parent_id, content: body.content, page: body.page, frames: body });
      return { comment: withoutEmails(comment), cookie };
    },

    /** A guest's drawn mark with its comment, when the link lets guests draw; stored as members' marks are. */
    async annotate(token: string, body: GuestAnnotationBody, cookies: GuestCookies): Promise<{ comment: Comment; cookie: IssuedCookie }> {
      const { actor, cookie } = await writer(token, cookies, body);
      // The link's switch is answered before anything about the design, as it always was.
      authorize(actor, 'comment.draw');
      const comment = await createComment({ db, blobs, announce }, { actor, variationId: body.variation_id, content: body.content, mark: body, page: body.page, frames: body });
      return { comment: withoutEmails(comment), cookie };
    },

    /** A guest changes the text of a comment their browser wrote. */
    editComment: async (token: string, commentId: number, content: string, cookies: GuestCookies): Promise<Comment> =>
      withoutEmails(await editComment({ db, blobs }, { actor: await author(token, cookies), commentId, content })),

    /** A guest deletes a comment their browser wrote; the replies go with their thread, as members' do. */
    deleteComment: async (token: string, commentId: number, cookies: GuestCookies): Promise<void> => deleteComment({ db, blobs }, { actor: await author(token, cookies), commentId }),

    /** A guest approves or asks for changes, when the link allows it: it counts as a reviewer's decision. */
    async decide(token: string, body: GuestDecisionBody, cookies: GuestCookies) {
      const link = await links.findSharedLink(token, cookies);
      const actor = guestActor(link, access.guestKey(link.id, cookies), body);
      // The link's switch is answered before anything about the asset, as it always was.
      authorize(actor, 'review.decide');
      if (link.asset_id === null && body.asset_id === undefined) throw invalid('Please say which asset you decide on.', { asset_id: 'Please say which asset you decide on.' });
      const asset = await links.assetInLink(link, body.asset_id);
      return presentLinkReview(await reviews.decideAs(actor, asset, body));
    },

    /** Where a guest's live stream listens: the link's project, from its revision now. */
    async streamOf(token: string, cookies: GuestCookies) {
      const link = await links.findSharedLink(token, cookies);
      return { linkId: link.id, projectId: link.project_id, revision: await repo.projectRevision(link.project_id) };
    },

    /** Whether `key` is a file the holder of this link may load (renderings of its assets, attachments of their comments). */
    async guestMayRead(token: string, key: string, cookies: GuestCookies): Promise<boolean> {
      const link = await repo.findActive(token);
      if (!link || isExpired(link) || !access.holds(link, cookies)) return false;
      return canActorReadBlob(db, guestActor(link, null), key, (assetIds) => guestSight(db, assetIds));
    },
  };
}

export type GuestReviewService = ReturnType<typeof createGuestReviewService>;
