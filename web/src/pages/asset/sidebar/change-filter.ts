import type { Comment } from '@review/contract/comments';

/** Which threads the Comments tab lists by what the newest version did around them. */
export type ChangeFilter = 'all' | 'changed' | 'untouched';

/** Whether any open thread carries a change state, so the filter is worth offering. */
export function hasChangeStates(threads: readonly Comment[]): boolean {
  return threads.some((thread) => thread.parent_id === null && !thread.is_resolved && thread.change_state !== null);
}

/** What the Comments and Resolved tabs list: the variation (and page) on screen or all, and the filter by change. */
export interface ThreadScope {
  /** The variation on screen; undefined while none is known. */
  variationId: number | undefined;
  /** Its version's number. */
  version: number | undefined;
  isAllVariations: boolean;
  /** A document's page when only that page's threads are listed; null for all pages. */
  page: number | null;
  filter: ChangeFilter;
}

/**
 * The open and resolved threads the sidebar lists. A carried-forward thread (one with a change state)
 * belongs to an earlier version than the one on screen, yet it is open feedback on it: All lists it
 * beside the variation's own, so All always holds what Changed here and Untouched hold. Once resolved
 * it has no change state; it stays in the Resolved tab of the version it was resolved in.
 */
export function listThreads(comments: readonly Comment[], scope: ThreadScope): { open: Comment[]; resolved: Comment[] } {
  const threads = comments.filter((c) => c.parent_id === null && (scope.page === null || c.page === scope.page));
  const isOwn = (c: Comment) => scope.isAllVariations || c.variation.id === scope.variationId;
  const isResolvedHere = (c: Comment) => scope.version !== undefined && c.version.version < scope.version && c.resolved_version === scope.version;
  const open = threads.filter((c) => !c.is_resolved);
  return {
    open: scope.filter === 'all' ? open.filter((c) => isOwn(c) || c.change_state !== null) : open.filter((c) => c.change_state === scope.filter),
    resolved: threads.filter((c) => c.is_resolved && (isOwn(c) || isResolvedHere(c))),
  };
}
