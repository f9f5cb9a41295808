import type { Page, Variation } from '@review/contract/assets';

/** What page navigation reads of a variation; members' and guests' variations both have it. */
export type PagedFile = Pick<Variation, 'preview' | 'thumbnail' | 'width' | 'height' | 'page_count' | 'pages' | 'render_state'> & Partial<Pick<Variation, 'tiles'>>;

/** How many pages the file has: at least 1, whatever the server says. */
export function pageCountOf(file: PagedFile): number {
  return Math.max(1, file.page_count);
}

/** Whether the file has more than one page, so page navigation and page labels are shown. */
export function isMultiPage(file: PagedFile): boolean {
  return pageCountOf(file) > 1;
}

/** A page number kept within the file's pages (1 when it is not a whole number). */
export function clampPage(page: number, pageCount: number): number {
  if (!Number.isInteger(page)) return 1;
  return Math.min(Math.max(page, 1), Math.max(1, pageCount));
}

/**
 * The rendered page, or undefined while it is not rendered yet. Page 1 is also the variation's own
 * fields, so a file listed without pages still shows.
 */
export function pageOf(file: PagedFile, number: number): Page | undefined {
  const page = file.pages.find((item) => item.number === number);
  if (page || number !== 1) return page;
  return { number: 1, preview: file.preview, thumbnail: file.thumbnail, width: file.width, height: file.height, tiles: file.tiles ?? null };
}
