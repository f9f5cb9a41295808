import clsx from 'clsx';
import { Suspense, useRef, useState } from 'react';
import type { Asset, Variation, Version } from '@review/contract/assets';
import type { PenColor, Shape } from '@review/contract/geometry';
import { toolFor } from '../../../annotate/tools/tools.ts';
import { useSpaceHeld } from '../../../annotate/use-space-held.ts';
import { useZoom } from '../../../annotate/use-zoom.ts';
import { isZoomAction, ZOOM_MAX } from '../../../annotate/zoom.ts';
import { lazyComponent } from '../../../ui/lazy-component.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { useReviewParams } from '../../../features/assets/review-params.ts';
import { useComments } from '../../../features/comments/use-comments.ts';
import { PagePlaceholder } from '../../../features/documents/page-placeholder.tsx';
import { isMultiPage, pageOf } from '../../../features/documents/pages.ts';
import { useCurrentPage } from '../../../features/documents/use-current-page.ts';
import { useFrameInUrl } from '../../../features/video/use-frame-in-url.ts';
import { useFullScreen } from '../../../features/video/use-full-screen.ts';
import { isVideoAction, runVideoAction } from '../../../features/video/video-keys.ts';
import type { VideoTransport } from '../../../features/video/video-transport.ts';
import { useSelectComment } from '../use-select-comment.ts';
import { PageStepper } from '../../../features/documents/page-stepper.tsx';
import { PageStripToggle } from '../../../features/documents/page-strip-toggle.tsx';
import { usePageStrip } from '../../../features/documents/use-page-strip.ts';
import { DocumentRenderStatus, DocumentThumbnails, PAGE_THUMBNAILS_ID } from './document-pages.tsx';
import { previousVariationOf } from './previous-variation.ts';
import { ToolPicker } from '../../../annotate/tool-picker.tsx';
import { useFollowSelection } from './use-follow-selection.ts';
import { useResolveSelected } from './use-resolve-selected.ts';
import { useReviewShortcuts } from './use-review-shortcuts.ts';
import { useVisibleMarks } from './use-visible-marks.ts';
import { useViewerChecks } from './use-viewer-checks.ts';
import { VideoStage } from './video-stage.tsx';
import { CheckOverlay } from '../../../features/inspect/check-overlay.tsx';
import { CheckPanel } from '../../../features/inspect/check-panel.tsx';
import { CheckToolbar } from '../../../features/inspect/check-toolbar.tsx';
import type { CheckToolName } from '../../../features/inspect/check-tools.tsx';
import { ViewerCanvas, type ViewerCanvasProps } from './viewer-canvas.tsx';
import { ViewBar } from './view-bar.tsx';
import { ViewerToggles } from './viewer-toggles.tsx';
import { ChangeOutlines } from '../../../features/changes/change-outlines.tsx';
import { ChangeSummary } from './change-summary.tsx';
import { useWhatChanged } from './use-what-changed.ts';

/**
 * From xl the viewer is its grid cell's height (the screen less the header row), the canvas what the
 * tools' row and the view bar leave, and a document's thumbnails a column beside it; so on a laptop
 * the design keeps most of the height. Below xl the canvas is sized to the window, the thumbnails a row
 * under it, and on a phone the tools are one row that scrolls sideways. In full screen (a video's) the
 * viewer is the screen, and the canvas what the tools and the bars leave.
 */
const VIEWER = 'group/viewer flex min-w-0 flex-col gap-2 xl:h-full xl:min-h-0 [&:fullscreen]:h-dvh [&:fullscreen]:bg-page [&:fullscreen]:p-3';
const VIEWPORT = 'min-w-0 rounded-lg bg-[#a6aab0] max-md:h-[min(68dvh,560px)] xl:h-auto xl:min-h-[320px] xl:flex-1 dark:bg-[#08090b] group-[:fullscreen]/viewer:h-auto! group-[:fullscreen]/viewer:min-h-0! group-[:fullscreen]/viewer:flex-1';
const VIEWPORT_HEIGHT = {
  image: 'h-[max(350px,calc(100dvh-17rem))]',
  document: 'h-[max(320px,calc(100dvh-24rem))]',
  rendering: 'h-[max(320px,calc(100dvh-26rem))]',
  video: 'h-[max(320px,calc(100dvh-23rem))]',
  // On a phone a landscape video's viewport is the video's height across the screen, not two-thirds of it.
  landscapeVideo: 'h-[max(320px,calc(100dvh-23rem))] max-md:h-[calc((100vw-4.5rem)*0.5625+4rem)]!',
};
/** One row on a phone, scrolled sideways with a fade at its end; wrapped from md. */
const TOOLBAR = 'flex min-w-0 items-center gap-2 max-md:overflow-x-auto max-md:pb-1 max-md:[mask-image:linear-gradient(to_right,black_calc(100%-2rem),transparent)] max-md:pr-8 md:flex-wrap [&>*]:shrink-0';

const shortcutsDialog = lazyComponent(() => import('./shortcuts-dialog.tsx').then((m) => m.ShortcutsDialog));

export interface ReviewViewerProps {
  asset: Asset;
  version: Version;
  variation: Variation;
  onStepVariation: (delta: 1 | -1) => void;
  /** The playhead of the variation's video; null for stills and documents. */
  transport: VideoTransport | null;
}

/**
 * The pen toolbar, the zoom bar and the image (or a document's page, or a video and its player)
 * with its annotations; a document's pages; the keyboard shortcuts.
 */
export function ReviewViewer({ asset, version, variation, onStepVariation, transport }: ReviewViewerProps) {
  const { commentId, update } = useReviewParams();
  const comments = useComments(asset.id);
  const [tool, setTool] = useState<Shape | null>(null);
  const [color, setColor] = useState<PenColor>('red');
  const [showResolved, setShowResolved] = useState(false);
  const [showCarried, setShowCarried] = useState(false);
  const [isHelpOpen, setIsHelpOpen] = useState(false);
  const viewerRef = useRef<HTMLElement>(null);
  const fullScreen = useFullScreen(viewerRef);
  // On a video Space plays and pauses; the hand tool (or the middle button) still pans.
  const isSpaceHeld = useSpaceHeld(transport === null);
  const currentPage = useCurrentPage(variation);
  const isDocument = isMultiPage(variation);
  const strip = usePageStrip();
  const page = pageOf(variation, currentPage.page);
  const zoom = useZoom(page && { width: page.width, height: page.height }, asset.id, transport ? ZOOM_MAX : undefined);
  const height = VIEWPORT_HEIGHT[transport ? (variation.media.width >= variation.media.height ? 'landscapeVideo' : 'video') : !isDocument ? 'image' : variation.render_state === 'ready' ? 'document' : 'rendering'];
  useFrameInUrl(transport);
  const checks = useViewerChecks(variation, page, transport !== null);
  const changed = useWhatChanged(asset, variation, page, transport !== null);
  // One tool has the pointer at a time: a drawing tool, a design check, or the hand.
  const chooseTool = (next: Shape | null) => {
    setTool(next);
    checks.choose(null);
  };
  const chooseCheck = (next: CheckToolName | null) => {
    checks.choose(next);
    if (next) setTool(null);
  };

  const previous = previousVariationOf(asset, version, variation);
  const marks = useVisibleMarks(comments.data, { variation, page: currentPage.page, carryFrom: showCarried ? previous?.variation : undefined, showResolved, selectedId: commentId });
  useFollowSelection(comments.data, variation, currentPage.page, (id) => marks.carried.some((mark) => mark.commentId === id), transport);
  const resolveSelected = useResolveSelected(asset, comments.data, commentId);
  const select = useSelectComment(transport, variation.id);
  const selectComment = (id: number) => {
    const comment = comments.data?.find((item) => item.id === id);
    if (comment) select(comment);
    else update({ comment: id });
  };
  // Page Up / Page Down belong to documents; on an image they scroll as usual.
  const stepPage = (delta: 1 | -1) => {
    if (!isDocument) return false;
    currentPage.goTo(currentPage.page + delta);
    return true;
  };

  useReviewShortcuts((action) => {
    if (action === 'nextVariation') onStepVariation(1);
    else if (action === 'previousVariation') onStepVariation(-1);
    else if (action === 'nextPage') return stepPage(1);
    else if (action === 'previousPage') return stepPage(-1);
    else if (isZoomAction(action)) zoom.apply(action);
    // The player's keys belong to videos; on a still the arrows and Home / End scroll as usual.
    else if (isVideoAction(action)) return transport ? runVideoAction(transport, action, fullScreen.toggle) : false;
    else if (action === 'resolve') resolveSelected();
    else if (action === 'help') setIsHelpOpen(true);
    else if (action === 'whatChanged') return changed.toggle();
    else if (action.startsWith('check:')) {
      if (!checks.toggleByKey(action.slice('check:'.length))) return false;
      setTool(null);
    } else {
      const name = toolFor(action.slice('tool:'.length)).name;
      setTool((current) => (current === name ? null : name));
      checks.choose(null);
    }
  });

  const canvas: ViewerCanvasProps | undefined = page && {
    asset,
    variation,
    page,
    isMultiPage: isDocument,
    className: clsx(VIEWPORT, height),
    zoom: zoom.zoom,
    onZoomChange: zoom.setZoom,
    onViewportResize: zoom.onViewportResize,
    tool: tool ? toolFor(tool) : null,
    color,
    isPanning: (tool === null && checks.tool === null) || isSpaceHeld,
    marks,
    carriedVersion: previous?.version.version,
    selectedId: commentId,
    onSelect: selectComment,
    // Space held pans, as with the drawing tools.
    changeOverlay: changed.regions && page ? <ChangeOutlines regions={changed.regions} page={{ width: page.width, height: page.height }} /> : undefined,
    checkOverlay: checks.tool && !isSpaceHeld && page ? <CheckOverlay size={{ width: page.width, height: page.height }} checks={checks.checks} sampler={checks.sampler} /> : undefined,
  };

  return (
    <section ref={viewerRef} aria-label="Viewer" className={VIEWER}>
      <div className={TOOLBAR}>
        <ToolPicker tool={tool} onToolChange={chooseTool} color={color} onColorChange={setColor} isHandOn={tool === null && checks.tool === null} />
        {!transport && <CheckToolbar tool={checks.tool} onToolChange={chooseCheck} />}
        <ViewerToggles
          showResolved={showResolved}
          hiddenResolved={marks.hiddenResolved}
          onShowResolvedChange={setShowResolved}
          previousVersion={previous?.version.version}
          showCarried={showCarried}
          onShowCarriedChange={setShowCarried}
          showChanges={changed.isOn}
          onShowChangesChange={changed.setIsOn}
        />
      </div>
      {changed.isOn && <ChangeSummary changes={changed.query.data} error={changed.query.error} comparedVersion={changed.comparedVersion} document={isDocument ? currentPage : undefined} />}
      {comments.error && <LoadError message={`Error: ${comments.error.message}`} onRetry={() => void comments.refetch()} />}
      <div className="flex min-w-0 flex-col gap-2 xl:min-h-0 xl:flex-1 xl:flex-row group-[:fullscreen]/viewer:min-h-0 group-[:fullscreen]/viewer:flex-1">
        {isDocument && strip.isOpen && <DocumentThumbnails variation={variation} current={currentPage} />}
        {/* The checks' results float over the design's corner, so turning a check on never resizes (and refits) it. */}
        <div className="relative flex min-w-0 flex-1 flex-col gap-2 xl:min-h-0 group-[:fullscreen]/viewer:min-h-0">
          {canvas && transport ? (
            <VideoStage
              key={variation.id}
              {...canvas}
              transport={transport}
              comments={comments.data}
              showResolved={showResolved}
              isFullScreen={fullScreen.isFullScreen}
              onToggleFullScreen={fullScreen.toggle}
            />
          ) : canvas ? (
            <ViewerCanvas key={`${variation.id}-${canvas.page.number}`} {...canvas} />
          ) : (
            <PagePlaceholder number={currentPage.page} state={variation.render_state} className={clsx(VIEWPORT, height)} />
          )}
          {checks.source && (
            <CheckPanel
              checks={checks.checks}
              isDocumentPage={isDocument}
              isOriginal={checks.source.isOriginal}
              isLoading={!checks.sampler}
              className="absolute bottom-2 left-2 z-30 max-w-[calc(100%-1rem)] shadow-md"
            />
          )}
        </div>
      </div>
      <ViewBar
        zoom={zoom}
        onHelp={() => setIsHelpOpen(true)}
        onHelpPreload={shortcutsDialog.preload}
        pages={
          isDocument && (
            <>
              <PageStepper page={currentPage.page} pageCount={currentPage.pageCount} onPageChange={currentPage.goTo} />
              <PageStripToggle strip={strip} controls={PAGE_THUMBNAILS_ID} />
            </>
          )
        }
      />
      {isDocument && <DocumentRenderStatus asset={asset} variation={variation} pageCount={currentPage.pageCount} />}
      {isHelpOpen && (
        <Suspense fallback={null}>
          <shortcutsDialog.Component onClose={() => setIsHelpOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
