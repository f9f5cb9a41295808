import type { UseQueryResult } from '@tanstack/react-query';
import type { Variation } from '@review/contract/assets';
import type { Comment } from '@review/contract/comments';
import { AddCommentButton } from './add-comment-button.tsx';
import type { ChangeFilter } from './change-filter.ts';
import { ChangeScope } from './change-scope.tsx';
import { ThreadList } from './thread-list.tsx';
import { ThreadScope, type ThreadScopeProps } from './thread-scope.tsx';

export interface CommentsTabProps {
  query: UseQueryResult<Comment[]>;
  threads: readonly Comment[];
  variation: Variation | undefined;
  /** The document page on screen, where a new comment goes (1 for images). */
  page: number;
  scope: ThreadScopeProps;
  /** How many threads the Resolved tab lists, and opening it: said when no open thread is left. */
  resolved: { count: number; onShow: () => void };
  /** The filter by change, once some carried-forward thread is marked Changed here or Untouched. */
  change?: { filter: ChangeFilter; onFilterChange: (filter: ChangeFilter) => void };
}

/** What to do first, by what the design is: a sound and a banner have no picture to draw on. */
function firstStep(variation: Variation | undefined) {
  if (variation?.media.kind === 'audio') return 'No comments yet — drag across the waveform or add a comment';
  if (variation?.media.kind === 'banner') return 'No comments yet — add a comment';
  return 'No comments yet — draw on the image or add a comment';
}

const EMPTY: Record<Exclude<ChangeFilter, 'all'>, string> = {
  changed: 'No open comment is where the newest version changed',
  untouched: 'Every open comment is where the newest version changed',
};

/** With nothing open, resolved threads are not 'no comments': say how many, and show them on request. */
function AllResolved({ count, onShow }: { count: number; onShow: () => void }) {
  return (
    <span className="flex flex-wrap items-center gap-x-2">
      <span>No open comments — {count} resolved.</span>
      <button type="button" onClick={onShow} className="font-medium text-accent-text underline-offset-2 hover:underline">
        View resolved
      </button>
    </span>
  );
}

/** Open threads, oldest first, with 'Add a comment' above them (and the filter by change, once there is one). */
export function CommentsTab({ query, threads, resolved, variation, page, scope, change }: CommentsTabProps) {
  const filter = change?.filter ?? 'all';
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {variation ? <AddCommentButton variation={variation} page={page} /> : <span />}
        <ThreadScope {...scope} />
      </div>
      {change && <ChangeScope value={change.filter} onChange={change.onFilterChange} />}
      <ThreadList query={query} threads={threads} label="Open comments" empty={filter !== 'all' ? EMPTY[filter] : resolved.count > 0 ? <AllResolved {...resolved} /> : firstStep(variation)} />
    </div>
  );
}
