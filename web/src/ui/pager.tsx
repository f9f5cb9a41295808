import { Button } from './button.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';
import { FormattedMessage } from 'react-intl';

export interface PagerProps {
  /** Zero-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Names the navigation, e.g. 'Variation pages'. */
  label: string;
}

/** Previous and Next around 'Page n of m'. */
export function Pager({ page, pageCount, onPageChange, label }: PagerProps) {
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2">
      <Button variant="secondary" size="sm" disabled={page <= 0} onClick={() => onPageChange(page - 1)}>
        <ChevronLeftIcon /> <FormattedMessage id="shell.pager.previous" />
      </Button>
      <p className="tabular text-sm text-muted" aria-live="polite">
        <FormattedMessage id="shell.pager.position" values={{ page: page + 1, pageCount }} />
      </p>
      <Button variant="secondary" size="sm" disabled={page >= pageCount - 1} onClick={() => onPageChange(page + 1)}>
        <FormattedMessage id="shell.pager.next" /> <ChevronRightIcon />
      </Button>
    </nav>
  );
}
