import { useIntl } from 'react-intl';
import { PageThumbnails } from '../../../features/documents/page-thumbnails.tsx';
import { awaitsConversion } from '../../../features/documents/office-type.ts';
import { RenderProgress } from '../../../features/documents/render-progress.tsx';
import type { CurrentPage } from '../../../features/documents/use-current-page.ts';
import type { RenderRetry } from '../source/review-source.ts';
import type { ScreenVariation } from '../source/screen-asset.ts';

/** The id of the thumbnails, for the toggle that folds them away. */
export const PAGE_THUMBNAILS_ID = 'document-page-thumbnails';

/**
 * A document's thumbnails: a row under the design, and from xl a column beside it, so on a laptop
 * they take none of the design's height.
 */
export function DocumentThumbnails({ variation, current, fileQuery }: { variation: ScreenVariation; current: CurrentPage; fileQuery: string }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'asset.details.pages' })} className="min-w-0 shrink-0 rounded-lg border border-line bg-surface p-1.5 max-xl:order-last xl:w-24 xl:overflow-hidden">
      <PageThumbnails
        id={PAGE_THUMBNAILS_ID}
        file={variation}
        fileQuery={fileQuery}
        page={current.page}
        onPageChange={current.goTo}
        className="xl:h-full xl:flex-col xl:items-center xl:overflow-x-hidden xl:overflow-y-auto xl:pb-0.5"
      />
    </nav>
  );
}

/** How a document's rendering goes, and why it stopped with Retry where the actor is offered them. */
export function DocumentRenderStatus({ variation, pageCount, render }: { variation: ScreenVariation; pageCount: number; render: RenderRetry | null }) {
  return (
    <RenderProgress
      state={variation.render_state}
      rendered={variation.pages.length}
      pageCount={pageCount}
      // A refused retry says why; otherwise the reason rendering stopped.
      error={render && (render.error ?? variation.render_error)}
      onRetry={render ? () => render.retry(variation.id) : undefined}
      isRetrying={render?.isRetrying}
      converting={awaitsConversion(variation)}
    />
  );
}
