import clsx from 'clsx';
import { Suspense, useState } from 'react';
import type { Asset, Variation, Version } from '@review/contract/assets';
import type { PenColor, Shape } from '@review/contract/geometry';
import { toolFor } from '../../../annotate/tools/tools.ts';
import { useSpaceHeld } from '../../../annotate/use-space-held.ts';
import { useZoom } from '../../../annotate/use-zoom.ts';
import { ZoomBar } from '../../../annotate/zoom-bar.tsx';
import { isZoomAction } from '../../../annotate/zoom.ts';
import { IconButton } from '../../../ui/icon-button.tsx';
import { lazyComponent } from '../../../ui/lazy-component.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { useReviewParams } from '../../../features/assets/review-params.ts';
import { useComments } from '../../../features/comments/use-comments.ts';
import { PagePlaceholder } from '../../../features/documents/page-placeholder.tsx';
import { isMultiPage, pageOf } from '../../../features/documents/pages.ts';
import { useCurrentPage } from '../../../features/documents/use-current-page.ts';
import { DocumentPages } from './document-pages.tsx';
import { previousVariationOf } from './previous-variation.ts';
import { ToolPicker } from '../../../annotate/tool-picker.tsx';
import { useFollowSelection } from './use-follow-selection.ts';
import { useResolveSelected } from './use-resolve-selected.ts';
import { useReviewShortcuts } from './use-review-shortcuts.ts';
import { useVisibleMarks } from './use-visible-marks.ts';
import { ViewerCanvas } from './viewer-canvas.tsx';
import { KeyboardIcon } from './viewer-icons.tsx';
import { ViewerToggles } from './viewer-toggles.tsx';

/**
 * The canvas fills the window's height; a document's page strip below it takes about 7rem of it, and
 * 2rem more while it says how rendering goes, so that line (and its Retry) stays in view. From xl,
 * beside the comments, the viewer is the window's height less the rows above it and the canvas takes
 * what the toolbar and the page strip leave, so a toolbar wrapped onto two rows (a narrow column) does
 * not push a fitted design's foot below the window.
 */
const VIEWER = 'flex min-w-0 flex-col gap-2 xl:h-[max(400px,calc(100dvh-14rem))]';
const VIEWPORT = 'min-w-0 rounded-lg bg-[#a6aab0] max-md:h-[min(68dvh,560px)] xl:h-auto xl:min-h-[320px] xl:flex-1 dark:bg-[#08090b]';
const VIEWPORT_HEIGHT = { image: 'h-[max(350px,calc(100dvh-17rem))]', document: 'h-[max(320px,calc(100dvh-24rem))]', rendering: 'h-[max(320px,calc(100dvh-26rem))]' };

const shortcutsDialog = lazyComponent(() => import('./shortcuts-dialog.tsx').then((m) => m.ShortcutsDialog));

export interface ReviewViewerProps {
  asset: Asset;
  version: Version;
  variation: Variation;
  onStepVariation: (delta: 1 | -1) => void;
}

/** The pen toolbar, the zoom bar and the image (or a document's page) with its annotations; a document's pages; the keyboard shortcuts. */
export function ReviewViewer({ asset, version, variation, onStepVariation }: ReviewViewerProps) {
  const { commentId, update } = useReviewParams();
  const comments = useComments(asset.id);
  const [tool, setTool] = useState<Shape | null>(null);
  const [color, setColor] = useState<PenColor>('red');
  const [showResolved, setShowResolved] = useState(false);
  const [showCarried, setShowCarried] = useState(false);
  const [isHelpOpen, setIsHelpOpen] = useState(false);
  const isSpaceHeld = useSpaceHeld();
  const currentPage = useCurrentPage(variation);
  const isDocument = isMultiPage(variation);
  const page = pageOf(variation, currentPage.page);
  const zoom = useZoom(page && { width: page.width, height: page.height }, asset.id);
  const height = VIEWPORT_HEIGHT[!isDocument ? 'image' : variation.render_state === 'ready' ? 'document' : 'rendering'];

  const previous = previousVariationOf(asset, version, variation);
  const marks = useVisibleMarks(comments.data, { variation, page: currentPage.page, carryFrom: showCarried ? previous?.variation : undefined, showResolved, selectedId: commentId });
  useFollowSelection(comments.data, variation, currentPage.page, (id) => marks.carried.some((mark) => mark.commentId === id));
  const resolveSelected = useResolveSelected(asset, comments.data, commentId);
  const selectComment = (id: number) => update({ comment: id });
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
    else if (action === 'resolve') resolveSelected();
    else if (action === 'help') setIsHelpOpen(true);
    else {
      const name = toolFor(action.slice('tool:'.length)).name;
      setTool((current) => (current === name ? null : name));
    }
  });

  return (
    <section aria-label="Viewer" className={VIEWER}>
      <div className="flex flex-wrap items-center gap-2">
        <ToolPicker tool={tool} onToolChange={setTool} color={color} onColorChange={setColor} />
        <ViewerToggles
          showResolved={showResolved}
          hiddenResolved={marks.hiddenResolved}
          onShowResolvedChange={setShowResolved}
          previousVersion={previous?.version.version}
          showCarried={showCarried}
          onShowCarriedChange={setShowCarried}
        />
        <div className="ml-auto flex items-center gap-1">
          <ZoomBar control={zoom} />
          <IconButton label="Keyboard shortcuts" aria-keyshortcuts="?" onPointerEnter={shortcutsDialog.preload} onClick={() => setIsHelpOpen(true)} className="size-8 max-md:hidden">
            <KeyboardIcon />
          </IconButton>
        </div>
      </div>
      {comments.error && <LoadError message={`Error: ${comments.error.message}`} onRetry={() => void comments.refetch()} />}
      {page ? (
        <ViewerCanvas
          key={`${variation.id}-${page.number}`}
          asset={asset}
          variation={variation}
          page={page}
          isMultiPage={isDocument}
          className={clsx(VIEWPORT, height)}
          zoom={zoom.zoom}
          onZoomChange={zoom.setZoom}
          onViewportResize={zoom.onViewportResize}
          tool={tool ? toolFor(tool) : null}
          color={color}
          isPanning={tool === null || isSpaceHeld}
          marks={marks}
          carriedVersion={previous?.version.version}
          selectedId={commentId}
          onSelect={selectComment}
        />
      ) : (
        <PagePlaceholder number={currentPage.page} state={variation.render_state} className={clsx(VIEWPORT, height)} />
      )}
      {isDocument && <DocumentPages asset={asset} variation={variation} current={currentPage} />}
      {isHelpOpen && (
        <Suspense fallback={null}>
          <shortcutsDialog.Component onClose={() => setIsHelpOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
