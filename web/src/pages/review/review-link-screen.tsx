import { useMemo, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PublicReview } from '@review/contract/sharing';
import { useReviewParams } from '../../features/assets/review-params.ts';
import { isMultiPage } from '../../features/documents/pages.ts';
import { PagePosition } from '../../features/documents/page-position.tsx';
import { useCurrentPage } from '../../features/documents/use-current-page.ts';
import { mediaNoun } from '../../features/sharing/media-noun.ts';
import { originalFileUrl } from '../../features/sharing/use-public-review.ts';
import { playedMedia, useBannerView } from '../../features/banners/banner-view.ts';
import { useVideoTransport } from '../../features/video/use-video-transport.ts';
import { buttonClass } from '../../ui/button.tsx';
import { DownloadIcon } from '../../ui/icons.tsx';
import { CommentsColumn } from '../asset/sidebar/comments-column.tsx';
import { ReviewSourceContext } from '../asset/source/review-source.ts';
import { useReviewSelection } from '../asset/use-review-selection.ts';
import { ReviewViewer } from '../asset/viewer/review-viewer.tsx';
import { AssetStepper } from './asset-stepper.tsx';
import { DesignPicker } from './design-picker.tsx';
import { GuestReportButton } from './guest-report-button.tsx';
import { LinkDecision } from './link-decision.tsx';
import { LinkStages } from './link-stages.tsx';
import { screenAssetOf, useLinkSource } from './link-source.tsx';
import { ReviewLinkHeader } from './review-link-header.tsx';
import { useGuestIdentity } from './use-guest-identity.ts';

export interface ReviewLinkScreenProps {
  token: string;
  /** The `?asset=` the review was asked with (null for an asset link): the cache entry a drawn mark joins. */
  queriedAssetId: number | null;
  review: PublicReview;
  asset: NonNullable<PublicReview['asset']>;
  /** The guest's language switcher, in the header. */
  language: ReactNode;
}

/**
 * One asset of a link: the members' review viewer (design checks, What changed, carried-forward
 * marks, a document page by page, a video frame by frame) reading and writing through the link, in
 * the guest's shell: the link's header, where the review stands with its stages and the guest's
 * decision (the reviewers' controls), then the members' sidebar as one column: the threads of the
 * variation shown (open ones carried from earlier versions with it) and the comment form.
 */
export function ReviewLinkScreen({ token, queriedAssetId, review, asset, language }: ReviewLinkScreenProps) {
  const intl = useIntl();
  const screenAsset = useMemo(() => screenAssetOf(review, asset), [review, asset]);
  const selection = useReviewSelection(screenAsset);
  const { version, variation } = selection;
  const { frame } = useReviewParams();
  const { page, pageCount } = useCurrentPage(variation);
  const isDocument = variation !== undefined && isMultiPage(variation);
  const noun = mediaNoun(variation?.media.kind);
  const guest = useGuestIdentity(token);
  const source = useLinkSource({ token, queriedAssetId, review, guest });
  const bannerView = useBannerView(variation?.media);
  const transport = useVideoTransport(playedMedia(variation?.media, bannerView.view), variation?.id, frame ?? 0, source.fileQuery);
  const newest = review.versions.find((item) => item.id === review.review?.version_id);

  return (
    <ReviewSourceContext value={source}>
      {/* From lg the screen is a viewer: the design takes the height the toolbar leaves, the discussion scrolls beside it. */}
      <div className="flex min-h-dvh flex-col lg:h-dvh">
        <ReviewLinkHeader projectName={review.project_name} asset={asset} language={language}>
          {review.scope === 'project' && <AssetStepper assets={review.assets} assetId={asset.id} />}
        </ReviewLinkHeader>

        <main className="flex flex-1 flex-col lg:min-h-0 lg:flex-row">
          <section aria-label={intl.formatMessage({ id: 'review.screen.media' }, { noun })} className="flex min-w-0 flex-1 flex-col gap-2 p-4 lg:min-h-0 lg:overflow-y-auto">
            <div className="flex min-w-0 flex-wrap items-center gap-x-4 gap-y-2 empty:hidden">
              <DesignPicker versions={screenAsset.versions} version={version} variation={variation} onVersionChange={selection.selectVersion} onVariationChange={selection.selectVariation} />
              {isDocument && <PagePosition page={page} pageCount={pageCount} />}
              {review.allow_download && version && (
                <div className="ms-auto flex flex-wrap items-center gap-2">
                  <GuestReportButton token={token} assetId={asset.id} versionId={version.id} />
                  {variation && (
                    <a href={originalFileUrl(token, variation.id)} download className={buttonClass('secondary', 'sm')}>
                      <DownloadIcon />
                      <FormattedMessage id="review.screen.downloadOriginal" />
                    </a>
                  )}
                </div>
              )}
            </div>
            {version && variation ? (
              <div className="flex min-w-0 flex-col lg:min-h-0 lg:flex-1 [&>section]:lg:h-full [&>section]:lg:min-h-0">
                <ReviewViewer asset={screenAsset} version={version} variation={variation} onStepVariation={selection.stepVariation} transport={transport} hasPagesBelow />
              </div>
            ) : (
              <p className="text-sm text-muted">
                <FormattedMessage id="review.screen.noDesign" />
              </p>
            )}
          </section>

          <aside aria-label={intl.formatMessage({ id: 'review.screen.comments' })} className="flex w-full flex-col gap-4 border-t border-line bg-surface p-4 lg:w-96 lg:shrink-0 lg:overflow-y-auto lg:border-t-0 lg:border-s">
            {review.review && (review.allow_decisions || review.review.decisions.length > 0) && (
              <LinkDecision
                token={token}
                assetId={asset.id}
                outcome={review.review.outcome}
                decisions={review.review.decisions}
                newest={newest}
                versionOnScreenId={version?.id}
                isAllowed={review.allow_decisions}
                closedReason={review.review.guests_closed}
                guest={guest}
              />
            )}
            <LinkStages token={token} assetId={asset.id} newestVersion={newest?.version ?? null} />
            <CommentsColumn asset={screenAsset} target={selection} transport={transport} />
          </aside>
        </main>
      </div>
    </ReviewSourceContext>
  );
}
