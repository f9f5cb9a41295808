/** What numbering needs of a top-level thread. */
export interface ThreadToNumber {
  id: number;
  variationId: number;
  /** Whether it has a drawn mark (a marker on the design). */
  isMarked: boolean;
}

/**
 * Marker numbers: the one rule the review screen, the review link, the feedback brief (and so the
 * command line and MCP), the version.compared webhook and the reports number threads by. Per
 * variation, its threads with a mark in the order they were made (by id), resolved ones included so
 * that resolving never renumbers the rest; a carried-forward thread keeps its own variation's number.
 *
 * Threads without a mark have no marker on the screen. With `unmarked: 'after'` (a brief or a report,
 * where every thread needs a number) they are numbered after their variation's marks, so no number
 * they get is a marker's; with `'none'` they get none.
 */
export function markerNumbers(threads: readonly ThreadToNumber[], unmarked: 'after' | 'none'): Map<number, number> {
  const numbers = new Map<number, number>();
  const counts = new Map<number, number>();
  const count = (thread: ThreadToNumber) => {
    const next = (counts.get(thread.variationId) ?? 0) + 1;
    counts.set(thread.variationId, next);
    numbers.set(thread.id, next);
  };
  const ordered = [...threads].sort((a, b) => a.id - b.id);
  ordered.filter((thread) => thread.isMarked).forEach(count);
  if (unmarked === 'after') ordered.filter((thread) => !thread.isMarked).forEach(count);
  return numbers;
}
