import type { Db } from '../../db/database.ts';
import { AppError, notFound } from '../../errors.ts';
import { findActorAsset, findActorVariation } from '../access/index.ts';
import { guestActor } from './guest-actor.ts';
import type { LinkAccess } from './link-access.ts';
import { createShareLinksRepository, type LinkTarget } from './repository.ts';

/** Cookies of the guest's browser, by name: the proof of a link's password lives there. */
export type GuestCookies = Record<string, string | undefined>;

export type OpenLink = NonNullable<Awaited<ReturnType<ReturnType<typeof createShareLinksRepository>['findActive']>>>;

export const isExpired = (link: { expires_at: string | null }) => link.expires_at !== null && link.expires_at <= new Date().toISOString();

/** What the link opens, as the repository filters by it. */
export const targetOf = (link: OpenLink): LinkTarget => (link.asset_id === null ? { project_id: link.project_id } : { asset_id: link.asset_id });


/**
 * Finds the link behind a token, as a guest may use it: not revoked, not expired, and opened with
 * its password in this browser. Every guest call goes through here first, so a link that closes
 * while its page is open refuses the very next call.
 */
export function createLinkResolver(db: Db, access: LinkAccess) {
  const repo = createShareLinksRepository(db);

  /** A link that still works, before its password is asked. */
  async function findOpenLink(token: string): Promise<OpenLink> {
    const link = await repo.findActive(token);
    if (!link || isExpired(link)) throw notFound('review_link_inactive');
    return link;
  }

  return {
    findOpenLink,

    /** A link that still works and that this browser opened with its password: nothing behind it is told before. */
    async findSharedLink(token: string, cookies: GuestCookies): Promise<OpenLink> {
      const link = await findOpenLink(token);
      if (!access.holds(link, cookies)) throw new AppError(401, 'password_required');
      return link;
    },

    /**
     * An asset the link opens (an asset link's own, or the one asked for of a project link's
     * non-archived assets), as the policy reads it. 404 for any other, so a guest learns nothing of the rest.
     */
    async assetInLink(link: OpenLink, assetId: number | undefined) {
      const id = assetId ?? link.asset_id;
      if (id === null) throw notFound('asset_not_in_link');
      return (await findActorAsset(db, guestActor(link, null), id)).asset;
    },

    /** The asset of one of the link's variations, with the variation; 422 for anything else. */
    variationInLink: (link: OpenLink, variationId: number) => findActorVariation(db, guestActor(link, null), variationId),
  };
}

export type LinkResolver = ReturnType<typeof createLinkResolver>;
