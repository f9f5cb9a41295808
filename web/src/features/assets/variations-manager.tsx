import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LoadError } from '../../ui/load-error.tsx';
import { Pager } from '../../ui/pager.tsx';
import { useVariations } from './use-variations.ts';
import { VariationTile } from './variation-tile.tsx';
import { VariationUploadForm } from './variation-upload-form.tsx';

/** The variations modal pages 4 at a time (spec section 9). */
export const VARIATIONS_PER_PAGE = 4;

/** A version's variations, 4 a page, each deletable, and the form that adds one. */
export function VariationsManager({ versionId }: { versionId: number }) {
  const intl = useIntl();
  const { data: variations, error, isPending, refetch } = useVariations(versionId);
  const [page, setPage] = useState(0);
  const pageCount = Math.max(1, Math.ceil((variations?.length ?? 0) / VARIATIONS_PER_PAGE));
  const current = Math.min(page, pageCount - 1);
  const shown = variations?.slice(current * VARIATIONS_PER_PAGE, (current + 1) * VARIATIONS_PER_PAGE) ?? [];

  return (
    <div className="flex flex-col gap-4">
      {isPending && (
        <p className="text-muted">
          <FormattedMessage id="projects.loading" />
        </p>
      )}
      {error && <LoadError message={intl.formatMessage({ id: 'projects.loadError' })} onRetry={() => void refetch()} />}
      {variations && (
        <>
          {variations.length === 0 ? (
            <p className="text-sm text-muted">
              <FormattedMessage id="projects.variations.none" />
            </p>
          ) : (
            <ul aria-label={intl.formatMessage({ id: 'projects.variations.page' }, { page: current + 1, pageCount })} className="grid grid-cols-2 items-start gap-3 sm:grid-cols-4">
              {shown.map((variation) => (
                <VariationTile key={variation.id} variation={variation} />
              ))}
            </ul>
          )}
          <Pager label={intl.formatMessage({ id: 'projects.variations.pages' })} page={current} pageCount={pageCount} onPageChange={setPage} />
        </>
      )}
      <VariationUploadForm versionId={versionId} onUploaded={() => setPage(Math.floor((variations?.length ?? 0) / VARIATIONS_PER_PAGE))} />
    </div>
  );
}
