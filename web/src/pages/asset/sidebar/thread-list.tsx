import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Comment } from '@review/contract/comments';
import { CommentThread } from './comment-thread.tsx';
import { useReviewSource } from '../source/review-source.ts';
import { CommentsLoadError } from './comments-load-error.tsx';

export interface ThreadListProps {
  /** The threads to show, once loaded. */
  threads: readonly Comment[];
  /** Said when there are none. */
  empty: ReactNode;
  label: string;
  /** Shown above each thread, e.g. who resolved it. */
  noteOf?: (thread: Comment) => ReactNode;
}

/** Threads, or the loading, error or empty state in their place. */
export function ThreadList({ threads, empty, label, noteOf }: ThreadListProps) {
  const intl = useIntl();
  const { comments } = useReviewSource();
  if (comments.error) return <CommentsLoadError error={comments.error} onRetry={() => void comments.refetch()} />;
  if (!comments.data) return <p className="text-sm text-muted">{intl.formatMessage({ id: 'asset.common.loading' })}</p>;
  if (threads.length === 0) return <p className="text-sm text-muted">{empty}</p>;
  return (
    <ul aria-label={label} className="flex flex-col gap-3">
      {threads.map((thread) => (
        <CommentThread key={thread.id} comment={thread} note={noteOf?.(thread)} />
      ))}
    </ul>
  );
}
