import { RenderStateSchema, type Asset, type Page, type Person, type Variation, type Version } from '@review/contract/assets';
import { filePath } from '../../blob/file-path.ts';
import { readStatus, variationLabel } from './labels.ts';
import type { AssetRow, PageRow, VariationRow, VersionRow } from './repository.ts';
import type { AssetReviewSummary } from '@review/contract/reviews';
import { presentMedia, type RenderRow } from '../video/index.ts';
import { presentTiles } from '../tiles/index.ts';
import { withSpeakerNotes } from './office-pdf.ts';


export interface PresentContext {
  people: Map<number, Person>;
  openComments: Map<number, number>;
  /** Pages after the first, by variation id (documents only). */
  laterPages: Map<number, PageRow[]>;
  /** A video's renders, a banner's row, a large image's pyramid, by variation id. */
  renders: Map<number, RenderRow[]>;
}

const presentPage = (page: Pick<PageRow, 'number' | 'preview' | 'thumbnail' | 'width' | 'height'>, tiles: Page['tiles'] = null): Page => ({
  number: page.number,
  preview: filePath(page.preview),
  thumbnail: filePath(page.thumbnail),
  width: page.width,
  height: page.height,
  tiles,
});

/** Page 1 (the variation's own renderings, with its pyramid) and the later pages rendered so far, in order; a document's pages have no pyramid yet. */
export const presentPages = (row: VariationRow, laterPages: PageRow[] = [], tiles: Page['tiles'] = null): Page[] => [
  presentPage({ ...row, number: 1 }, tiles),
  ...laterPages.map((page) => presentPage(page)),
];

const renderStateOrReady = RenderStateSchema.catch('ready');
/** How far a variation's pages are, in wire form. */
export const presentRendering = (row: VariationRow) => ({
  page_count: row.page_count,
  render_state: renderStateOrReady.parse(row.render_state),
});

const person = (ctx: PresentContext, id: number | null) => (id === null ? null : (ctx.people.get(id) ?? null));

export function presentVariation(row: VariationRow, version: VersionRow, ctx: PresentContext): Variation {
  const tiles = presentTiles(ctx.renders.get(row.id));
  return {
    id: row.id,
    version_id: row.version_id,
    version: version.version,
    variation_name: row.variation_name,
    label: variationLabel(version.version, row.letter_index),
    design_file: filePath(row.design_file),
    thumbnail: filePath(row.thumbnail),
    preview: filePath(row.preview),
    file_name: row.file_name,
    file_type: row.file_type,
    file_size: Number(row.file_size),
    width: row.width,
    height: row.height,
    ...presentRendering(row),
    pages: withSpeakerNotes(presentPages(row, ctx.laterPages.get(row.id), tiles), ctx.renders.get(row.id)),
    render_error: row.render_error,
    media: presentMedia(row, ctx.renders.get(row.id), 1 + (ctx.laterPages.get(row.id)?.length ?? 0)),
    tiles,
    comments_count: ctx.openComments.get(row.id) ?? 0,
    user: person(ctx, row.user_id),
    created_at: row.created_at,
  };
}

export function presentVersion(row: VersionRow, asset: AssetRow, variations: VariationRow[], ctx: PresentContext): Version {
  const first = variations[0];
  return {
    id: row.id,
    version: row.version,
    asset_id: asset.id,
    asset: { id: asset.id, title: asset.title },
    note: row.note,
    file_name: first?.file_name ?? '',
    file_type: first?.file_type ?? '',
    file_size: Number(first?.file_size ?? 0),
    file_dimension: first ? `${first.width}x${first.height}` : '',
    variations: variations.map((variation) => presentVariation(variation, row, ctx)),
    user: person(ctx, row.user_id),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function presentAsset(row: AssetRow, projectName: string, versions: Version[], ctx: PresentContext, review: AssetReviewSummary): Asset {
  const commentNumber = versions.reduce((sum, version) => sum + version.variations.reduce((n, v) => n + v.comments_count, 0), 0);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: readStatus(row.status),
    project_id: row.project_id,
    project: { id: row.project_id, name: projectName, project_name: projectName },
    project_name: projectName,
    user: person(ctx, row.user_id),
    creator_user_id: row.creator_user_id,
    approver_user_id: row.approver_user_id,
    is_archived: row.is_archived ? '1' : '0',
    versions,
    commentNumber,
    copyNumber: versions.length,
    thumbnail: versions[0]?.variations[0]?.thumbnail ?? null,
    review,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
