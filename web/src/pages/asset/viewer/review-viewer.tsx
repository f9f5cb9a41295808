import clsx from 'clsx';
import { Suspense, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { PenColor, Shape } from '@review/contract/geometry';
import { toolFor } from '../../../annotate/tools/tools.ts';
import { useSpaceHeld } from '../../../annotate/use-space-held.ts';
import { useZoom } from '../../../annotate/use-zoom.ts';
import { ZOOM_MAX } from '../../../annotate/zoom.ts';
import { zoomMaxOf } from '../../../features/tiles/tile-grid.ts';
import { lazyComponent } from '../../../ui/lazy-component.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { useReviewParams } from '../../../features/assets/review-params.ts';
import { PagePlaceholder } from '../../../features/documents/page-placeholder.tsx';
import { isMultiPage, pageOf } from '../../../features/documents/pages.ts';
import { useCurrentPage } from '../../../features/documents/use-current-page.ts';
import { useFrameInUrl } from '../../../features/video/use-frame-in-url.ts';
import { useFullScreen } from '../../../features/video/use-full-screen.ts';
import type { VideoTransport } from '../../../features/video/video-transport.ts';
import { useSelectComment } from '../use-select-comment.ts';
import { PageNavigator } from '../../../features/documents/page-navigator.tsx';
import { PageStepper } from '../../../features/documents/page-stepper.tsx';
import { PageStripToggle } from '../../../features/documents/page-strip-toggle.tsx';
import { usePageStrip } from '../../../features/documents/use-page-strip.ts';
import { SpeakerNotes } from '../../../features/documents/speaker-notes.tsx';
import { DocumentRenderStatus, DocumentThumbnails, PAGE_THUMBNAILS_ID } from './document-pages.tsx';
import { awaitsConversion } from '../../../features/documents/office-type.ts';
import { previousVariationOf } from './previous-variation.ts';
import { ToolPicker } from '../../../annotate/tool-picker.tsx';
import { useFollowSelection } from './use-follow-selection.ts';
import { useViewerKeys } from './use-viewer-keys.ts';
import { TOOLBAR, VIEWER, VIEWPORT, viewportHeightOf } from './viewer-layout.ts';
import { useVisibleMarks } from './use-visible-marks.ts';
import { useViewerChecks } from './use-viewer-checks.ts';
import { ViewerStage } from './viewer-stage.tsx';
import { WebsiteBar } from '../../../features/websites/website-bar.tsx';
import { CheckOverlay } from '../../../features/inspect/check-overlay.tsx';
import { CheckPanel } from '../../../features/inspect/check-panel.tsx';
import { CheckToolbar } from '../../../features/inspect/check-toolbar.tsx';
import type { CheckToolName } from '../../../features/inspect/check-tools.tsx';
import type { ViewerCanvasProps } from './viewer-canvas.tsx';
import { ViewBar } from './view-bar.tsx';
import { ViewerToggles } from './viewer-toggles.tsx';
import { ChangeOutlines } from '../../../features/changes/change-outlines.tsx';
import { ChangeSummary } from './change-summary.tsx';
import { useWhatChanged } from './use-what-changed.ts';
import type { ScreenAsset, ScreenVariation, ScreenVersion } from '../source/screen-asset.ts';
import { useReviewSource } from '../source/review-source.ts';

const shortcutsDialog = lazyComponent(() => import('./shortcuts-dialog.tsx').then((m) => m.ShortcutsDialog));

export interface ReviewViewerProps {
  asset: ScreenAsset;
  version: ScreenVersion;
  variation: ScreenVariation;
  onStepVariation: (delta: 1 | -1) => void;
  /** The playhead of the variation's video; null for stills and documents. */
  transport: VideoTransport | null;
  /**
   * A document's pages as one navigation under the design (previous / number / next, the thumbnails,
   * how rendering goes), for a screen narrower than the members' (a review link's), rather than a
   * column of thumbnails beside it and the stepper in the view bar.
   */
  hasPagesBelow?: boolean;
}

/**
 * The pen toolbar, the zoom bar and the image (or a document's page, or a video and its player)
 * with its annotations; a document's pages; the keyboard shortcuts.
 */
export function ReviewViewer({ asset, version, variation, onStepVariation, transport, hasPagesBelow = false }: ReviewViewerProps) {
  const intl = useIntl();
  const { commentId, update } = useReviewParams();
  const source = useReviewSource();
  const { comments } = source;
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
  // A sound has no picture: no drawing tools, its waveform for a stage.
  const isAudio = variation.media.kind === 'audio';
  // A banner playing live is its own page: no pen, design checks or zoom, its iframe for a stage; its recording is a video's.
  const liveBanner = variation.media.kind === 'banner' && transport === null;
  const strip = usePageStrip();
  const page = pageOf(variation, currentPage.page);
  const zoom = useZoom(page && { width: page.width, height: page.height }, asset.id, transport ? ZOOM_MAX : undefined, zoomMaxOf(page));
  const height = viewportHeightOf(variation, { isVideo: transport !== null, isDocument });
  useFrameInUrl(transport);
  const checks = useViewerChecks(variation, page, transport !== null, source.fileQuery);
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
  const resolveSelected = source.useResolveSelected(comments.data, commentId);
  const select = useSelectComment(transport, variation.id);
  const selectComment = (id: number) => {
    const comment = comments.data?.find((item) => item.id === id);
    if (comment) select(comment);
    else update({ comment: id });
  };

  useViewerKeys({
    stepVariation: onStepVariation,
    pages: isDocument ? currentPage : null,
    zoom: zoom.apply,
    transport,
    toggleFullScreen: fullScreen.toggle,
    resolve: source.can.resolve ? resolveSelected : null,
    help: () => setIsHelpOpen(true),
    whatChanged: changed.toggle,
    toggleCheck: (name) => {
      if (!checks.toggleByKey(name)) return false;
      setTool(null);
      return true;
    },
    toggleTool: source.can.draw
      ? (name) => {
          setTool((current) => (current === name ? null : name));
          checks.choose(null);
        }
      : null,
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
    <section ref={viewerRef} aria-label={intl.formatMessage({ id: 'asset.viewer.label' })} className={VIEWER}>
      <div className={TOOLBAR}>
        {source.can.draw && !isAudio && !liveBanner && <ToolPicker tool={tool} onToolChange={chooseTool} color={color} onColorChange={setColor} isHandOn={tool === null && checks.tool === null} />}
        {!transport && !liveBanner && <CheckToolbar tool={checks.tool} onToolChange={chooseCheck} />}
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
      {variation.media.website && <WebsiteBar assetId={asset.id} website={variation.media.website} canCapture={source.team !== null} />}
      {changed.isOn && <ChangeSummary changes={changed.query.data} error={changed.query.error} comparedVersion={changed.comparedVersion} document={isDocument ? currentPage : undefined} />}
      {comments.error && <LoadError message={intl.formatMessage({ id: 'asset.common.error' }, { message: comments.error.message })} onRetry={() => void comments.refetch()} />}
      <div className="flex min-w-0 flex-col gap-2 xl:min-h-0 xl:flex-1 xl:flex-row group-[:fullscreen]/viewer:min-h-0 group-[:fullscreen]/viewer:flex-1">
        {isDocument && !hasPagesBelow && strip.isOpen && <DocumentThumbnails variation={variation} current={currentPage} fileQuery={source.fileQuery} />}
        {/* The checks' results float over the design's corner, so turning a check on never resizes (and refits) it. */}
        <div className="relative flex min-w-0 flex-1 flex-col gap-2 xl:min-h-0 group-[:fullscreen]/viewer:min-h-0">
          <ViewerStage
            asset={asset}
            variation={variation}
            transport={transport}
            canvas={canvas}
            placeholder={<PagePlaceholder number={currentPage.page} state={variation.render_state} className={clsx(VIEWPORT, height)} />}
            showResolved={showResolved}
            selectedId={commentId}
            onSelect={selectComment}
            fullScreen={fullScreen}
            className={clsx(VIEWPORT, height)}
          />
          {checks.source && (
            <CheckPanel
              checks={checks.checks}
              isDocumentPage={isDocument}
              isOriginal={checks.source.isOriginal}
              isLoading={!checks.sampler}
              className="absolute bottom-2 start-2 z-30 max-w-[calc(100%-1rem)] shadow-md"
            />
          )}
        </div>
      </div>
      {/* A banner plays live at its own size, and its recording fits under its Live / Recording switch; a sound has no picture: no zoom bar. */}
      {variation.media.kind !== 'banner' && !isAudio && (
        <ViewBar
          zoom={zoom}
          onHelp={() => setIsHelpOpen(true)}
          onHelpPreload={shortcutsDialog.preload}
          pages={
            isDocument &&
            !hasPagesBelow && (
              <>
                <PageStepper page={currentPage.page} pageCount={currentPage.pageCount} onPageChange={currentPage.goTo} />
                <PageStripToggle strip={strip} controls={PAGE_THUMBNAILS_ID} />
              </>
            )
          }
        />
      )}
      <SpeakerNotes pages={variation.pages} page={currentPage.page} />
      {/* An Office file being converted shows its placeholder page 1 alone, and says why. */}
      {(isDocument || awaitsConversion(variation)) && !hasPagesBelow && <DocumentRenderStatus variation={variation} pageCount={currentPage.pageCount} render={source.render} />}
      {isDocument && hasPagesBelow && (
        <PageNavigator
          file={variation}
          page={currentPage.page}
          onPageChange={currentPage.goTo}
          fileQuery={source.fileQuery}
          status={<DocumentRenderStatus variation={variation} pageCount={currentPage.pageCount} render={source.render} />}
        />
      )}
      {isHelpOpen && (
        <Suspense fallback={null}>
          <shortcutsDialog.Component onClose={() => setIsHelpOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
