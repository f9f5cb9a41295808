import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PublicAssetCard } from '@review/contract/sharing';
import { Button, buttonClass } from '../../ui/button.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons.tsx';
import { neighboursOf } from './asset-neighbours.ts';

/** A step to a neighbour, or the same control disabled at an end of the set, so the bar does not shift. */
function StepLink({ asset, label, children }: { asset: PublicAssetCard | null; label: string; children: ReactNode }) {
  if (!asset) {
    return (
      <Button variant="secondary" size="sm" disabled aria-label={label}>
        {children}
      </Button>
    );
  }
  return (
    <Link to={{ search: `?asset=${asset.id}` }} aria-label={label} title={asset.title} className={buttonClass('secondary', 'sm')}>
      {children}
    </Link>
  );
}

/** On a project link's asset: back to the grid, and the assets before and after in the link's order. */
export function AssetStepper({ assets, assetId }: { assets: readonly PublicAssetCard[]; assetId: number }) {
  const intl = useIntl();
  const { previous, next, position, count } = neighboursOf(assets, assetId);
  return (
    <nav aria-label={intl.formatMessage({ id: 'review.stepper.label' })} className="flex flex-wrap items-center gap-2">
      <Link to={{ search: '' }} className={buttonClass('ghost', 'sm', '-ms-3')}>
        <ChevronLeftIcon />
        <FormattedMessage id="review.page.allAssets" />
      </Link>
      <div className="ms-auto flex items-center gap-2">
        {position > 0 && (
          <span className="text-xs text-muted tabular">
            <FormattedMessage id="review.stepper.position" values={{ position, count }} />
          </span>
        )}
        <StepLink asset={previous} label={intl.formatMessage({ id: 'review.stepper.previousAsset' })}>
          <ChevronLeftIcon />
          <FormattedMessage id="review.stepper.previous" />
        </StepLink>
        <StepLink asset={next} label={intl.formatMessage({ id: 'review.stepper.nextAsset' })}>
          <FormattedMessage id="review.stepper.next" />
          <ChevronRightIcon />
        </StepLink>
      </div>
    </nav>
  );
}
