import type { Asset, Version } from '@review/contract/assets';
import { officeSourceTypeOf } from '@review/contract/office';
import type { Db } from '../../db/database.ts';
import { createCommentRows } from '../comments/index.ts';
import { loadReviewStates, presentReviewSummary } from '../reviews/index.ts';
import { loadPeople } from '../auth/index.ts';
import { presentAsset, presentVersion, type PresentContext } from './presenter.ts';
import { createAssetsRepository, type AssetRow, type VariationRow, type VersionRow } from './repository.ts';
import { needsPyramid } from './renderers/tiles/pyramid-shape.ts';

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

/** Versions (newest first) with their variations for a batch of assets: a fixed number of queries, whatever the count. */
async function loadVersionTree(db: Db, assets: AssetRow[]) {
  const repo = createAssetsRepository(db);
  const versions = await repo.listVersions(assets.map((asset) => asset.id));
  const variations = await repo.listVariations(versions.map((version) => version.id));
  // Only documents have later pages; a board of images asks for none.
  const documents = variations.filter((variation) => variation.page_count > 1).map((variation) => variation.id);
  // Videos and sounds have renders; a banner has its row (a ZIP is only ever stored as a banner); a large image its pyramid; an Office file its PDF and speaker notes; a website's capture its page's facts.
  const rendered = variations
    .filter((variation) => variation.video_probe !== null || variation.file_type === 'application/zip' || needsPyramid(variation) || officeSourceTypeOf(variation.file_type) !== null || variation.is_capture === 1)
    .map((variation) => variation.id);
  const ctx: PresentContext = {
    people: await loadPeople(db, [...assets.map((a) => a.user_id), ...versions.map((v) => v.user_id), ...variations.map((v) => v.user_id)]),
    openComments: await createCommentRows(db).countOpen(variations.map((variation) => variation.id)),
    laterPages: groupBy(await repo.listPages(documents), (page) => page.variation_id),
    renders: groupBy(await repo.listRenders(rendered), (render) => render.variation_id),
  };
  return { versions: groupBy(versions, (v) => v.asset_id), variations: groupBy(variations, (v) => v.version_id), ctx };
}

const presentVersions = (asset: AssetRow, versions: VersionRow[], variations: Map<number, VariationRow[]>, ctx: PresentContext): Version[] =>
  versions.map((version) => presentVersion(version, asset, variations.get(version.id) ?? [], ctx));

export async function loadAssets(db: Db, assets: AssetRow[], projectName: string): Promise<Asset[]> {
  const [tree, reviews] = await Promise.all([loadVersionTree(db, assets), loadReviewStates(db, assets.map((asset) => asset.id))]);
  return assets.map((asset) =>
    presentAsset(
      asset,
      projectName,
      presentVersions(asset, tree.versions.get(asset.id) ?? [], tree.variations, tree.ctx),
      tree.ctx,
      presentReviewSummary(reviews.get(asset.id), asset.approved_by_decision === 1),
    ),
  );
}

export async function loadVersions(db: Db, asset: AssetRow): Promise<Version[]> {
  const tree = await loadVersionTree(db, [asset]);
  return presentVersions(asset, tree.versions.get(asset.id) ?? [], tree.variations, tree.ctx);
}
