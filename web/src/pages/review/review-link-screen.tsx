import clsx from 'clsx';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import type { PublicReview } from '@review/contract/sharing';
import { marksOf } from '../../annotate/marks.ts';
import { ToolPicker } from '../../annotate/tool-picker.tsx';
import { useZoom } from '../../annotate/use-zoom.ts';
import { ZoomBar } from '../../annotate/zoom-bar.tsx';
import { ZOOM_MAX } from '../../annotate/zoom.ts';
import { PageNavigator } from '../../features/documents/page-navigator.tsx';
import { PagePlaceholder } from '../../features/documents/page-placeholder.tsx';
import { PagePosition } from '../../features/documents/page-position.tsx';
import { isMultiPage, pageOf } from '../../features/documents/pages.ts';
import { RenderProgress } from '../../features/documents/render-progress.tsx';
import { useCurrentPage } from '../../features/documents/use-current-page.ts';
import { usePageKeys } from '../../features/documents/use-page-keys.ts';
import { originalFileUrl, useGuestComment } from '../../features/sharing/use-public-review.ts';
import type { FrameSpanBody } from '../../features/video/frame-span.ts';
import { useVideoTransport } from '../../features/video/use-video-transport.ts';
import { buttonClass } from '../../ui/button.tsx';
import { DownloadIcon } from '../../ui/icons.tsx';
import { AssetStepper } from './asset-stepper.tsx';
import { DesignPicker } from './design-picker.tsx';
import { GuestCommentForm } from './guest-comment-form.tsx';
import { GuestDecisions } from './guest-decisions.tsx';
import { GuestDesign, type GuestDesignProps } from './guest-design.tsx';
import { guestErrorText } from './guest-error-text.ts';
import { GuestReportButton } from './guest-report-button.tsx';
import { GuestThread } from './guest-thread.tsx';
import { GuestVideoStage } from './guest-video-stage.tsx';
import { ReviewLinkHeader } from './review-link-header.tsx';
import { useGuestDrawing } from './use-guest-drawing.ts';
import { useGuestIdentity } from './use-guest-identity.ts';
import { useZoomKeys } from './use-zoom-keys.ts';
import { mediaNoun } from '../../features/sharing/media-noun.ts';

/**
 * The design's viewport, in the members' canvas colours. Stacked over the discussion it is about a
 * window high (less the page strip of a document, or a video's player bar), on a phone a fixed height
 * so the discussion stays in reach; from lg it fills the column.
 */
const VIEWPORT = 'min-w-0 rounded-lg bg-[#a6aab0] max-[507px]:h-[420px] lg:h-auto lg:min-h-[320px] lg:flex-1 dark:bg-[#08090b]';
const VIEWPORT_HEIGHT = {
  image: 'h-[max(320px,calc(100dvh-11rem))]',
  document: 'h-[max(320px,calc(100dvh-19rem))]',
  video: 'h-[max(320px,calc(100dvh-18rem))]',
  // On a phone a landscape video's viewport is the video's height across the screen (with the stage's padding), not a fixed one.
  landscapeVideo: 'h-[max(320px,calc(100dvh-18rem))] max-[507px]:h-[calc((100vw-5rem)*0.5625+3rem)]!',
};

export interface ReviewLinkScreenProps {
  token: string;
  /** The `?asset=` the review was asked with (null for an asset link): the cache entry a drawn mark joins. */
  queriedAssetId: number | null;
  review: PublicReview;
  asset: NonNullable<PublicReview['asset']>;
}

/**
 * One asset of a link: the design with its markers (a document page by page, a video frame by frame
 * in the members' player), where its review stands and the guest's decision, the discussion of the
 * variation shown and the guest's comment form.
 */
export function ReviewLinkScreen({ token, queriedAssetId, review, asset }: ReviewLinkScreenProps) {
  const [versionId, setVersionId] = useState(review.versions[0]?.id);
  const version = review.versions.find((item) => item.id === versionId) ?? review.versions[0];
  const [variationId, setVariationId] = useState(version?.variations[0]?.id);
  const variation = version?.variations.find((item) => item.id === variationId) ?? version?.variations[0];
  const { page, pageCount, goTo } = useCurrentPage(variation);
  const isDocument = variation !== undefined && isMultiPage(variation);
  const noun = mediaNoun(variation?.media.kind);
  const rendered = variation && pageOf(variation, page);
  const fileQuery = `?review=${encodeURIComponent(token)}`;
  const transport = useVideoTransport(variation?.media, variation?.id, 0, fileQuery);
  // A video's player enlarges it to the viewport, as the members' does.
  const zoom = useZoom(rendered && { width: rendered.width, height: rendered.height }, asset.id, transport ? ZOOM_MAX : undefined);
  useZoomKeys(zoom.apply);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const guest = useGuestIdentity(token);
  const [replyFailure, setReplyFailure] = useState<{ threadId: number; message: string } | null>(null);
  const post = useGuestComment(token);
  usePageKeys((delta) => goTo(page + delta), isDocument);
  const pen = useGuestDrawing({
    token,
    queriedAssetId,
    assetId: asset.id,
    isAllowed: review.allow_annotations && rendered !== undefined,
    variationId: variation?.id,
    page: rendered,
    identity: guest.identity,
    onIdentityChange: guest.setIdentity,
    onSent: (commentId) => {
      guest.remember();
      setSelectedId(commentId);
    },
  });

  const marks = useMemo(() => (variation ? marksOf(review.comments, variation.id) : []), [review.comments, variation]);
  const pageMarks = useMemo(() => marks.filter((mark) => !mark.isResolved && mark.page === page), [marks, page]);
  const markerOf = useMemo(() => new Map(marks.map((mark) => [mark.commentId, mark.number])), [marks]);
  const threads = review.comments.filter((comment) => comment.variation.id === variation?.id && !comment.is_resolved);
  const ownIds = useMemo(() => new Set(review.own_comment_ids), [review.own_comment_ids]);
  const newest = review.versions.find((item) => item.id === review.review?.version_id);

  // A reply is on its thread's page and frames; a new comment on the page and frame on screen.
  const send = (body: { content: string; parent_id?: number } & FrameSpanBody) =>
    post.mutateAsync({ ...guest.identity, variation_id: variation!.id, page, ...body }).then((reply) => {
      guest.remember();
      toast.success(reply.message);
    });

  /** Selects a thread; one about a video's frame also goes to that frame, and one about a range loops it. */
  function selectComment(commentId: number) {
    const comment = review.comments.find((item) => item.id === commentId);
    if (transport && comment && comment.frame !== null) transport.showSpan(comment.frame, comment.frame_end);
    setSelectedId(commentId);
  }

  // The design on screen: a page, or a video's picture in its player.
  const design: GuestDesignProps | undefined = rendered && {
    page: rendered,
    alt: `${asset.title}, variation ${variation!.label}${isDocument ? `, page ${page}` : ''}`,
    marks: pageMarks,
    selectedId,
    onSelect: selectComment,
    fileQuery,
    className: clsx(VIEWPORT, VIEWPORT_HEIGHT[transport ? (rendered.width >= rendered.height ? 'landscapeVideo' : 'video') : isDocument ? 'document' : 'image']),
    zoom: zoom.zoom,
    onZoomChange: zoom.setZoom,
    onViewportResize: zoom.onViewportResize,
    drawing: pen.drawing,
  };

  function handleReply(threadId: number, reply: string) {
    setReplyFailure(null);
    return send({ content: reply, parent_id: threadId, frame: null, frame_end: null }).catch((error: unknown) => {
      setReplyFailure({ threadId, message: guestErrorText(error) });
      throw error;
    });
  }

  return (
    // From lg the screen is a viewer: the design takes the height the toolbar leaves, the discussion scrolls beside it.
    <div className="flex min-h-dvh flex-col lg:h-dvh">
      <ReviewLinkHeader projectName={review.project_name} asset={asset}>
        {review.scope === 'project' && <AssetStepper assets={review.assets} assetId={asset.id} />}
      </ReviewLinkHeader>

      <main className="flex flex-1 flex-col lg:min-h-0 lg:flex-row">
        <section aria-label={noun.charAt(0).toUpperCase() + noun.slice(1)} className="flex min-w-0 flex-1 flex-col gap-3 p-4 lg:overflow-y-auto">
          {/* On a phone one row that scrolls sideways (a fade at its end says so), so the design stays high on the first screen. */}
          <div className="flex min-w-0 items-center gap-x-4 gap-y-2 max-sm:-mx-4 max-sm:overflow-x-auto max-sm:px-4 max-sm:pb-1 max-sm:[mask-image:linear-gradient(to_right,black_calc(100%-2rem),transparent)] sm:flex-wrap max-sm:[&>*]:shrink-0">
            <DesignPicker
              versions={review.versions}
              version={version}
              variation={variation}
              onVersionChange={(id) => {
                setVersionId(id);
                setVariationId(undefined);
              }}
              onVariationChange={setVariationId}
            />
            {pen.drawing && (
              <div className="flex items-center gap-x-3 gap-y-1 sm:flex-wrap">
                <ToolPicker tool={pen.tool} onToolChange={pen.setTool} color={pen.color} onColorChange={pen.setColor} />
                <p className="text-sm text-muted max-sm:hidden">{pen.tool ? `Drag on the ${noun}, then write your comment.` : `Pick a tool to draw on the ${noun}.`}</p>
              </div>
            )}
            {isDocument && <PagePosition page={page} pageCount={pageCount} />}
            <div className="ml-auto flex items-center gap-2 sm:flex-wrap">
              {review.allow_download && version && (
                <>
                  <GuestReportButton token={token} assetId={asset.id} versionId={version.id} />
                  {variation && (
                    <a href={originalFileUrl(token, variation.id)} download className={buttonClass('secondary', 'sm')}>
                      <DownloadIcon />
                      Download original
                    </a>
                  )}
                </>
              )}
              {rendered && <ZoomBar control={zoom} />}
            </div>
          </div>
          {!variation && <p className="text-sm text-muted">This asset has no design yet.</p>}
          {design && variation && transport && <GuestVideoStage key={variation.id} {...design} transport={transport} variation={variation} comments={review.comments} numbers={markerOf} />}
          {design && !transport && <GuestDesign key={`${variation?.id}-${page}`} {...design} />}
          {variation && !rendered && <PagePlaceholder number={page} state={variation.render_state} className="min-h-80 rounded-lg border border-line bg-subtle" />}
          {variation && isDocument && (
            <PageNavigator
              file={variation}
              page={page}
              onPageChange={goTo}
              fileQuery={fileQuery}
              status={<RenderProgress state={variation.render_state} rendered={variation.pages.length} pageCount={pageCount} />}
            />
          )}
        </section>

        <aside aria-label="Comments" className="flex w-full flex-col gap-4 border-t border-line bg-surface p-4 lg:w-96 lg:overflow-y-auto lg:border-t-0 lg:border-l">
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
              onShowNewest={() => {
                setVersionId(newest?.id);
                setVariationId(undefined);
              }}
            />
          )}
          <h2 className="text-base font-semibold">Comments ({threads.length})</h2>
          {threads.length === 0 && <p className="text-sm text-muted">No comments on this {noun} yet.</p>}
          <div className="flex flex-col gap-3">
            {threads.map((comment) => (
              <GuestThread
                key={comment.id}
                token={token}
                comment={comment}
                ownIds={ownIds}
                fileQuery={fileQuery}
                marker={markerOf.get(comment.id)}
                page={isDocument ? comment.page : undefined}
                transport={transport}
                onSelect={() => selectComment(comment.id)}
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
  );
}
