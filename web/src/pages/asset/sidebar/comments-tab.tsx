import type { UseQueryResult } from '@tanstack/react-query';
import type { Variation } from '@review/contract/assets';
import type { Comment } from '@review/contract/comments';
import { AddCommentButton } from './add-comment-button.tsx';
import { ThreadList } from './thread-list.tsx';
import { ThreadScope, type ThreadScopeProps } from './thread-scope.tsx';

export interface CommentsTabProps {
  query: UseQueryResult<Comment[]>;
  threads: readonly Comment[];
  variation: Variation | undefined;
  /** The document page on screen, where a new comment goes (1 for images). */
  page: number;
  scope: ThreadScopeProps;
}

/** Open threads, oldest first, with 'Add a comment' above them. */
export function CommentsTab({ query, threads, variation, page, scope }: CommentsTabProps) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {variation ? <AddCommentButton variation={variation} page={page} /> : <span />}
        <ThreadScope {...scope} />
      </div>
      <ThreadList query={query} threads={threads} label="Open comments" empty="No comments yet — draw on the image or add a comment" />
    </div>
  );
}
