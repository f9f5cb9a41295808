import { parseAnnotation } from './presenter.ts';
import type { CommentRow } from './repository.ts';

/**
 * Marker numbers as the review screen gives them (web/src/annotate/marks.ts): per variation, its
 * threads with a mark in the order they were made, resolved ones included so the numbers never
 * shift. Threads without a mark have no marker; the brief numbers them after the variation's marks.
 */
export function numberThreads(threads: CommentRow[]): Map<number, number> {
  const numbers = new Map<number, number>();
  const counts = new Map<number, number>();
  const count = (thread: CommentRow) => {
    const next = (counts.get(thread.variation_id) ?? 0) + 1;
    counts.set(thread.variation_id, next);
    numbers.set(thread.id, next);
  };
  const isMarked = (thread: CommentRow) => parseAnnotation(thread.annotation) !== null;
  threads.filter(isMarked).forEach(count);
  threads.filter((thread) => !isMarked(thread)).forEach(count);
  return numbers;
}
