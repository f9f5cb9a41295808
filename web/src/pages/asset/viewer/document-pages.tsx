import type { Asset, Variation } from '@review/contract/assets';
import { PageNavigator } from '../../../features/documents/page-navigator.tsx';
import { RenderProgress } from '../../../features/documents/render-progress.tsx';
import { useRetryRender } from '../../../features/documents/use-retry-render.ts';
import { describeError } from '../../../lib/api-error.ts';
import type { CurrentPage } from '../../../features/documents/use-current-page.ts';

/** Under the viewer of a document: its pages, how rendering goes, and Retry when it stopped. */
export function DocumentPages({ asset, variation, current }: { asset: Asset; variation: Variation; current: CurrentPage }) {
  const retry = useRetryRender(asset.id);
  // A refused retry says why; otherwise the reason rendering stopped.
  const error = retry.error ? describeError(retry.error) : variation.render_error;
  return (
    <PageNavigator
      file={variation}
      page={current.page}
      onPageChange={current.goTo}
      status={
        <RenderProgress
          state={variation.render_state}
          rendered={variation.pages.length}
          pageCount={current.pageCount}
          error={error}
          onRetry={() => retry.mutate(variation.id)}
          isRetrying={retry.isPending}
        />
      }
    />
  );
}
