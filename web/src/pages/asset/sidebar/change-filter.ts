import type { Comment } from '@review/contract/comments';

/** Which threads the Comments tab lists by what the newest version did around them. */
export type ChangeFilter = 'all' | 'changed' | 'untouched';

/** Whether any thread carries a change state, so the filter is worth offering. */
export function hasChangeStates(threads: readonly Comment[]): boolean {
  return threads.some((thread) => thread.parent_id === null && thread.change_state !== null);
}

/**
 * The threads a filter lists. 'all' is the scope as it is (this variation, or all). 'changed' and
 * 'untouched' list the carried-forward threads so marked from any variation: they belong to earlier
 * versions than the one on screen, so limiting them to its own threads would list none.
 */
export function filterByChange(threads: readonly Comment[], filter: ChangeFilter, inScope: (thread: Comment) => boolean): Comment[] {
  if (filter === 'all') return threads.filter(inScope);
  return threads.filter((thread) => thread.change_state === filter);
}
