import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Comment } from '@review/contract/comments';
import { CommentThread } from './comment-thread.tsx';
import { CommentsLoadError } from './comments-load-error.tsx';

export interface ThreadListProps {
  query: UseQueryResult<Comment[]>;
  /** The threads to show, once loaded. */
  threads: readonly Comment[];
  /** Said when there are none. */
  empty: ReactNode;
  label: string;
  /** Shown above each thread, e.g. who resolved it. */
  noteOf?: (thread: Comment) => ReactNode;
}

/** Threads, or the loading, error or empty state in their place. */
export function ThreadList({ query, threads, empty, label, noteOf }: ThreadListProps) {
  if (query.isPending) return <p className="text-sm text-muted">Loading...</p>;
  if (query.error) return <CommentsLoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (threads.length === 0) return <p className="text-sm text-muted">{empty}</p>;
  return (
    <ul aria-label={label} className="flex flex-col gap-3">
      {threads.map((thread) => (
        <CommentThread key={thread.id} comment={thread} note={noteOf?.(thread)} />
      ))}
    </ul>
  );
}
