import { FormattedMessage, useIntl } from 'react-intl';
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

export interface ReviewerRowProps {
  name: string;
  /** Said after the name: 'you' for the signed-in reviewer, 'guest' for someone who decided through a review link. */
  tag?: 'you' | 'guest';
  reviewer: Pick<Reviewer, 'avatar' | 'required' | 'decision' | 'note' | 'decided_at'>;
}

/** One reviewer: avatar with their mark, name, Required, their decision on the newest version, note and time. */
export function ReviewerRow({ name, tag, reviewer }: ReviewerRowProps) {
  const intl = useIntl();
  return (
    <li className="flex gap-3 border-b border-line py-3 first:pt-0 last:border-b-0 last:pb-0">
      <ReviewerAvatar name={name} avatar={reviewer.avatar} decision={reviewer.decision} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span className="font-medium break-words">
            {name}
            {tag && <span className="font-normal text-muted"> {intl.formatMessage({ id: 'asset.reviewers.tag' }, { tag })}</span>}
          </span>
          {reviewer.required && (
            <Badge className="h-5">
              <FormattedMessage id="asset.reviewers.required" />
            </Badge>
          )}
        </p>
        <p className={clsx('text-sm font-medium', DECISION_TEXT[reviewer.decision])}>{DECISION_LABELS[reviewer.decision]}</p>
        {reviewer.note && <blockquote className="rounded-md bg-subtle px-2 py-1.5 text-sm break-words whitespace-pre-wrap">{intl.formatMessage({ id: 'asset.common.quoted' }, { text: reviewer.note })}</blockquote>}
        {reviewer.decided_at && (
          <time dateTime={reviewer.decided_at} className="text-xs text-muted tabular">
            {formatDateTime(reviewer.decided_at)}
          </time>
        )}
      </div>
    </li>
  );
}
