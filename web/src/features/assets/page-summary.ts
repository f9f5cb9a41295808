import type { RenderState, Variation } from '@review/contract/assets';
import { currentIntl } from '../../i18n/index.ts';
import { awaitsConversion } from '../documents/office-type.ts';

/** How far a design file's pages (or a video's renders) are, as a board card or a variation tile tells it. */
export interface PageSummary {
  variationId: number;
  /** At least 1, whatever the server says. */
  pageCount: number;
  /** Pages rendered so far, from 1 (page 1 always exists) to `pageCount`. */
  rendered: number;
  state: RenderState;
  /** A video renders its proxies rather than pages: its progress is a percentage. */
  isVideo: boolean;
  /** A website's capture under way: a percentage too, of the breakpoints captured. */
  isCapture: boolean;
  /** An Office file still being converted to PDF: no page count to tell yet. */
  isConverting: boolean;
  /** How far rendering is, from 0 to 100. */
  percent: number;
  /** Why rendering stopped, when `state` is `failed`. */
  error: string | null;
}

export type PagedVariation = Pick<Variation, 'id' | 'page_count' | 'pages' | 'render_state' | 'render_error'> & { media?: Pick<Variation['media'], 'kind' | 'render_progress'> & { source_type?: Variation['media']['source_type'] } };

export function summarisePages(variation: PagedVariation): PageSummary {
  const pageCount = Math.max(1, variation.page_count);
  const rendered = Math.min(pageCount, Math.max(1, variation.pages.length));
  const isVideo = variation.media?.kind === 'video';
  const isCapture = variation.media?.kind === 'website';
  // The job reports no progress while LibreOffice converts: the server's figure (0) rather than page 1 of 1.
  const isConverting = awaitsConversion(variation);
  return {
    variationId: variation.id,
    pageCount,
    rendered,
    state: variation.render_state,
    isVideo,
    isCapture,
    isConverting,
    percent: isVideo || isCapture || isConverting ? Math.min(100, Math.max(0, variation.media?.render_progress ?? 0)) : Math.round((rendered / pageCount) * 100),
    error: variation.render_state === 'failed' ? variation.render_error : null,
  };
}

/** The pages of what a card shows: the newest version's first variation (also the card's thumbnail); null before any upload. */
export function summariseAssetPages(asset: { versions: readonly { variations: readonly PagedVariation[] }[] }): PageSummary | null {
  const variation = asset.versions[0]?.variations[0];
  return variation ? summarisePages(variation) : null;
}

/** '1 page', '12 pages'. */
export const formatPageCount = (count: number) => currentIntl().formatMessage({ id: 'projects.pages.count' }, { count });

/** The short hint of a card still rendering: 'Rendering 4/12' pages, 'Rendering 42%' of a video, 'Capturing 42%' of a website, 'Converting…' an Office file. */
export function formatRenderProgress({ rendered, pageCount, isVideo, isCapture, isConverting = false, percent }: Pick<PageSummary, 'rendered' | 'pageCount' | 'isVideo' | 'isCapture' | 'percent'> & { isConverting?: boolean }): string {
  const intl = currentIntl();
  if (isCapture) return intl.formatMessage({ id: 'projects.render.capturing' }, { percent });
  if (isVideo) return intl.formatMessage({ id: 'projects.render.percent' }, { percent });
  if (isConverting) return intl.formatMessage({ id: 'projects.render.converting' });
  return intl.formatMessage({ id: 'projects.render.pages' }, { rendered, pageCount });
}
