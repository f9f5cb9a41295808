import type { Comment } from '@review/contract/comments';
import { marksOf } from '../../annotate/marks.ts';

/**
 * The marker number of every annotation comment, across all variations, numbered exactly as the
 * viewer numbers its markers (annotate/marks.ts: per variation, in the order they were made).
 */
export function numberAnnotations(comments: readonly Comment[]): Map<number, number> {
  const variationIds = new Set(comments.map((comment) => comment.variation.id));
  const numbers = new Map<number, number>();
  for (const variationId of variationIds) {
    for (const mark of marksOf(comments, variationId)) numbers.set(mark.commentId, mark.number);
  }
  return numbers;
}
