import clsx from 'clsx';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { fileUrl } from '../../lib/format.ts';
import { clampPage, pageCountOf, pageOf, type PagedFile } from './pages.ts';
import { useIntl } from 'react-intl';

export interface PageThumbnailsProps {
  file: PagedFile;
  page: number;
  onPageChange: (page: number) => void;
  /** Added to file addresses, e.g. `?review={token}` on a review link. */
  fileQuery?: string;
  id?: string;
  /** Layout added to the row's, e.g. a column from some width on. */
  className?: string;
}

/**
 * Every page as a small thumbnail in one scrolling row (or column); pages still rendering hold their
 * place with their number. One Tab stop: the arrow keys, Home and End move between pages.
 */
export function PageThumbnails({ file, page, onPageChange, fileQuery = '', id, className }: PageThumbnailsProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const intl = useIntl();
  const pageCount = pageCountOf(file);
  const first = pageOf(file, 1);
  // Pages not rendered yet are drawn in page 1's proportions, the likeliest guess.
  const fallbackRatio = first ? `${first.width} / ${first.height}` : '3 / 4';

  // The current page's thumbnail is brought into the strip's view by scrolling the strip alone:
  // scrollIntoView would also scroll the window down to the strip when the screen opens.
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current) return;
    // The list is positioned, so offsets are from its start; a row scrolls across, a column down.
    const left = current.offsetLeft;
    if (left < list.scrollLeft || left + current.offsetWidth > list.scrollLeft + list.clientWidth) list.scrollLeft = left - (list.clientWidth - current.offsetWidth) / 2;
    const top = current.offsetTop;
    if (top < list.scrollTop || top + current.offsetHeight > list.scrollTop + list.clientHeight) list.scrollTop = top - (list.clientHeight - current.offsetHeight) / 2;
    if (list.contains(document.activeElement)) current.focus({ preventScroll: true });
  }, [page]);

  const handleKeyDown = (event: KeyboardEvent) => {
    const next = { ArrowLeft: page - 1, ArrowUp: page - 1, ArrowRight: page + 1, ArrowDown: page + 1, Home: 1, End: pageCount }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onPageChange(clampPage(next, pageCount));
  };

  return (
    <ol ref={listRef} id={id} aria-label={intl.formatMessage({ id: 'media.pages.thumbnails' })} onKeyDown={handleKeyDown} className={clsx('relative flex min-w-0 gap-2 overflow-x-auto px-0.5 pt-0.5 pb-1', className)}>
      {Array.from({ length: pageCount }, (_, index) => {
        const number = index + 1;
        const rendered = pageOf(file, number);
        const isCurrent = number === page;
        return (
          <li key={number} className="shrink-0">
            <button
              type="button"
              aria-label={intl.formatMessage({ id: rendered ? 'media.pages.thumbnail' : 'media.pages.thumbnailRendering' }, { number })}
              aria-current={isCurrent ? 'page' : undefined}
              tabIndex={isCurrent ? 0 : -1}
              onClick={() => onPageChange(number)}
              className={clsx('flex flex-col items-center gap-1 rounded-md border-2 p-1 transition-colors', isCurrent ? 'border-accent bg-accent-soft' : 'border-transparent hover:bg-subtle')}
            >
              <span className="flex h-16 items-center justify-center">
                {rendered ? (
                  <img src={fileUrl(rendered.thumbnail) + fileQuery} alt="" loading="lazy" draggable={false} className="h-full w-auto rounded-sm bg-white shadow-sm ring-1 ring-black/10" style={{ aspectRatio: `${rendered.width} / ${rendered.height}` }} />
                ) : (
                  <span aria-hidden="true" className="h-full max-w-16 rounded-sm border border-dashed border-line bg-subtle" style={{ aspectRatio: fallbackRatio }} />
                )}
              </span>
              <span className={clsx('text-[11px] leading-none tabular', isCurrent ? 'font-semibold text-accent-text' : 'text-muted')}>{number}</span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
