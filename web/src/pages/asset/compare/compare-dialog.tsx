import clsx from 'clsx';
import { useCallback, useMemo, useRef, useState, type FocusEvent, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import type { Asset } from '@review/contract/assets';
import { useZoom } from '../../../annotate/use-zoom.ts';
import { ZoomBar } from '../../../annotate/zoom-bar.tsx';
import { ZOOM_DEEP_MAX, ZOOM_MAX } from '../../../annotate/zoom.ts';
import { useReviewParams } from '../../../features/assets/review-params.ts';
import { PageStepper } from '../../../features/documents/page-stepper.tsx';
import { clampPage } from '../../../features/documents/pages.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { IconButton } from '../../../ui/icon-button.tsx';
import { SegmentedControl } from '../../../ui/segmented-control.tsx';
import { compareChoicesOf, defaultPair } from './compare-choices.ts';
import { COMPARE_MODES, type CompareMode } from './compare-modes.ts';
import { comparePageCount, compareSideOf, SIDE_NAMES } from './compare-sides.ts';
import { AudioCompare } from '../../../features/audio/audio-compare.tsx';
import { CompareStage } from './compare-stage.tsx';
import { CompareVideoBar } from './compare-video-bar.tsx';
import { COMPARE_ZOOM_KEYS, useCompareKeys } from './use-compare-keys.ts';
import { useCompareVideo } from './use-compare-video.ts';
import { useScrollMemory } from './use-scroll-memory.ts';
import { VariationSelect } from './variation-select.tsx';

export interface CompareDialogProps {
  asset: Asset;
  /** The variation on screen: it starts as B. */
  variationId: number | undefined;
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * Two versions or variations compared side by side, as a wipe, as an overlay, or pixel by pixel; one
 * zoom and scroll for both, and for documents one page control for both, starting at the page on screen.
 * Videos play under one playhead, frame for frame, from the frame on screen, each side with its offset.
 */
export function CompareDialog({ asset, variationId, onClose, returnFocusTo }: CompareDialogProps) {
  const intl = useIntl();
  const choices = useMemo(() => compareChoicesOf(asset, intl), [asset, intl]);
  const modes = COMPARE_MODES.map((option) => ({ value: option.value, label: intl.formatMessage({ id: option.label }) }));
  const initial = defaultPair(choices, variationId);
  const [aId, setAId] = useState(initial?.[0].variation.id);
  const [bId, setBId] = useState(initial?.[1].variation.id);
  const [mode, setMode] = useState<CompareMode>('side');
  const [offsets, setOffsets] = useState<[number, number]>([0, 0]);
  const { page: screenPage, frame: screenFrame } = useReviewParams();
  const [requestedPage, setPage] = useState(screenPage ?? 1);
  const scroll = useScrollMemory();
  const bodyRef = useRef<HTMLDivElement>(null);
  const a = choices.find((choice) => choice.variation.id === aId);
  const b = choices.find((choice) => choice.variation.id === bId);
  const pageCount = comparePageCount(a, b);
  const page = clampPage(requestedPage, pageCount);
  const video = useCompareVideo(a?.variation, b?.variation, offsets, screenFrame ?? 0);
  // Two sounds have no pictures to lay over each other: their waveforms play in sync, one above the other.
  const sounds = video && a?.variation.media.kind === 'audio' && b?.variation.media.kind === 'audio' && video.sides[0] && video.sides[1] ? [a, b].map((choice, index) => ({ label: `${index === 0 ? 'A' : 'B'} · ${choice.label}`, media: choice.variation.media, transport: video.sides[index]!.transport, frameCount: video.sides[index]!.frameCount, shift: video.sides[index]!.shift })) : null;
  // Both sides are shown in A's page size, so that is what fits; a fresh comparison opens fitted (a video enlarged to it, as in its player).
  const sideA = a && compareSideOf(a, page, pageCount > 1);
  // Either side's pyramid lets the pair zoom deep (the other shows its preview, enlarged).
  const zoomMax = [a, b].some((choice) => choice?.variation.tiles) ? ZOOM_DEEP_MAX : ZOOM_MAX;
  const zoom = useZoom(typeof sideA === 'object' ? { width: sideA.page.width, height: sideA.page.height } : undefined, undefined, video ? ZOOM_MAX : undefined, zoomMax);

  const stepPage = useCallback((delta: 1 | -1) => setPage((current) => clampPage(clampPage(current, pageCount) + delta, pageCount)), [pageCount]);
  useCompareKeys(setMode, zoom.apply, stepPage, video?.transport ?? null);
  // The keys are the comparison's: when the focus would fall to the page (a field done with, a click on
  // a picture), it stays in the dialog, where the review screen behind does not take them for its own player.
  const keepFocus = (event: FocusEvent) => {
    if (event.relatedTarget === null) bodyRef.current?.focus({ preventScroll: true });
  };

  return (
    <Dialog title={intl.formatMessage({ id: 'asset.compare.title' })} onClose={onClose} returnFocusTo={returnFocusTo} className="flex h-[calc(100dvh-2rem)] max-w-none flex-col p-4 sm:p-6">
      <div ref={bodyRef} tabIndex={-1} onBlur={keepFocus} className={clsx('flex min-h-0 flex-1 flex-col gap-3 outline-none', video && 'max-md:flex-none')}>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {a && (
            <VariationSelect
              label={SIDE_NAMES[0]}
              choices={choices}
              value={a.variation.id}
              onChange={(id) => {
                setAId(id);
                setOffsets(([, offsetB]) => [0, offsetB]);
              }}
            />
          )}
          <IconButton
            label={intl.formatMessage({ id: 'asset.compare.swap' })}
            onClick={() => {
              setAId(bId);
              setBId(aId);
              setOffsets(([offsetA, offsetB]) => [offsetB, offsetA]);
            }}
            className="size-8"
          >
            ⇄
          </IconButton>
          {b && (
            <VariationSelect
              label={SIDE_NAMES[1]}
              choices={choices}
              value={b.variation.id}
              onChange={(id) => {
                setBId(id);
                setOffsets(([offsetA]) => [offsetA, 0]);
              }}
            />
          )}
          {pageCount > 1 && <PageStepper page={page} pageCount={pageCount} onPageChange={setPage} />}
          <div className="ms-auto flex flex-wrap items-center gap-2">
            {!sounds && (
              <>
                <div className="max-w-full overflow-x-auto">
                  <SegmentedControl label={intl.formatMessage({ id: 'asset.compare.mode' })} options={modes} value={mode} onChange={setMode} />
                </div>
                <ZoomBar control={zoom} keys={COMPARE_ZOOM_KEYS} />
              </>
            )}
          </div>
        </div>
        {/* On a phone the player's bar would leave the pictures no room: they keep most of the screen, and the dialog scrolls to the bar. */}
        <div className={clsx('flex min-h-0 flex-1 flex-col gap-3', video && 'max-md:h-[65dvh] max-md:flex-none')}>
          {sounds ? (
            <AudioCompare sides={sounds} />
          ) : (
            <CompareStage a={a} b={b} mode={mode} page={page} isDocument={pageCount > 1} video={video} zoom={zoom.zoom} zoomMax={zoom.max} onZoomChange={zoom.setZoom} onViewportResize={zoom.onViewportResize} {...scroll} />
          )}
        </div>
        {video && <CompareVideoBar video={video} offsets={offsets} onOffsetsChange={setOffsets} />}
      </div>
    </Dialog>
  );
}
