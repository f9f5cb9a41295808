import { useMemo } from 'react';
import type { Variation } from '@review/contract/assets';
import type { Comment } from '@review/contract/comments';
import { carryMarks, marksOf, type SavedMark } from '../../../annotate/marks.ts';

export interface VisibleMarks {
  /** This variation's annotations to draw (resolved ones only when asked for, or when selected). */
  own: SavedMark[];
  /** The previous version's open annotations placed on this image, when carried forward. */
  carried: SavedMark[];
  /** How many resolved annotations are hidden. */
  hiddenResolved: number;
}

export interface VisibleMarksOptions {
  variation: Variation;
  /** The matching variation of the previous version, when carrying its annotations forward. */
  carryFrom: Variation | undefined;
  showResolved: boolean;
  selectedId: number | null;
}

const sizeOf = (variation: Variation) => ({ width: variation.width, height: variation.height });

/** What the viewer draws over the image, from the asset's comments. */
export function useVisibleMarks(comments: readonly Comment[] | undefined, { variation, carryFrom, showResolved, selectedId }: VisibleMarksOptions): VisibleMarks {
  return useMemo(() => {
    const all = comments ? marksOf(comments, variation.id) : [];
    const own = all.filter((mark) => showResolved || !mark.isResolved || mark.commentId === selectedId);
    const carried = comments && carryFrom ? carryMarks(marksOf(comments, carryFrom.id), sizeOf(carryFrom), sizeOf(variation)) : [];
    return { own, carried, hiddenResolved: all.length - own.length };
  }, [comments, variation, carryFrom, showResolved, selectedId]);
}
