import { useCallback, useEffect, useLayoutEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { ImageSize } from './geometry.ts';
import { choiceAfter, resolveZoom, ZOOM_MAX, type ZoomAction, type ZoomChoice } from './zoom.ts';
import { recallZoom, rememberZoom } from './zoom-memory.ts';

export interface ZoomControl {
  /** What the person chose; a fit until they choose. */
  choice: ZoomChoice;
  /** The percentage on screen. */
  zoom: number;
  /** The highest zoom: the spec's 200 %, or 1600 % where a tile pyramid has the pixels. */
  max: number;
  /** A percentage of the person's own, e.g. from Ctrl + wheel (an updater gets the zoom on screen). */
  setZoom: Dispatch<SetStateAction<number>>;
  /** A zoom bar button or a zoom key. */
  apply: (action: ZoomAction) => void;
  /** The room the viewport has for the image, as ZoomViewport measures it whenever it changes. */
  onViewportResize: (size: ImageSize) => void;
}

interface ZoomState {
  choice: ZoomChoice;
  viewport: ImageSize | null;
}

/**
 * The zoom of a viewer: fitted to the viewport until the person picks a zoom, and refitted as the
 * viewport or the image changes size while a fit is chosen. With an asset id the choice is kept for
 * the visit (sessionStorage), so another version, variation or page, or coming back, keeps it.
 * A fit stays at or under `fitMax` (100 %; a video's player enlarges to its stage), any zoom at or under `max`.
 */
export function useZoom(image: ImageSize | undefined, assetId?: number, fitMax?: number, max: number = ZOOM_MAX): ZoomControl {
  const [state, setState] = useState<ZoomState>(() => ({ choice: (assetId === undefined ? null : recallZoom(assetId)) ?? 'fit', viewport: null }));
  const zoom = Math.min(max, resolveZoom(state.choice, image, state.viewport, fitMax));

  // The updaters below read the image on screen; it is the same one by the time an event can arrive.
  const imageRef = useRef(image);
  const fitMaxRef = useRef(fitMax);
  const maxRef = useRef(max);
  useLayoutEffect(() => {
    imageRef.current = image;
    fitMaxRef.current = fitMax;
    maxRef.current = max;
  }, [image, fitMax, max]);

  useEffect(() => {
    if (assetId !== undefined) rememberZoom(assetId, state.choice);
  }, [assetId, state.choice]);

  const setZoom = useCallback((action: SetStateAction<number>) => {
    setState((previous) => ({ ...previous, choice: typeof action === 'function' ? action(resolveZoom(previous.choice, imageRef.current, previous.viewport, fitMaxRef.current)) : action }));
  }, []);

  const apply = useCallback((action: ZoomAction) => {
    setState((previous) => ({ ...previous, choice: choiceAfter(action, Math.min(maxRef.current, resolveZoom(previous.choice, imageRef.current, previous.viewport, fitMaxRef.current)), maxRef.current) }));
  }, []);

  const onViewportResize = useCallback((size: ImageSize) => {
    setState((previous) => (previous.viewport?.width === size.width && previous.viewport.height === size.height ? previous : { ...previous, viewport: size }));
  }, []);

  return { choice: state.choice, zoom, max, setZoom, apply, onViewportResize };
}
