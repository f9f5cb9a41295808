import { useId, type ReactNode } from 'react';
import { PageStepper } from './page-stepper.tsx';
import { PageStripToggle } from './page-strip-toggle.tsx';
import { PageThumbnails } from './page-thumbnails.tsx';
import { pageCountOf, type PagedFile } from './pages.ts';
import { usePageStrip } from './use-page-strip.ts';
import { useIntl } from 'react-intl';

export interface PageNavigatorProps {
  file: PagedFile;
  page: number;
  onPageChange: (page: number) => void;
  /** Added to thumbnail addresses, e.g. `?review={token}` on a review link. */
  fileQuery?: string;
  /** How rendering goes (a RenderProgress), on a line of its own so a long reason never squeezes the strip. */
  status?: ReactNode;
}

/** A multi-page file's pages: previous / number / next, the thumbnails (which fold away, remembered), and how rendering goes. */
export function PageNavigator({ file, page, onPageChange, fileQuery, status }: PageNavigatorProps) {
  const strip = usePageStrip();
  const stripId = useId();
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'media.pages' })} className="flex min-w-0 flex-col gap-1.5 rounded-lg border border-line bg-surface p-2">
      <div className="flex min-w-0 items-center gap-3">
        <PageStepper page={page} pageCount={pageCountOf(file)} onPageChange={onPageChange} />
        <PageStripToggle strip={strip} controls={stripId} />
      </div>
      {strip.isOpen && <PageThumbnails id={stripId} file={file} page={page} onPageChange={onPageChange} fileQuery={fileQuery} />}
      {status}
    </nav>
  );
}
