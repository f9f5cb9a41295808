import clsx from 'clsx';
import type { Reviewer, ReviewState } from '@review/contract/reviews';
import { formatDateTime } from '../../../features/comments/format-time.ts';
import { DECISION_LABELS } from '../../../features/reviews/review-labels.ts';
import { ReviewerAvatar } from '../../../features/reviews/reviewer-avatar.tsx';
import { Badge } from '../../../ui/badge.tsx';

const DECISION_TEXT: Record<ReviewState, string> = {
  approved: 'text-success',
  changes_requested: 'text-danger',
  pending: 'text-muted',
};

/** One reviewer: avatar with their mark, name, Required, their decision on the newest version, note and time. */
export function ReviewerRow({ reviewer, isMe }: { reviewer: Reviewer; isMe: boolean }) {
  const name = `${reviewer.first_name} ${reviewer.last_name}`.trim();
  return (
    <li className="flex gap-3 border-b border-line py-3 first:pt-0 last:border-b-0 last:pb-0">
      <ReviewerAvatar name={name} avatar={reviewer.avatar} decision={reviewer.decision} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span className="font-medium break-words">
            {name}
            {isMe && <span className="font-normal text-muted"> (you)</span>}
          </span>
          {reviewer.required && <Badge className="h-5">Required</Badge>}
        </p>
        <p className={clsx('text-sm font-medium', DECISION_TEXT[reviewer.decision])}>{DECISION_LABELS[reviewer.decision]}</p>
        {reviewer.note && <blockquote className="rounded-md bg-subtle px-2 py-1.5 text-sm break-words whitespace-pre-wrap">“{reviewer.note}”</blockquote>}
        {reviewer.decided_at && (
          <time dateTime={reviewer.decided_at} className="text-xs text-muted tabular">
            {formatDateTime(reviewer.decided_at)}
          </time>
        )}
      </div>
    </li>
  );
}
