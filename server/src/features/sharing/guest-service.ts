import type { Comment } from '@review/contract/comments';
import { verify } from '@node-rs/argon2';
import {
  GUEST_DECISIONS_OFF,
  GUEST_DRAWING_OFF,
  GUEST_NOT_AUTHOR,
  LINK_PASSWORD_WRONG,
  type GuestAnnotationBody,
  type GuestCommentBody,
  type GuestDecisionBody,
  type PublicAssetCard,
  type PublicReview,
} from '@review/contract/sharing';
import type { BlobStore } from '../../blob/blob-store.ts';
import { releaseBlobs } from '../../blob/references.ts';
import type { Db } from '../../db/database.ts';
import type { Announce } from '../../domain-events/announce.ts';
import { forbidden, ifRefused, invalid, notFound } from '../../errors.ts';
import { assertPageOf } from '../assets/pages.ts';
import { recordAudit, type AuditContext } from '../audit/record-audit.ts';
import { assertFramesOf, type FrameRange } from '../video/frames-of.ts';
import { presentMedia } from '../video/present-media.ts';
import { filePath, presentPages, presentRendering, readStatus, variationLabel } from '../assets/presenter.ts';
import { createAssetsRepository, type AssetRow } from '../assets/repository.ts';
import type { Throttle } from '../auth/throttle.ts';
import { fullName } from '../auth/presenter.ts';
import { checkedAnnotation } from '../comments/annotation.ts';
import { excerpt } from '../comments/excerpt.ts';
import { loadComment, loadComments } from '../comments/load-comments.ts';
import { createCommentsRepository, type CommentRow } from '../comments/repository.ts';
import { guestSight, stageOfNewThread } from '../comments/stage-visibility.ts';
import { guestRefusal } from '../reviews/decision-rule.ts';
import { loadReviewStates, type AssetReviewState } from '../reviews/load-reviews.ts';
import type { ReviewsService } from '../reviews/service.ts';
import type { LinkAccess } from './link-access.ts';
import { isExpired, targetOf, type GuestCookies, type LinkResolver, type OpenLink } from './open-link.ts';
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

  /** Writes a guest's comment (or mark) with its history line, and announces it, in one transaction. */
  async function insertGuestComment(
    link: OpenLink,
    asset: AssetRow,
    cookies: GuestCookies,
    guest: { variationId: number; parent: CommentRow | undefined; page: number; frames: FrameRange; name: string; email: string; content: string; annotation: object | null },
  ): Promise<{ comment: Comment; cookie: IssuedCookie }> {
    const { parent } = guest;
    const { key, cookie } = browserKey(link, cookies);
    // A reply stays in its thread's stage; a new thread goes to the private stage taking guests, if any (stage-visibility.ts).
    const stageId = parent ? parent.stage_id : await stageOfNewThread(db, 'guest', asset.id);
    const created = await db.transaction().execute(async (trx) => {
      const at = now();
      const row = await createCommentsRepository(trx).insert({
        asset_id: asset.id,
        variation_id: guest.variationId,
        parent_id: parent?.id ?? null,
        user_id: null,
        guest_name: guest.name,
        guest_email: guest.email,
        share_link_id: link.id,
        guest_key: key,
        content: guest.content,
        annotation: guest.annotation ? JSON.stringify(guest.annotation) : null,
        mentions: '[]',
        page: guest.page,
        ...guest.frames,
        stage_id: stageId,
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
    return { comment: withoutEmails(await loadComment(db, created)), cookie };
  }

  /** A comment this browser wrote through the link; 404 outside the link, 403 for anyone else's. */
  async function findOwnComment(token: string, commentId: number, cookies: GuestCookies) {
    const link = await links.findSharedLink(token, cookies);
    const comment = await createCommentsRepository(db).find(commentId);
    if (!comment) throw notFound('Comment not found.');
    await links.assetInLink(link, comment.asset_id).catch(
      ifRefused(() => {
        throw notFound('Comment not found.');
      }),
    );
    // One that guests are kept out of (a private stage's) does not exist for them.
    if (!(await guestSight(db, [comment.asset_id])).sees(comment)) throw notFound('Comment not found.');
    const key = access.guestKey(link.id, cookies);
    if (key === null || comment.guest_key !== key) throw forbidden(GUEST_NOT_AUTHOR);
    return comment;
  }

  /** The link's assets for its grid and for next/previous, in the board's order. */
  async function listCards(link: OpenLink): Promise<PublicAssetCard[]> {
    const rows = link.asset_id === null ? await assetsRepo.listAssets(link.project_id, false) : [(await assetsRepo.findAsset(link.asset_id))!];
    const ids = rows.map((row) => row.id);
    const states = await loadReviewStates(db, ids);
    const newestIds = [...states.values()].flatMap((state) => (state.newest ? [state.newest.id] : []));
    const firstVariations = (await assetsRepo.listVariations(newestIds)).filter((variation) => variation.letter_index === 0);
    return rows.map((row) => {
      const state = states.get(row.id);
      const first = firstVariations.find((variation) => variation.version_id === state?.newest?.id);
      return {
        id: row.id,
        title: row.title,
        status: readStatus(row.status),
        thumbnail: first ? filePath(first.thumbnail) : null,
        version: state?.newest?.version ?? null,
        outcome: state?.outcome ?? 'pending',
      };
    });
  }

  /** One asset of the link: its versions' renderings, its discussion and where its review stands. */
  async function showAsset(asset: AssetRow) {
    const versions = await assetsRepo.listVersions([asset.id]);
    const variations = await assetsRepo.listVariations(versions.map((version) => version.id));
    const laterPages = await assetsRepo.listPages(variations.filter((variation) => variation.page_count > 1).map((variation) => variation.id));
    const renders = await assetsRepo.listRenders(variations.filter((variation) => variation.video_probe !== null).map((variation) => variation.id));
    const sight = await guestSight(db, [asset.id]);
    const rows = (await createCommentsRepository(db).listByAsset(asset.id)).filter((row) => sight.sees(row));
    const comments = (await loadComments(db, rows)).filter((comment) => comment.parent_id === null);
    const state = (await loadReviewStates(db, [asset.id])).get(asset.id)!;
    return {
      asset: { id: asset.id, title: asset.title, status: readStatus(asset.status) },
      review: presentLinkReview(state),
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
            render_error: variation.render_error,
            media: presentMedia(
              variation,
              renders.filter((render) => render.variation_id === variation.id),
              1 + laterPages.filter((page) => page.variation_id === variation.id).length,
            ),
          })),
      })),
      comments: comments.map(withoutEmails),
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
        await recordAudit(trx, { action: 'share_link.opened', ...audit, target: { type: 'share_link', id: opened.linkId, label: opened.label }, projectId: opened.projectId });
      }),

    /** The stored original of one of the link's variations, when the link allows downloads; the download is in the audit log. */
    async original(token: string, variationId: number, cookies: GuestCookies, audit: AuditContext) {
      const link = await links.findSharedLink(token, cookies);
      if (!link.allow_download) throw forbidden('Downloads are not allowed through this review link.');
      const { variation } = await links.variationInLink(link, variationId).catch(
        ifRefused(() => {
          throw notFound('This design is not part of the shared asset.');
        }),
      );
      await recordAudit(db, { action: 'download.original', ...audit, target: { type: 'variation', id: variation.id, label: variation.file_name }, projectId: link.project_id, details: { share_link_id: link.id } });
      return { key: variation.design_file, fileName: variation.file_name };
    },

    /**
     * What the link shows: its assets, and the one asked for (an asset link's own always; a project
     * link's none without `assetId`, for its grid), with the link's id for its view count.
     */
    async view(token: string, assetId: number | undefined, cookies: GuestCookies): Promise<{ review: PublicReview; opened: OpenedLink }> {
      const link = await links.findSharedLink(token, cookies);
      const asset = link.asset_id !== null || assetId !== undefined ? await links.assetInLink(link, assetId) : null;
      const shown = asset ? await showAsset(asset) : { asset: null, review: null, versions: [], comments: [] };
      const key = access.guestKey(link.id, cookies);
      const review: PublicReview = {
        scope: link.asset_id === null ? 'project' : 'asset',
        project_name: link.project_name,
        allow_download: link.allow_download === 1,
        allow_annotations: link.allow_annotations === 1,
        allow_decisions: link.allow_decisions === 1,
        assets: await listCards(link),
        ...shown,
        own_comment_ids: asset && key ? await repo.ownCommentIds(asset.id, key) : [],
      };
      return { review, opened: { linkId: link.id, projectId: link.project_id, label: link.asset_id === null ? link.project_name : (asset?.title ?? link.project_name) } };
    },

    /** A guest's comment or reply, under the name and address they gave; announced, so the people concerned are told. */
    async comment(token: string, body: GuestCommentBody, cookies: GuestCookies) {
      const link = await links.findSharedLink(token, cookies);
      const { variation, asset } = await links.variationInLink(link, body.variation_id);
      const comments = createCommentsRepository(db);
      let parent = body.parent_id ? await comments.find(body.parent_id) : undefined;
      // A thread guests may not see is as unknown as one that does not exist.
      if (parent && !(await guestSight(db, [asset.id])).sees(parent)) parent = undefined;
      if (body.parent_id && (!parent || parent.asset_id !== asset.id)) throw invalid('The comment you reply to does not exist on this asset.', { parent_id: 'Unknown comment.' });
      // Replies stay one level deep, as members' do.
      if (parent && parent.parent_id !== null) parent = await comments.find(parent.parent_id);
      const page = parent ? parent.page : assertPageOf(variation, body.page);
      const frames = parent ? { frame: parent.frame, frame_end: parent.frame_end } : assertFramesOf(variation, body.frame, body.frame_end);
      return insertGuestComment(link, asset, cookies, { variationId: variation.id, parent, page, frames, name: body.name, email: body.email, content: body.content, annotation: null });
    },

    /** A guest's drawn mark with its comment, when the link lets guests draw; stored as members' marks are. */
    async annotate(token: string, body: GuestAnnotationBody, cookies: GuestCookies) {
      const link = await links.findSharedLink(token, cookies);
      if (!link.allow_annotations) throw forbidden(GUEST_DRAWING_OFF);
      const { variation, asset } = await links.variationInLink(link, body.variation_id);
      const { page, annotation } = await checkedAnnotation(db, variation, body);
      const frames = assertFramesOf(variation, body.frame, body.frame_end);
      return insertGuestComment(link, asset, cookies, { variationId: variation.id, parent: undefined, page, frames, name: body.name, email: body.email, content: body.content.trim(), annotation });
    },

    /** A guest changes the text of a comment their browser wrote. */
    async editComment(token: string, commentId: number, content: string, cookies: GuestCookies): Promise<Comment> {
      const comment = await findOwnComment(token, commentId, cookies);
      await createCommentsRepository(db).update(comment.id, { content, updated_at: now() });
      return withoutEmails(await loadComment(db, (await createCommentsRepository(db).find(comment.id))!));
    },

    /** A guest deletes a comment their browser wrote; the replies go with their thread, as members' do. */
    async deleteComment(token: string, commentId: number, cookies: GuestCookies): Promise<void> {
      const comment = await findOwnComment(token, commentId, cookies);
      const comments = createCommentsRepository(db);
      const thread = [comment.id, ...(await comments.listReplies(comment.id)).map((reply) => reply.id)];
      const keys = (await comments.listAttachments(thread)).map((attachment) => attachment.blob_key);
      await comments.delete(comment.id);
      await releaseBlobs(db, blobs, keys);
    },

    /** A guest approves or asks for changes, when the link allows it: it counts as a reviewer's decision. */
    async decide(token: string, body: GuestDecisionBody, cookies: GuestCookies) {
      const link = await links.findSharedLink(token, cookies);
      if (!link.allow_decisions) throw forbidden(GUEST_DECISIONS_OFF);
      if (link.asset_id === null && body.asset_id === undefined) throw invalid('Please say which asset you decide on.', { asset_id: 'Please say which asset you decide on.' });
      const asset = await links.assetInLink(link, body.asset_id);
      const state = await reviews.decideAsGuest(asset, { name: body.name, email: body.email, linkId: link.id }, body);
      return presentLinkReview(state);
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
      return repo.targetHoldsBlob(targetOf(link), key);
    },
  };
}

export type GuestReviewService = ReturnType<typeof createGuestReviewService>;
