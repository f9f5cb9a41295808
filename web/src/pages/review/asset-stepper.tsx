import type { ReactNode } from 'react';
import { Link } from 'react-router';
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
  const { previous, next, position, count } = neighboursOf(assets, assetId);
  return (
    <nav aria-label="Assets of this link" className="flex flex-wrap items-center gap-2">
      <Link to={{ search: '' }} className={buttonClass('ghost', 'sm', '-ms-3')}>
        <ChevronLeftIcon />
        All assets
      </Link>
      <div className="ms-auto flex items-center gap-2">
        {position > 0 && (
          <span className="text-xs text-muted tabular">
            {position} of {count}
          </span>
        )}
        <StepLink asset={previous} label="Previous asset">
          <ChevronLeftIcon />
          Previous
        </StepLink>
        <StepLink asset={next} label="Next asset">
          Next
          <ChevronRightIcon />
        </StepLink>
      </div>
    </nav>
  );
}
