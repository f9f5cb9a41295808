import { IconButton } from '../../ui/icon-button.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons.tsx';
import { PageField } from './page-field.tsx';
import { useIntl } from 'react-intl';

export interface PageStepperProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

/** Previous page, the page number field, next page. */
export function PageStepper({ page, pageCount, onPageChange }: PageStepperProps) {
  const intl = useIntl();
  return (
    <div role="group" aria-label={intl.formatMessage({ id: 'media.pages.page' })} className="flex h-8 shrink-0 items-center rounded-md border border-line bg-surface">
      <IconButton label={intl.formatMessage({ id: 'media.pages.previous' })} aria-keyshortcuts="PageUp" disabled={page <= 1} onClick={() => onPageChange(page - 1)} className="size-8 disabled:opacity-40">
        <ChevronLeftIcon />
      </IconButton>
      <PageField page={page} pageCount={pageCount} onPageChange={onPageChange} />
      <IconButton label={intl.formatMessage({ id: 'media.pages.next' })} aria-keyshortcuts="PageDown" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)} className="size-8 disabled:opacity-40">
        <ChevronRightIcon />
      </IconButton>
    </div>
  );
}
