import { useIntl } from 'react-intl';
import clsx from 'clsx';
import type { Comment } from '@review/contract/comments';
import { useReviewContext } from './review-context.ts';

/** The annotation's number, in the marker's colours (blue, orange while selected); shows it on the image. */
export function MarkerBadge({ comment, number }: { comment: Comment; number: number }) {
  const intl = useIntl();
  const { selectedId, select } = useReviewContext();
  const isSelected = selectedId === comment.id;
  return (
    <button
      type="button"
      aria-label={intl.formatMessage({ id: 'asset.comment.markerShow' }, { number })}
      title={intl.formatMessage({ id: 'asset.comment.annotation' }, { number })}
      aria-pressed={isSelected}
      onClick={() => select(comment)}
      className={clsx(
        'inline-flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold text-white tabular',
        isSelected ? 'bg-orange-700' : 'bg-blue-600',
      )}
    >
      {number}
    </button>
  );
}
