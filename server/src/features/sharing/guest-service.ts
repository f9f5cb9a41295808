import type { GuestAnnotationBody, GuestCommentBody, GuestDecisionBody } from '@review/contract/sharing';
import type { BlobStore } from '../../blob/blob-store.ts';
import type { Db } from '../../db/database.ts';
import type { Announce } from '../../domain-events/announce.ts';
import type { RequestOrigin } from '../../domain-events/audited-events.ts';
import { readLocale } from '../../i18n/locale.ts';
import type { AuditContext } from '../audit/index.ts';
import type { Throttle } from '../auth/index.ts';
import { guestSight } from '../comments/index.ts';
import { canActorReadBlob } from '../files/index.ts';
import type { ReviewsService } from '../reviews/index.ts';
import { countView, type OpenedLink } from './count-view.ts';
import type { GuestContext } from './guest-context.ts';
import { guestActor } from './guest-actor.ts';
import { guestAnnotation, guestComment, guestDelete, guestEdit } from './guest-comments.ts';
import { guestDecision } from './guest-decision.ts';
import { guestOriginal } from './guest-original.ts';
import type { LinkAccess } from './link-access.ts';
import { isExpired, type GuestCookies, type LinkResolver } from './open-link.ts';
import { createShareLinksRepository } from './repository.ts';
import { unlockLink } from './unlock-link.ts';
import { viewLink } from './view-link.ts';

export type { OpenedLink } from './count-view.ts';
export type { IssuedCookie } from './guest-comments.ts';

/**
 * The guest's side of review links: anyone holding a link views what it opens, comments, draws and
 * decides as the link allows, under a name and an address, and edits or deletes what their own
 * browser wrote. Each operation is a file of its own, on the members' operations with the link's
 * guest as the actor.
 */
export function createGuestReviewService(
  db: Db,
  deps: { links: LinkResolver; access: LinkAccess; throttle: Throttle; announce: Announce; reviews: ReviewsService; blobs: BlobStore },
) {
  const ctx: GuestContext = { db, ...deps };
  const repo = createShareLinksRepository(db);

  return {
    unlock: (token: string, password: string, ip: string) => unlockLink(ctx, token, password, ip),
    countView: (opened: OpenedLink, audit: AuditContext) => countView(ctx, opened, audit),
    original: (token: string, variationId: number, cookies: GuestCookies, audit: AuditContext) => guestOriginal(ctx, token, variationId, cookies, audit),
    view: (token: string, assetId: number | undefined, cookies: GuestCookies) => viewLink(ctx, token, assetId, cookies),
    /** The link's language for its guests, told even when the link refuses them; null for none or no such link. */
    localeOf: async (token: string) => readLocale(await repo.localeOf(token)),
    comment: (token: string, body: GuestCommentBody, cookies: GuestCookies) => guestComment(ctx, token, body, cookies),
    annotate: (token: string, body: GuestAnnotationBody, cookies: GuestCookies) => guestAnnotation(ctx, token, body, cookies),
    editComment: (token: string, commentId: number, content: string, cookies: GuestCookies) => guestEdit(ctx, token, commentId, content, cookies),
    deleteComment: (token: string, commentId: number, cookies: GuestCookies) => guestDelete(ctx, token, commentId, cookies),
    decide: (token: string, body: GuestDecisionBody, cookies: GuestCookies, client: RequestOrigin) => guestDecision(ctx, token, body, cookies, client),

    /** Where a guest's live stream listens: the link's project, from its revision now. */
    async streamOf(token: string, cookies: GuestCookies) {
      const link = await deps.links.findSharedLink(token, cookies);
      return { linkId: link.id, projectId: link.project_id, revision: await repo.projectRevision(link.project_id) };
    },

    /** Whether `key` is a file the holder of this link may load (renderings of its assets, attachments of their comments). */
    async guestMayRead(token: string, key: string, cookies: GuestCookies): Promise<boolean> {
      const link = await repo.findActive(token);
      if (!link || isExpired(link) || !deps.access.holds(link, cookies)) return false;
      return canActorReadBlob(db, guestActor(link, null), key, (assetIds) => guestSight(db, assetIds));
    },
  };
}

export type GuestReviewService = ReturnType<typeof createGuestReviewService>;
