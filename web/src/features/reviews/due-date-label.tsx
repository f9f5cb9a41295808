import clsx from 'clsx';
import { FormattedMessage } from 'react-intl';
import { ClockIcon } from '../../ui/icons.tsx';
import { formatDueDate } from './review-labels.ts';

/** 'Due Jul 01, 2024', in red with 'Overdue' once the day has passed without approval. */
export function DueDateLabel({ dueDate, overdue, className }: { dueDate: string; overdue: boolean; className?: string }) {
  return (
    <span className={clsx('inline-flex items-center gap-1 tabular', overdue ? 'font-medium text-danger' : 'text-muted', className)}>
      <ClockIcon />
      <span>
        <FormattedMessage id="review.due.label" values={{ overdue: overdue ? 'yes' : 'no', date: <time dateTime={dueDate}>{formatDueDate(dueDate)}</time> }} />
      </span>
    </span>
  );
}
