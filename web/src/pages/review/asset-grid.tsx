import { Link } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PublicAssetCard } from '@review/contract/sharing';
import { fileUrl } from '../../lib/format.ts';
import { ImageIcon } from '../../ui/icons.tsx';
import { OutcomeLabel } from './outcome-label.tsx';
import { StatusPill } from './review-link-header.tsx';

export interface AssetGridProps {
  assets: readonly PublicAssetCard[];
  /** `?review={token}`, which lets the link's holder load the thumbnails. */
  fileQuery: string;
}

/** A project link's assets in the board's order; a card opens its asset (`?asset=`, so a reload keeps it). */
export function AssetGrid({ assets, fileQuery }: AssetGridProps) {
  const intl = useIntl();
  return (
    <main className="flex flex-col gap-4 p-4 sm:p-6">
      <h2 className="text-base font-semibold">
        <FormattedMessage id="review.grid.heading" values={{ count: assets.length, muted: (chunks) => <span className="font-normal text-muted tabular">{chunks}</span> }} />
      </h2>
      {assets.length === 0 && <p className="text-sm text-muted">{intl.formatMessage({ id: 'review.grid.empty' })}</p>}
      <ul aria-label={intl.formatMessage({ id: 'review.grid.label' })} className="grid grid-cols-[repeat(auto-fill,minmax(14rem,1fr))] gap-4">
        {assets.map((asset) => (
          <li key={asset.id}>
            <Link
              to={{ search: `?asset=${asset.id}` }}
              aria-label={asset.title}
              className="group flex h-full flex-col overflow-hidden rounded-lg border border-line bg-surface shadow-sm hover:border-accent focus-visible:outline-offset-2"
            >
              <span className="flex aspect-[4/3] items-center justify-center overflow-hidden bg-subtle text-muted">
                {asset.thumbnail ? (
                  <img src={fileUrl(asset.thumbnail) + fileQuery} alt="" loading="lazy" className="size-full object-cover object-top transition-transform group-hover:scale-[1.02]" />
                ) : (
                  <ImageIcon />
                )}
              </span>
              <span className="flex flex-col gap-2 p-3">
                <span className="truncate text-sm font-medium group-hover:underline" title={asset.title}>
                  {asset.title}
                </span>
                <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <StatusPill status={asset.status} />
                  {asset.version === null ? <span className="text-xs text-muted">{intl.formatMessage({ id: 'review.grid.noDesign' })}</span> : <OutcomeLabel outcome={asset.outcome} />}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
