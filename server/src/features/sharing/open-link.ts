import { LINK_PASSWORD_REQUIRED, REVIEW_LINK_INACTIVE } from '@review/contract/sharing';
import type { Db } from '../../db/database.ts';
import { AppError, invalid, notFound } from '../../errors.ts';
import { createAssetsRepository } from '../assets/repository.ts';
import type { LinkAccess } from './link-access.ts';
import { createShareLinksRepository, type LinkTarget } from './repository.ts';

/** Cookies of the guest's browser, by name: the proof of a link's password lives there. */
export type GuestCookies = Record<string, string | undefined>;

export type OpenLink = NonNullable<Awaited<ReturnType<ReturnType<typeof createShareLinksRepository>['findActive']>>>;

export const isExpired = (link: { expires_at: string | null }) => link.expires_at !== null && link.expires_at <= new Date().toISOString();

/** What the link opens, as the repository filters by it. */
export const targetOf = (link: OpenLink): LinkTarget => (link.asset_id === null ? { project_id: link.project_id } : { asset_id: link.asset_id });

const NOT_IN_LINK = 'This asset is not part of the review link.';

/**
 * Finds the link behind a token, as a guest may use it: not revoked, not expired, and opened with
 * its password in this browser. Every guest call goes through here first, so a link that closes
 * while its page is open refuses the very next call.
 */
export function createLinkResolver(db: Db, access: LinkAccess) {
  const repo = createShareLinksRepository(db);
  const assetsRepo = createAssetsRepository(db);

  /** A link that still works, before its password is asked. */
  async function findOpenLink(token: string): Promise<OpenLink> {
    const link = await repo.findActive(token);
    if (!link || isExpired(link)) throw notFound(REVIEW_LINK_INACTIVE);
    return link;
  }

  return {
    findOpenLink,

    /** A link that still works and that this browser opened with its password: nothing behind it is told before. */
    async findSharedLink(token: string, cookies: GuestCookies): Promise<OpenLink> {
      const link = await findOpenLink(token);
      if (!access.holds(link, cookies)) throw new AppError(401, 'password_required', LINK_PASSWORD_REQUIRED);
      return link;
    },

    /**
     * An asset the link opens: an asset link's own, or a non-archived asset of a project link's
     * project (the one asked for). 404 for any other, so a guest learns nothing of the rest.
     */
    async assetInLink(link: OpenLink, assetId: number | undefined) {
      const id = link.asset_id ?? assetId;
      if (id === undefined) throw notFound(NOT_IN_LINK);
      if (link.asset_id !== null && assetId !== undefined && assetId !== link.asset_id) throw notFound(NOT_IN_LINK);
      const asset = await assetsRepo.findAsset(id);
      if (!asset || asset.project_id !== link.project_id || (link.asset_id === null && asset.is_archived)) throw notFound(NOT_IN_LINK);
      return asset;
    },

    /** The asset of one of the link's variations, with the variation; 422 for anything else. */
    async variationInLink(link: OpenLink, variationId: number) {
      const variation = await assetsRepo.findVariation(variationId);
      const version = variation && (await assetsRepo.findVersion(variation.version_id));
      const asset = version && (await assetsRepo.findAsset(version.asset_id));
      const inLink = asset && asset.project_id === link.project_id && (link.asset_id === null ? !asset.is_archived : asset.id === link.asset_id);
      if (!variation || !inLink) throw invalid('This design is not part of the shared asset.', { variation_id: 'Unknown design.' });
      return { variation, asset };
    },
  };
}

export type LinkResolver = ReturnType<typeof createLinkResolver>;
