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
  /** The filter by change, once some carried-forward thread is marked Changed here or Untouched. */
  change?: { filter: ChangeFilter; onFilterChange: (filter: ChangeFilter) => void };
}

const EMPTY: Record<ChangeFilter, string> = {
  all: 'No comments yet — draw on the image or add a comment',
  changed: 'No open comment is where the newest version changed',
  untouched: 'Every open comment is where the newest version changed',
};

/** Open threads, oldest first, with 'Add a comment' above them (and the filter by change, once there is one). */
export function CommentsTab({ query, threads, variation, page, scope, change }: CommentsTabProps) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {variation ? <AddCommentButton variation={variation} page={page} /> : <span />}
        <ThreadScope {...scope} />
      </div>
      {change && <ChangeScope value={change.filter} onChange={change.onFilterChange} />}
      <ThreadList query={query} threads={threads} label="Open comments" empty={EMPTY[change?.filter ?? 'all']} />
    </div>
  );
}
