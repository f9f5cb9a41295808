import { FormattedMessage } from 'react-intl';
import { useMyReviews } from '../../features/reviews/use-my-reviews.ts';
import { CheckIcon } from '../../ui/icons.tsx';
import { WAITING_FOR_REVIEW_ID } from './waiting-for-review.tsx';

/** The sidebar's way to the dashboard's 'Waiting for my review' list, with how many wait. */
export function ReviewNavLink({ onNavigate }: { onNavigate?: () => void }) {
  const { data } = useMyReviews();
  const count = data?.length;
  function handleClick() {
    onNavigate?.();
    const section = document.getElementById(WAITING_FOR_REVIEW_ID);
    section?.scrollIntoView({ block: 'start' });
    section?.focus({ preventScroll: true });
  }
  return (
    <button type="button" onClick={handleClick} className="flex h-9 w-full items-center gap-3 rounded-md px-3 text-sm font-medium text-muted hover:bg-subtle hover:text-fg">
      <CheckIcon />
      <span className="flex-1 text-start">
        <FormattedMessage id="projects.dashboard.toReview" />
      </span>
      {count !== undefined && count > 0 && (
        <span className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-xs font-semibold text-white tabular">
          <span aria-hidden="true">{count}</span>
          <span className="sr-only">
            <FormattedMessage id="projects.board.assetCount" values={{ count }} />
          </span>
        </span>
      )}
    </button>
  );
}
