import { FormattedMessage } from 'react-intl';

/** 'Page 3 of 12', announced as the page changes. */
export function PagePosition({ page, pageCount }: { page: number; pageCount: number }) {
  return (
    <p aria-live="polite" className="text-sm font-medium whitespace-nowrap text-fg tabular">
      <FormattedMessage id="media.pages.position" values={{ page, pageCount }} />
    </p>
  );
}
