import { PagesIcon } from '../../ui/icons.tsx';
import { formatPageCount } from '../assets/page-summary.ts';

/**
 * '12 pages' on the top corner of a document card's thumbnail. Light on dark in both themes, since it
 * sits on the design, not on the page; it lets clicks and drags through to the card under it.
 */
export function CardPageCount({ count }: { count: number }) {
  return (
    <span className="pointer-events-none absolute top-2 end-2 inline-flex items-center gap-1 rounded-md bg-black/65 px-1.5 py-0.5 text-xs font-medium text-white tabular">
      <PagesIcon />
      {formatPageCount(count)}
    </span>
  );
}
