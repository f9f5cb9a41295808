import { Button } from './button.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';

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
        <ChevronLeftIcon /> Previous
      </Button>
      <p className="tabular text-sm text-muted" aria-live="polite">
        Page {page + 1} of {pageCount}
      </p>
      <Button variant="secondary" size="sm" disabled={page >= pageCount - 1} onClick={() => onPageChange(page + 1)}>
        Next <ChevronRightIcon />
      </Button>
    </nav>
  );
}
