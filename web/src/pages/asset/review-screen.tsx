import type { Asset } from '@review/contract/assets';
import { ReviewHeader } from './header/review-header.tsx';
import { ReviewSidebar } from './sidebar/review-sidebar.tsx';
import { useReviewSelection } from './use-review-selection.ts';
import { VariationStrip } from './variations/variation-strip.tsx';
import { CompareButton } from './compare/compare-button.tsx';
import { VersionStrip } from './versions/version-strip.tsx';
import { ReviewViewer } from './viewer/review-viewer.tsx';
import { NoVersions } from './no-versions.tsx';

/**
 * The review screen: header row, version strip, then variations | viewer | sidebar on wide screens;
 * below 1280 px the viewer comes first and the sidebar under it.
 */
export function ReviewScreen({ asset }: { asset: Asset }) {
  const selection = useReviewSelection(asset);
  const { version, variation } = selection;
  return (
    <>
      <ReviewHeader asset={asset} selection={selection} />
      <VersionStrip
        assetId={asset.id}
        versions={asset.versions}
        selected={version}
        onSelect={selection.selectVersion}
        actions={asset.versions.some((item) => item.variations.length > 0) && <CompareButton asset={asset} variationId={variation?.id} />}
      />
      <div className="grid min-w-0 grid-cols-1 gap-3 xl:grid-cols-[auto_minmax(0,1fr)_24rem] 2xl:grid-cols-[auto_minmax(0,1fr)_28rem]">
        <VariationStrip assetId={asset.id} version={version} selected={variation} onSelect={selection.selectVariation} />
        {version && variation ? <ReviewViewer asset={asset} version={version} variation={variation} onStepVariation={selection.stepVariation} /> : <NoVersions />}
        <div className="min-w-0 xl:max-h-[calc(100dvh-12rem)] xl:overflow-y-auto">
          <ReviewSidebar asset={asset} />
        </div>
      </div>
    </>
  );
}
