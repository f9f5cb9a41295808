import type { Comment } from '@review/contract/comments';

/**
 * The number on each annotation's marker: on its variation, the count of earlier annotation
 * comments plus one (spec: "numbered by the count of earlier markers plus one"). Resolved ones
 * keep their number, so a marker never changes its label. The viewer and the sidebar both use this.
 */
export function numberAnnotations(comments: readonly Comment[]): Map<number, number> {
  const numbers = new Map<number, number>();
  const countByVariation = new Map<number, number>();
  const annotations = comments.filter((comment) => comment.parent_id === null && comment.annotation !== null).sort((a, b) => a.id - b.id);
  for (const comment of annotations) {
    const count = (countByVariation.get(comment.variation.id) ?? 0) + 1;
    countByVariation.set(comment.variation.id, count);
    numbers.set(comment.id, count);
  }
  return numbers;
}
