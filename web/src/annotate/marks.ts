import type { Comment } from '@review/contract/comments';
import { imagePoint, type ImagePoint, type Shape } from '@review/contract/geometry';
import { markerNumbers } from '@review/contract/marker-numbers';
import { carryPoint, type ImageSize } from './geometry.ts';

/** A saved annotation as the viewer draws it. */
export interface SavedMark {
  commentId: number;
  /** The marker's number: how many markers came before it, plus one. */
  number: number;
  shape: Shape;
  color: string;
  /** Where the marker sits (the annotation's starting point). */
  start: ImagePoint;
  path: ImagePoint[];
  isResolved: boolean;
  /** The document page it is on (1 for images). */
  page: number;
  /** A video's frame it is drawn on, or the first of its range; null for stills. */
  frame: number | null;
  /** The last frame of its range, or null for one frame. */
  frameEnd: number | null;
}

const toImagePoint = (point: { x: number; y: number }) => imagePoint(point.x, point.y);

/**
 * The annotations of one variation, numbered by the contract's rule (in the order they were made,
 * across its pages so a number names one mark in the whole document; the feedback brief, webhooks
 * and reports number by it too). Resolved ones keep their number, so hiding them never renumbers the rest.
 */
export function marksOf(comments: readonly Comment[], variationId: number): SavedMark[] {
  const threads = comments.filter((comment) => comment.parent_id === null && comment.variation.id === variationId);
  const numbers = markerNumbers(
    threads.map((comment) => ({ id: comment.id, variationId, isMarked: comment.annotation !== null })),
    'none',
  );
  const annotated = threads.filter((comment) => comment.annotation).sort((a, b) => a.id - b.id);
  return annotated.map((comment) => ({
    commentId: comment.id,
    number: numbers.get(comment.id)!,
    shape: comment.annotation!.shape,
    color: comment.annotation!.color,
    start: toImagePoint(comment.annotation!.starting_point),
    path: comment.annotation!.path.map(toImagePoint),
    isResolved: comment.is_resolved,
    page: comment.page,
    frame: comment.frame,
    frameEnd: comment.frame_end,
  }));
}

/**
 * A mark shown where it was, or, carried from the previous version, where it would be now. Pass the
 * marks of one page with that page's sizes: a carried mark keeps its page.
 */
export function carryMarks(marks: readonly SavedMark[], from: ImageSize, to: ImageSize): SavedMark[] {
  return marks
    .filter((mark) => !mark.isResolved)
    .map((mark) => ({ ...mark, start: carryPoint(mark.start, from, to), path: mark.path.map((point) => carryPoint(point, from, to)) }));
}
