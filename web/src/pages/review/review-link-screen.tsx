import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import type { PublicReview } from '@review/contract/sharing';
import { useReviewParams } from '../../features/assets/review-params.ts';
import { numberAnnotations } from '../../features/comments/annotation-numbers.ts';
import { isMultiPage } from '../../features/documents/pages.ts';
import { PagePosition } from '../../features/documents/page-position.tsx';
import { useCurrentPage } from '../../features/documents/use-current-page.ts';
import { mediaNoun } from '../../features/sharing/media-noun.ts';
import { originalFileUrl, useGuestComment } from '../../features/sharing/use-public-review.ts';
import type { FrameSpanBody } from '../../features/video/frame-span.ts';
import { useVideoTransport } from '../../features/video/use-video-transport.ts';
import { buttonClass } from '../../ui/button.tsx';
import { DownloadIcon } from '../../ui/icons.tsx';
import { listThreads } from '../asset/sidebar/change-filter.ts';
import { ReviewSourceContext } from '../asset/source/review-source.ts';
import { useReviewSelection } from '../asset/use-review-selection.ts';
import { useSelectComment } from '../asset/use-select-comment.ts';
import { ReviewViewer } from '../asset/viewer/review-viewer.tsx';
import { AssetStepper } from './asset-stepper.tsx';
import { DesignPicker } from './design-picker.tsx';
import { GuestCommentForm } from './guest-comment-form.tsx';
import { GuestDecisions } from './guest-decisions.tsx';
import { guestErrorText } from './guest-error-text.ts';
import { GuestReportButton } from './guest-report-button.tsx';
import { GuestThread } from './guest-thread.tsx';
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
}

/**
 * One asset of a link: the members' review viewer (design checks, What changed, carried-forward
 * marks, a document page by page, a video frame by frame) reading and writing through the link, in
 * the guest's shell: the link's header, where the review stands with its stages and the guest's
 * decision, the discussion of the variation shown (open threads carried from earlier versions with
 * it) and the guest's comment form.
 */
export function ReviewLinkScreen({ token, queriedAssetId, review, asset }: ReviewLinkScreenProps) {
  const screenAsset = useMemo(() => screenAssetOf(review, asset), [review, asset]);
  const selection = useReviewSelection(screenAsset);
  const { version, variation } = selection;
  const { frame } = useReviewParams();
  const { page, pageCount } = useCurrentPage(variation);
  const isDocument = variation !== undefined && isMultiPage(variation);
  const noun = mediaNoun(variation?.media.kind);
  const guest = useGuestIdentity(token);
  const source = useLinkSource({ token, queriedAssetId, review, guest });
  const transport = useVideoTransport(variation?.media, variation?.id, frame ?? 0, source.fileQuery);
  const select = useSelectComment(transport, variation?.id);
  const [replyFailure, setReplyFailure] = useState<{ threadId: number; message: string } | null>(null);
  const post = useGuestComment(token);

  const markerOf = useMemo(() => numberAnnotations(review.comments), [review.comments]);
  const variationId = variation?.id;
  const versionNumber = version?.version;
  const threads = useMemo(
    () => listThreads(review.comments, { variationId, version: versionNumber, isAllVariations: false, page: null, filter: 'all' }).open,
    [review.comments, variationId, versionNumber],
  );
  const ownIds = useMemo(() => new Set(review.own_comment_ids), [review.own_comment_ids]);
  const newest = review.versions.find((item) => item.id === review.review?.version_id);

  // A reply is on its thread's page and frames; a new comment on the page and frame on screen.
  const send = (body: { content: string; parent_id?: number } & FrameSpanBody) =>
    post.mutateAsync({ ...guest.identity, variation_id: variation!.id, page, ...body }).then((reply) => {
      guest.remember();
      toast.success(reply.message);
    });

  function handleReply(threadId: number, reply: string) {
    setReplyFailure(null);
    return send({ content: reply, parent_id: threadId, frame: null, frame_end: null }).catch((error: unknown) => {
      setReplyFailure({ threadId, message: guestErrorText(error) });
      throw error;
    });
  }

  return (
    <ReviewSourceContext value={source}>
      {/* From lg the screen is a viewer: the design takes the height the toolbar leaves, the discussion scrolls beside it. */}
      <div className="flex min-h-dvh flex-col lg:h-dvh">
        <ReviewLinkHeader projectName={review.project_name} asset={asset}>
          {review.scope === 'project' && <AssetStepper assets={review.assets} assetId={asset.id} />}
        </ReviewLinkHeader>

        <main className="flex flex-1 flex-col lg:min-h-0 lg:flex-row">
          <section aria-label={noun.charAt(0).toUpperCase() + noun.slice(1)} className="flex min-w-0 flex-1 flex-col gap-2 p-4 lg:min-h-0 lg:overflow-y-auto">
            <div className="flex min-w-0 flex-wrap items-center gap-x-4 gap-y-2 empty:hidden">
              <DesignPicker versions={screenAsset.versions} version={version} variation={variation} onVersionChange={selection.selectVersion} onVariationChange={selection.selectVariation} />
              {isDocument && <PagePosition page={page} pageCount={pageCount} />}
              {review.allow_download && version && (
                <div className="ml-auto flex flex-wrap items-center gap-2">
                  <GuestReportButton token={token} assetId={asset.id} versionId={version.id} />
                  {variation && (
                    <a href={originalFileUrl(token, variation.id)} download className={buttonClass('secondary', 'sm')}>
                      <DownloadIcon />
                      Download original
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
              <p className="text-sm text-muted">This asset has no design yet.</p>
            )}
          </section>

          <aside aria-label="Comments" className="flex w-full flex-col gap-4 border-t border-line bg-surface p-4 lg:w-96 lg:shrink-0 lg:overflow-y-auto lg:border-t-0 lg:border-l">
            {review.review && (review.allow_decisions || review.review.decisions.length > 0) && (
              <GuestDecisions
                token={token}
                assetId={asset.id}
                outcome={review.review.outcome}
                decisions={review.review.decisions}
                newest={newest}
                versionOnScreenId={version?.id}
                isAllowed={review.allow_decisions}
                closedReason={review.review.guests_closed}
                guest={guest}
                onShowNewest={() => newest && selection.selectVersion(newest.id)}
              />
            )}
            <LinkStages token={token} assetId={asset.id} newestVersion={newest?.version ?? null} />
            <h2 className="text-base font-semibold">Comments ({threads.length})</h2>
            {threads.length === 0 && <p className="text-sm text-muted">No comments on this {noun} yet.</p>}
            <div className="flex flex-col gap-3">
              {threads.map((comment) => (
                <GuestThread
                  key={comment.id}
                  token={token}
                  comment={comment}
                  ownIds={ownIds}
                  fileQuery={source.fileQuery}
                  marker={markerOf.get(comment.id)}
                  page={isDocument ? comment.page : undefined}
                  carriedFrom={comment.variation.id === variation?.id ? undefined : comment.version.version}
                  transport={transport}
                  onSelect={() => select(comment)}
                  onReply={(reply) => handleReply(comment.id, reply)}
                  replyError={replyFailure?.threadId === comment.id ? replyFailure.message : undefined}
                />
              ))}
            </div>
            <GuestCommentForm
              guest={guest}
              onPost={(content, frames) => send({ content, ...frames })}
              isPosting={post.isPending}
              canPost={variation !== undefined}
              error={post.error && !replyFailure ? guestErrorText(post.error) : undefined}
              transport={transport}
            />
          </aside>
        </main>
      </div>
    </ReviewSourceContext>
  );
}
