import clsx from 'clsx';
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Comment } from '@review/contract/comments';
import { CommentItem } from './comment-item.tsx';
import { ReplyComposer } from './reply-composer.tsx';
import { useReviewContext } from './review-context.ts';
import { authorName } from '../../../features/comments/author-name.ts';

export interface CommentThreadProps {
  comment: Comment;
  /** Shown above the comment, e.g. who resolved it. */
  note?: ReactNode;
}

/** Clicks on controls inside a thread do their own thing; a click anywhere else selects the thread. */
const isControl = (target: EventTarget) => target instanceof Element && target.closest('button, a, input, textarea, label, [role="option"]') !== null;

/** A top-level comment with its replies and reply box; highlighted and scrolled to while selected. */
export function CommentThread({ comment, note }: CommentThreadProps) {
  const intl = useIntl();
  const { selectedId, select } = useReviewContext();
  const [isReplying, setIsReplying] = useState(false);
  const ref = useRef<HTMLElement>(null);
  const isSelected = selectedId === comment.id;

  useEffect(() => {
    if (!isSelected) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    ref.current?.scrollIntoView({ block: 'nearest', behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [isSelected]);

  // A thread on a video's frame is selected again to go back to its frame once the playhead moved on.
  function handleClick(event: MouseEvent) {
    if (!isControl(event.target) && (!isSelected || comment.frame !== null)) select(comment);
  }

  return (
    <li>
      <article
        ref={ref}
        id={`comment-${comment.id}`}
        aria-current={isSelected ? 'true' : undefined}
        aria-label={intl.formatMessage({ id: 'asset.comment.by' }, { name: authorName(comment) })}
        onClick={handleClick}
        className={clsx(
          'flex scroll-my-2 flex-col gap-3 rounded-lg border bg-surface p-3 transition-colors',
          isSelected ? 'border-accent ring-2 ring-accent/30' : 'border-line hover:border-muted/50',
        )}
      >
        {note}
        <CommentItem comment={comment} isReplying={isReplying} onToggleReply={() => setIsReplying(!isReplying)} />
        {comment.replies.length > 0 && (
          <ul aria-label={intl.formatMessage({ id: 'asset.comment.replies' })} className="flex flex-col gap-3 border-s-2 border-line ps-3">
            {comment.replies.map((reply) => (
              <li key={reply.id}>
                <CommentItem comment={reply} />
              </li>
            ))}
          </ul>
        )}
        {isReplying && <ReplyComposer thread={comment} onDone={() => setIsReplying(false)} />}
      </article>
    </li>
  );
}
