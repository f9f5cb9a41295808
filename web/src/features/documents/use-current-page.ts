import { useCallback } from 'react';
import { useReviewParams } from '../assets/review-params.ts';
import { clampPage, pageCountOf, type PagedFile } from './pages.ts';

export interface CurrentPage {
  /** From 1, always one of the file's pages. */
  page: number;
  pageCount: number;
  goTo: (page: number) => void;
}

/**
 * The page on screen, held in the URL (`?page=3`) so a reload or a shared link opens it. A number
 * past the file's pages (another variation has fewer) shows its last page; page 1 leaves the URL clean.
 */
export function useCurrentPage(file: PagedFile | undefined): CurrentPage {
  const { page: requested, update } = useReviewParams();
  const pageCount = file ? pageCountOf(file) : 1;
  const page = clampPage(requested ?? 1, pageCount);
  const goTo = useCallback(
    (next: number) => {
      const target = clampPage(next, pageCount);
      update({ page: target === 1 ? null : target });
    },
    [pageCount, update],
  );
  return { page, pageCount, goTo };
}
