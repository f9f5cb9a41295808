import { useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { useIntl } from 'react-intl';
import type { Page } from '@review/contract/assets';
import type { DrawAction } from '../../../annotate/draw-state.ts';
import type { PenColor } from '@review/contract/geometry';
import { buildAnnotationBody } from '../../../annotate/annotation-body.ts';
import { commentDraftKey } from '../../../annotate/comment-draft.ts';
import { DrawingOverlay } from '../../../annotate/drawing-overlay.tsx';
import { MarkPath } from '../../../annotate/mark-path.tsx';
import { boundsOf } from '../../../annotate/place-beside.ts';
import type { ImageSize } from '../../../annotate/geometry.ts';
import type { DrawTool } from '../../../annotate/tools/draw-tool.ts';
import { scaleOf } from '../../../annotate/zoom.ts';
import { ZoomViewport } from '../../../annotate/zoom-viewport.tsx';
import { PixelGrid } from '../../../features/tiles/pixel-grid.tsx';
import { zoomMaxOf } from '../../../features/tiles/tile-grid.ts';
import { TileLayer } from '../../../features/tiles/tile-layer.tsx';
import { fileUrl } from '../../../lib/format.ts';
import { MarkerLayer } from './marker-layer.tsx';
import { NewCommentForm } from '../../../annotate/new-comment-form.tsx';
import { useDrawnComment } from '../../../annotate/use-drawn-comment.ts';
import { carriedChangeStates } from '../../../features/changes/carried-pins.ts';
import { FrameScope } from '../../../features/video/frame-scope.tsx';
import { useCommentSpan } from '../../../features/video/use-comment-span.ts';
import type { VideoTransport } from '../../../features/video/video-transport.ts';
import type { VisibleMarks } from './use-visible-marks.ts';
import { REVIEW_DESIGN_ID } from '../skip-links.tsx';
import { useReviewSource } from '../source/review-source.ts';
import type { ScreenAsset, ScreenVariation } from '../source/screen-asset.ts';

export interface ViewerCanvasProps {
  asset: ScreenAsset;
  variation: ScreenVariation;
  /** The rendered page on screen: its preview, and its pixels are the annotations' coordinates. */
  page: Page;
  /** Whether the variation has several pages, so the image is named by its page too. */
  isMultiPage: boolean;
  /** The viewport's size and look, shared with the placeholder of a page not rendered yet. */
  className: string;
  zoom: number;
  onZoomChange: Dispatch<SetStateAction<number>>;
  /** Told the room the viewport has, to fit the page into it. */
  onViewportResize: (size: ImageSize) => void;
  tool: DrawTool | null;
  color: PenColor;
  isPanning: boolean;
  marks: VisibleMarks;
  /** Version number the carried marks come from. */
  carriedVersion: number | undefined;
  selectedId: number | null;
  onSelect: (commentId: number) => void;
  /** A video in place of the page's image: its picture, and the playhead new marks are drawn at. */
  video?: CanvasVideo;
  /** The What changed outlines, under the markers so those stay clickable. */
  changeOverlay?: ReactNode;
  /** Laid over everything while a design check has the pointer. */
  checkOverlay?: ReactNode;
}

export interface CanvasVideo {
  transport: VideoTransport;
  picture: ReactNode;
}

/** The selected variation's page (or video) at the zoom, its annotations, and drawing a new one. */
export function ViewerCanvas({ asset, variation, page, isMultiPage, className, zoom, onZoomChange, onViewportResize, tool, color, isPanning, marks, carriedVersion, selectedId, onSelect, video, changeOverlay, checkOverlay }: ViewerCanvasProps) {
  const intl = useIntl();
  const { comments, marks: sender, fileQuery, namesAsset } = useReviewSource();
  const drawn = useDrawnComment({ draftKey: commentDraftKey(sender.draftOwner, asset.id, variation.id, page.number), color, onDiscard: sender.reset });
  const { state: draw } = drawn;
  const span = useCommentSpan(video?.transport ?? null);
  // Drawing on a video stops it, so the mark is made (and saved) on the frame it was drawn on.
  const dispatch = (action: DrawAction) => {
    if (action.type === 'start') video?.transport.pause();
    drawn.dispatch(action);
  };
  const [hasImageError, setHasImageError] = useState(false);
  const size = { width: page.width, height: page.height };
  const named = { asset: asset.title, variation: variation.label, page: page.number };
  const picture = intl.formatMessage({ id: isMultiPage ? 'asset.viewer.variationOfPage' : 'asset.viewer.variationOf' }, named);
  const scale = scaleOf(zoom);
  const pixel = 1 / scale;
  // Who the mark goes out as is asked before anything is sent; once the person tried, its fields say live what is missing.
  const [attempt, setAttempt] = useState(0);

  const handleSubmit = ({ content, mentions }: { content: string; mentions: number[] }) => {
    if (draw.phase !== 'awaiting') return;
    setAttempt((count) => count + 1);
    if (sender.identity && !sender.identity.isComplete()) return;
    const body = buildAnnotationBody(variation.id, page.number, draw.draft, content, size);
    if (!body) return drawn.discard(); // no stroke, nothing to send
    sender.send({ ...body, ...span.bodyNow(), mentions }).then(
      (comment) => {
        drawn.sent();
        span.reset();
        onSelect(comment.id);
      },
      // The form stays open with its text; the reason shows in it.
      () => undefined,
    );
  };

  const drawnBounds = draw.phase === 'awaiting' ? boundsOf(draw.draft.points, scale) : undefined;
  return (
    <ZoomViewport
      size={size}
      zoom={zoom}
      max={zoomMaxOf(page)}
      onZoomChange={onZoomChange}
      onViewportResize={onViewportResize}
      isPanning={isPanning}
      label={intl.formatMessage(
        { id: 'asset.viewer.zoomed' },
        { view: namesAsset ? picture : intl.formatMessage({ id: isMultiPage ? 'asset.viewer.variationPage' : 'asset.common.variation' }, named), zoom: Math.round(zoom) },
      )}
      id={REVIEW_DESIGN_ID}
      className={className}
    >
      {video ? (
        video.picture
      ) : (
        <img
          src={fileUrl(page.preview) + fileQuery}
          alt={picture}
          draggable={false}
          onError={() => setHasImageError(true)}
          className="absolute inset-0 size-full bg-[repeating-conic-gradient(#e5e7eb_0_25%,#fff_0_50%)] bg-[length:16px_16px] select-none"
        />
      )}
      {!video && page.tiles && <TileLayer tiles={page.tiles} scale={scale} query={fileQuery} />}
      <PixelGrid scale={scale} />
      {hasImageError && <p className="absolute inset-0 flex items-center justify-center bg-surface/90 p-4 text-center text-sm text-danger">{intl.formatMessage({ id: 'asset.compare.imageError' })}</p>}
      <DrawingOverlay size={size} tool={isPanning ? null : tool} color={color} state={draw} dispatch={dispatch} pixel={pixel}>
        {marks.carried.map((mark) => (
          <MarkPath key={`carried-${mark.commentId}`} shape={mark.shape} color={mark.color} points={mark.path} pixel={pixel} isCarried isSelected={mark.commentId === selectedId} commentId={mark.commentId} />
        ))}
        {marks.own.map((mark) => (
          <MarkPath key={mark.commentId} shape={mark.shape} color={mark.color} points={mark.path} pixel={pixel} isSelected={mark.commentId === selectedId} commentId={mark.commentId} />
        ))}
      </DrawingOverlay>
      {changeOverlay}
      <MarkerLayer size={size} marks={marks} carriedVersion={carriedVersion} changeStates={carriedChangeStates(comments.data, asset, variation)} selectedId={selectedId} onSelect={onSelect} />
      {checkOverlay}
      {drawnBounds && (
        <NewCommentForm
          shape={drawnBounds}
          comment={drawn}
          people={sender.people}
          isSubmitting={sender.isSending}
          error={sender.error}
          onSubmit={handleSubmit}
          fields={
            (sender.identity || video) && (
              <>
                {sender.identity?.fields(attempt)}
                {video && <FrameScope transport={video.transport} span={span} />}
              </>
            )
          }
        />
      )}
    </ZoomViewport>
  );
}
