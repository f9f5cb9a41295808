import type { Asset, Variation } from '@review/contract/assets';
import { PageThumbnails } from '../../../features/documents/page-thumbnails.tsx';
import { RenderProgress } from '../../../features/documents/render-progress.tsx';
import { useRetryRender } from '../../../features/documents/use-retry-render.ts';
import { describeError } from '../../../lib/api-error.ts';
import type { CurrentPage } from '../../../features/documents/use-current-page.ts';

/** The id of the thumbnails, for the toggle that folds them away. */
export const PAGE_THUMBNAILS_ID = 'document-page-thumbnails';

/**
 * A document's thumbnails: a row under the design, and from xl a column beside it, so on a laptop
 * they take none of the design's height.
 */
export function DocumentThumbnails({ variation, current }: { variation: Variation; current: CurrentPage }) {
  return (
    <nav aria-label="Pages" className="min-w-0 shrink-0 rounded-lg border border-line bg-surface p-1.5 max-xl:order-last xl:w-24 xl:overflow-hidden">
      <PageThumbnails
        id={PAGE_THUMBNAILS_ID}
        file={variation}
        page={current.page}
        onPageChange={current.goTo}
        className="xl:h-full xl:flex-col xl:items-center xl:overflow-x-hidden xl:overflow-y-auto xl:pb-0.5"
      />
    </nav>
  );
}

/** How a document's rendering goes, and Retry when it stopped. */
export function DocumentRenderStatus({ asset, variation, pageCount }: { asset: Asset; variation: Variation; pageCount: number }) {
  const retry = useRetryRender(asset.id);
  // A refused retry says why; otherwise the reason rendering stopped.
  const error = retry.error ? describeError(retry.error) : variation.render_error;
  return (
    <RenderProgress
      state={variation.render_state}
      rendered={variation.pages.length}
      pageCount={pageCount}
      error={error}
      onRetry={() => retry.mutate(variation.id)}
      isRetrying={retry.isPending}
    />
  );
}
