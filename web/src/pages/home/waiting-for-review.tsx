import { formatPageCount } from '../../features/assets/page-summary.ts';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { MyReview } from '@review/contract/reviews';
import { DueDateLabel } from '../../features/reviews/due-date-label.tsx';
import { useMyReviews } from '../../features/reviews/use-my-reviews.ts';
import { describeError } from '../../lib/api-error.ts';
import { fileUrl } from '../../lib/format.ts';
import { ImageIcon } from '../../ui/icons.tsx';
import { LoadError } from '../../ui/load-error.tsx';

/** The id the sidebar's link points at. */
export const WAITING_FOR_REVIEW_ID = 'waiting-for-review';

function ReviewItem({ item }: { item: MyReview }) {
  return (
    <li>
      <Link to={`/asset/${item.asset_id}`} className="flex items-center gap-3 rounded-lg border border-line bg-surface p-2 pe-3 hover:bg-subtle">
        <span className="flex h-12 w-16 shrink-0 items-center justify-center overflow-hidden rounded-md bg-subtle text-muted">
          {item.thumbnail ? <img src={fileUrl(item.thumbnail)} alt="" loading="lazy" className="size-full object-cover" /> : <ImageIcon />}
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="truncate text-sm font-medium">{item.title}</span>
          <span className="truncate text-xs text-muted">
            {item.page_count > 1 ? (
              <FormattedMessage id="projects.waiting.projectVersionPages" values={{ project: item.project_name, version: item.version, pages: formatPageCount(item.page_count) }} />
            ) : (
              <FormattedMessage id="projects.waiting.projectVersion" values={{ project: item.project_name, version: item.version }} />
            )}
          </span>
          {item.stage_count > 1 && (
            <span className="truncate text-xs font-medium">
              <FormattedMessage id="projects.waiting.stage" values={{ stage: item.stage_name }} />
            </span>
          )}
          {item.due_date && <DueDateLabel dueDate={item.due_date} overdue={item.overdue} className="text-xs" />}
        </span>
      </Link>
    </li>
  );
}

/** 'Waiting for my review': the assets whose newest version waits for my decision in a stage that has started, across projects. */
export function WaitingForReview() {
  const intl = useIntl();
  const { data, error, isPending, refetch } = useMyReviews();
  const title = intl.formatMessage({ id: 'projects.waiting.title' });
  return (
    <section id={WAITING_FOR_REVIEW_ID} aria-labelledby={`${WAITING_FOR_REVIEW_ID}-title`} tabIndex={-1} className="flex scroll-mt-20 flex-col gap-3 outline-none">
      <h2 id={`${WAITING_FOR_REVIEW_ID}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      {isPending && <div aria-hidden="true" className="h-16 animate-pulse rounded-lg bg-subtle" />}
      {error && <LoadError message={intl.formatMessage({ id: 'projects.waiting.loadError' }, { reason: describeError(error) })} onRetry={() => void refetch()} />}
      {data && data.length === 0 && (
        <p className="text-sm text-muted">
          <FormattedMessage id="projects.waiting.none" />
        </p>
      )}
      {data && data.length > 0 && (
        <ul aria-label={title} className="grid grid-cols-1 gap-2 sm:grid-cols-2 2xl:grid-cols-3">
          {data.map((item) => (
            <ReviewItem key={item.asset_id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
