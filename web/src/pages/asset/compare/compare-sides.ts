import type { Page, Variation } from '@review/contract/assets';
import { currentIntl } from '../../../i18n/index.ts';
import type { VideoTransport } from '../../../features/video/video-transport.ts';
import { pageCountOf, pageOf } from '../../../features/documents/pages.ts';
import type { CompareChoice } from './compare-choices.ts';

/** The sides' names, the same in every language (as in every review tool's A/B comparison). */
export const SIDE_NAMES = ['A', 'B'] as const;

/** One side of a comparison as the modes draw it: a rendered page and its name, and a video's player. */
export interface CompareSide {
  /** 'Version 2 · 2A', with '· page 3' when documents are compared. */
  label: string;
  /** The variation shown, to match a side with a comparison the server made. */
  variationId: number;
  /** A video's: its first frame, at the video's display size. */
  page: Page;
  video?: CompareVideoSide;
}

/** A side that plays: its picture binds to the comparison's one playhead. */
export interface CompareVideoSide {
  variation: Variation;
  transport: VideoTransport;
  /** Its frame is the playhead's plus this (`shiftsOf` the offsets). */
  shift: number;
  frameCount: number;
}

/** `GET /variations/{id}/frames/{n}.png`: a video's exact frame, for comparing pixels. */
export const framePicturePath = (variationId: number, frame: number) => `api/v1/variations/${variationId}/frames/${frame}.png`;

/** How many pages the page control offers: the longer document's. */
export function comparePageCount(a: CompareChoice | undefined, b: CompareChoice | undefined): number {
  return Math.max(a ? pageCountOf(a.variation) : 1, b ? pageCountOf(b.variation) : 1);
}

/**
 * The page of one side, or the sentence that says why it cannot be shown: that document is shorter,
 * or the page is still rendering.
 */
export function compareSideOf(choice: CompareChoice, page: number, isDocument: boolean): CompareSide | string {
  const intl = currentIntl();
  const count = pageCountOf(choice.variation);
  if (page > count) return intl.formatMessage({ id: 'asset.compare.noSuchPage' }, { label: choice.label, count, page });
  const rendered = pageOf(choice.variation, page);
  if (!rendered) return intl.formatMessage({ id: 'asset.compare.pageRendering' }, { label: choice.label, page });
  return { label: isDocument ? intl.formatMessage({ id: 'asset.compare.sidePage' }, { label: choice.label, page }) : choice.label, variationId: choice.variation.id, page: rendered };
}
