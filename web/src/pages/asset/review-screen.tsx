import clsx from 'clsx';
import type { ReactNode } from 'react';
import type { Asset } from '@review/contract/assets';
import { useReviewParams } from '../../features/assets/review-params.ts';
import { playedMedia, useBannerView } from '../../features/banners/banner-view.ts';
import { useVideoTransport } from '../../features/video/use-video-transport.ts';
import { ReviewHeader } from './header/review-header.tsx';
import { ReviewSidebar } from './sidebar/review-sidebar.tsx';
import { useReviewSelection } from './use-review-selection.ts';
import { VariationStrip } from './variations/variation-strip.tsx';
import { CompareButton } from './compare/compare-button.tsx';
import { VersionStrip } from './versions/version-strip.tsx';
import { ReviewViewer } from './viewer/review-viewer.tsx';
import { NoVersions } from './no-versions.tsx';
import { REVIEW_COMMENTS_ID, ReviewSkipLinks } from './skip-links.tsx';
import { useMemberSource } from './source/member-source.ts';
import { ReviewSourceContext } from './source/review-source.ts';

/**
 * The review screen. From 1280 px it is the window's height: one header row (breadcrumb, version,
 * people, actions), then versions and variations | viewer | sidebar, each scrolling on its own, so the
 * design keeps most of the height. Below, one column in that order, and on a phone the design comes
 * first of all, fitted, with the controls under it. The design and the comments are each one skip link
 * from the top of the page. A video's playhead is held here, where the viewer plays it and the sidebar
 * comments on its frames.
 */
export function ReviewScreen({ asset, breadcrumb }: { asset: Asset; breadcrumb: ReactNode }) {
  const selection = useReviewSelection(asset);
  const { version, variation } = selection;
  const { frame } = useReviewParams();
  const bannerView = useBannerView(variation?.media);
  const transport = useVideoTransport(playedMedia(variation?.media, bannerView.view), variation?.id, frame ?? 0);
  const source = useMemberSource(asset);
  return (
    <ReviewSourceContext value={source}>
      <div className={AREAS}>
        <ReviewSkipLinks />
        <div className="min-w-0 [grid-area:header]">
          <ReviewHeader asset={asset} selection={selection} breadcrumb={breadcrumb} />
        </div>
        <div className="flex min-w-0 flex-col gap-3 [grid-area:rail] xl:w-32 xl:min-h-0 xl:overflow-y-auto">
          <VersionStrip
            assetId={asset.id}
            versions={asset.versions}
            selected={version}
            onSelect={selection.selectVersion}
            onAdded={selection.openVersion}
            actions={asset.versions.some((item) => item.variations.length > 0) && <CompareButton asset={asset} variationId={variation?.id} transport={transport} />}
          />
          <VariationStrip assetId={asset.id} version={version} selected={variation} onSelect={selection.selectVariation} />
        </div>
        <div className="min-w-0 [grid-area:viewer] xl:min-h-0">
          {version && variation ? <ReviewViewer asset={asset} version={version} variation={variation} onStepVariation={selection.stepVariation} transport={transport} /> : <NoVersions />}
        </div>
        <div id={REVIEW_COMMENTS_ID} tabIndex={-1} className="min-w-0 [grid-area:sidebar] xl:min-h-0 xl:overflow-y-auto">
          <ReviewSidebar asset={asset} transport={transport} />
        </div>
      </div>
    </ReviewSourceContext>
  );
}

/** Where each part sits: a phone puts the design first; from xl, three columns under one full row, filling the height. */
const AREAS = clsx(
  'grid min-w-0 grid-cols-1 gap-3',
  "[grid-template-areas:'viewer'_'header'_'rail'_'sidebar']",
  "md:[grid-template-areas:'header'_'rail'_'viewer'_'sidebar']",
  "xl:min-h-0 xl:flex-1 xl:grid-cols-[auto_minmax(0,1fr)_24rem] xl:grid-rows-[auto_minmax(0,1fr)] xl:gap-y-2 xl:[grid-template-areas:'header_header_header'_'rail_viewer_sidebar'] 2xl:grid-cols-[auto_minmax(0,1fr)_28rem]",
);
