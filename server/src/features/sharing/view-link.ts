import type { Asset } from '@review/contract/assets';
import type { PublicReview } from '@review/contract/sharing';
import { may } from '../access/index.ts';
import { createAssetRows, loadAssets, loadVersions, readStatus, type AssetRow } from '../assets/index.ts';
import { listActorComments } from '../comments/index.ts';
import { loadReviewStates } from '../reviews/index.ts';
import type { OpenedLink } from './count-view.ts';
import type { GuestContext } from './guest-context.ts';
import { guestActor } from './guest-actor.ts';
import { linkCard, linkVersion, presentLinkReview, withoutEmails } from './link-presentation.ts';
import type { GuestCookies, OpenLink } from './open-link.ts';
import { readLocale } from '../../i18n/locale.ts';
import { createShareLinksRepository } from './repository.ts';

/** The link's assets as the board presents them (assets' presenter): those the policy lets its guest read, in the board's order. */
async function linkAssets({ db }: GuestContext, link: OpenLink): Promise<Asset[]> {
  const guest = guestActor(link, null);
  const repo = createAssetRows(db);
  const rows = link.asset_id === null ? await repo.listAssets(link.project_id, false) : [await repo.findAsset(link.asset_id)];
  return loadAssets(db, rows.filter((row): row is AssetRow => row !== undefined && may(guest, 'asset.read', row)), link.project_name);
}

/**
 * One asset of the link: its versions as members get them (`presented`, else read anew), its
 * discussion as the link's guest sees it (members' list, private stages by the same rule) and
 * where its review stands.
 */
async function showAsset({ db }: GuestContext, link: OpenLink, row: AssetRow, presented: Asset | undefined) {
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

/**
 * What the link shows: its assets, and the one asked for (an asset link's own always; a project
 * link's none without `assetId`, for its grid), with the link's id for its view count.
 */
export async function viewLink(ctx: GuestContext, token: string, assetId: number | undefined, cookies: GuestCookies): Promise<{ review: PublicReview; opened: OpenedLink }> {
  const { links, access } = ctx;
  const link = await links.findSharedLink(token, cookies);
  const asset = link.asset_id !== null || assetId !== undefined ? await links.assetInLink(link, assetId) : null;
  const assets = await linkAssets(ctx, link);
  const shown = asset ? await showAsset(ctx, link, asset, assets.find((presented) => presented.id === asset.id)) : { asset: null, review: null, versions: [], comments: [] };
  const key = access.guestKey(link.id, cookies);
  const review: PublicReview = {
    scope: link.asset_id === null ? 'project' : 'asset',
    project_name: link.project_name,
    allow_download: link.allow_download === 1,
    allow_annotations: link.allow_annotations === 1,
    allow_decisions: link.allow_decisions === 1,
    locale: readLocale(link.locale),
    assets: assets.map(linkCard),
    ...shown,
    own_comment_ids: asset && key ? await createShareLinksRepository(ctx.db).ownCommentIds(asset.id, key) : [],
  };
  return { review, opened: { linkId: link.id, projectId: link.project_id, label: link.asset_id === null ? link.project_name : (asset?.title ?? link.project_name) } };
}
