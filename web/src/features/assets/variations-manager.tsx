import { useState } from 'react';
import { LoadError } from '../../ui/load-error.tsx';
import { Pager } from '../../ui/pager.tsx';
import { useVariations } from './use-variations.ts';
import { VariationTile } from './variation-tile.tsx';
import { VariationUploadForm } from './variation-upload-form.tsx';

/** The variations modal pages 4 at a time (spec section 9). */
export const VARIATIONS_PER_PAGE = 4;

/** A version's variations, 4 a page, each deletable, and the form that adds one. */
export function VariationsManager({ versionId }: { versionId: number }) {
  const { data: variations, error, isPending, refetch } = useVariations(versionId);
  const [page, setPage] = useState(0);
  const pageCount = Math.max(1, Math.ceil((variations?.length ?? 0) / VARIATIONS_PER_PAGE));
  const current = Math.min(page, pageCount - 1);
  const shown = variations?.slice(current * VARIATIONS_PER_PAGE, (current + 1) * VARIATIONS_PER_PAGE) ?? [];

  return (
    <div className="flex flex-col gap-4">
      {isPending && <p className="text-muted">Loading...</p>}
      {error && <LoadError message="Error loading data" onRetry={() => void refetch()} />}
      {variations && (
        <>
          {variations.length === 0 ? (
            <p className="text-sm text-muted">This version has no variations yet — upload one below.</p>
          ) : (
            <ul aria-label={`Variations, page ${current + 1} of ${pageCount}`} className="grid grid-cols-2 items-start gap-3 sm:grid-cols-4">
              {shown.map((variation) => (
                <VariationTile key={variation.id} variation={variation} />
              ))}
            </ul>
          )}
          <Pager label="Variation pages" page={current} pageCount={pageCount} onPageChange={setPage} />
        </>
      )}
      <VariationUploadForm versionId={versionId} onUploaded={() => setPage(Math.floor((variations?.length ?? 0) / VARIATIONS_PER_PAGE))} />
    </div>
  );
}
