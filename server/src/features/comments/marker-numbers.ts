import { markerNumbers } from '@review/contract/marker-numbers';
import { parseAnnotation } from './annotation.ts';
import type { CommentRow } from './repository.ts';

/**
 * Every thread's number for a brief or a report: its marker's as the review screen gives it (the
 * contract's one rule, which the web app numbers its markers by too), and, for a thread without a
 * mark, a number after its variation's marks.
 */
export const numberThreads = (threads: CommentRow[]): Map<number, number> =>
  markerNumbers(
    threads.map((thread) => ({ id: thread.id, variationId: thread.variation_id, isMarked: parseAnnotation(thread.annotation) !== null })),
    'after',
  );
