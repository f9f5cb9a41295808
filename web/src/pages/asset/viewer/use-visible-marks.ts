import { useMemo } from 'react';
import type { Comment } from '@review/contract/comments';
import { carryMarks, marksOf, type SavedMark } from '../../../annotate/marks.ts';
import { pageOf } from '../../../features/documents/pages.ts';
import type { ScreenVariation } from '../source/screen-asset.ts';

export interface VisibleMarks {
  /** This page's annotations to draw (resolved ones only when asked for, or when selected). */
  own: SavedMark[];
  /** The previous version's open annotations of the same page placed on this one, when carried forward. */
  carried: SavedMark[];
  /** How many resolved annotations of this page are hidden. */
  hiddenResolved: number;
}

export interface VisibleMarksOptions {
  variation: ScreenVariation;
  /** The document page on screen (1 for images). */
  page: number;
  /** The matching variation of the previous version, when carrying its annotations forward. */
  carryFrom: ScreenVariation | undefined;
  showResolved: boolean;
  selectedId: number | null;
}

/**
 * What the viewer draws over the page, from the asset's comments. Carried marks move from the same
 * page of the previous version; while that page (or this one) is not rendered there is nothing to
 * measure them against, so none are carried.
 */
export function useVisibleMarks(comments: readonly Comment[] | undefined, { variation, page, carryFrom, showResolved, selectedId }: VisibleMarksOptions): VisibleMarks {
  return useMemo(() => {
    const onPage = (marks: SavedMark[]) => marks.filter((mark) => mark.page === page);
    const all = comments ? onPage(marksOf(comments, variation.id)) : [];
    const own = all.filter((mark) => showResolved || !mark.isResolved || mark.commentId === selectedId);
    const from = carryFrom && pageOf(carryFrom, page);
    const to = pageOf(variation, page);
    const carried = comments && carryFrom && from && to ? carryMarks(onPage(marksOf(comments, carryFrom.id)), from, to) : [];
    return { own, carried, hiddenResolved: all.length - own.length };
  }, [comments, variation, page, carryFrom, showResolved, selectedId]);
}
