import type { Tiles } from '@review/contract/tiles';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ZOOM_VIEWPORT_ATTRIBUTE } from '../../annotate/zoom-viewport.tsx';
import { fileUrl } from '../../lib/format.ts';
import { levelFor, tilesCovering, tileUrl, topLevel, type ImageRect } from './tile-grid.ts';

interface TileLayerProps {
  tiles: Tiles;
  /** Screen (CSS) pixels per image pixel. */
  scale: number;
  /** `?review={token}` on a review link's page, as on its preview. */
  query: string;
}

/**
 * How long a zoom holds before its tiles are asked for: a run of zoom steps (keys, wheel notches)
 * fetches only the last one's, the preview showing meanwhile.
 */
const SETTLE_MS = 120;

/** What was measured, and at which scale: a view measured at another zoom is not this one's. */
interface Measured {
  view: ImageRect;
  scale: number;
  pixelRatio: number;
}

/** The part of the image in the viewport, in image pixels, or null while it has no size. */
function visiblePart(layer: HTMLElement, viewport: Element, tiles: Tiles): ImageRect | null {
  const stage = layer.getBoundingClientRect();
  const view = viewport.getBoundingClientRect();
  if (!stage.width || !stage.height) return null;
  const perPixel = tiles.width / stage.width;
  return {
    left: Math.max(0, (view.left - stage.left) * perPixel),
    top: Math.max(0, (view.top - stage.top) * perPixel),
    right: Math.min(tiles.width, (view.right - stage.left) * perPixel),
    bottom: Math.min(tiles.height, (view.bottom - stage.top) * perPixel),
  };
}

/**
 * The tiles of an image's pyramid over its preview, once the zoom asks for more pixels than the
 * preview has: only those on screen and a ring around them, at the level that has the pixels the
 * screen shows (device pixels counted). The preview stays beneath, so a pan shows it, softer, until
 * a tile arrives; tiles sit in the stage's own box, as the annotations do, so marks stay on target.
 */
export function TileLayer({ tiles, scale, query }: TileLayerProps) {
  const layerRef = useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = useState<Measured | null>(null);
  const [settledScale, setSettledScale] = useState(scale);
  const scaleRef = useRef(scale);
  useLayoutEffect(() => {
    scaleRef.current = scale;
  }, [scale]);
  useEffect(() => {
    const timer = setTimeout(() => setSettledScale(scale), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [scale]);

  useEffect(() => {
    const layer = layerRef.current;
    const viewport = layer?.closest(`[${ZOOM_VIEWPORT_ATTRIBUTE}]`);
    if (!layer || !viewport) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const view = visiblePart(layer, viewport, tiles);
      setMeasured(view && { view, scale: scaleRef.current, pixelRatio: window.devicePixelRatio || 1 });
    };
    // A pan scrolls many times a frame: the tiles are worked out once a frame.
    const schedule = () => {
      frame ||= requestAnimationFrame(measure);
    };
    schedule();
    viewport.addEventListener('scroll', schedule, { passive: true });
    const observer = new ResizeObserver(schedule);
    observer.observe(viewport);
    observer.observe(layer);
    return () => {
      cancelAnimationFrame(frame);
      viewport.removeEventListener('scroll', schedule);
      observer.disconnect();
    };
  }, [tiles]);

  // Tiles are placed for the view measured at this zoom, once the zoom has settled; until then the preview shows.
  const current = measured && measured.scale === scale && settledScale === scale ? measured : null;
  const pixels = scale * (current?.pixelRatio ?? 1);
  const level = current ? levelFor(tiles, pixels) : null;
  const places = current && level !== null ? tilesCovering(tiles, level, current.view) : [];
  // At the image's own pixels and past 1:1, each pixel is a square, not a blur (design checks read them).
  const isPixelated = level === topLevel(tiles) && pixels > 1;
  return (
    <div ref={layerRef} data-tile-level={level ?? undefined} className="pointer-events-none absolute inset-0 overflow-hidden" aria-hidden="true">
      {places.map((place) => {
        // Edges rounded to whole screen pixels, so neighbours meet without a hairline between them.
        const left = Math.round(place.rect.left * scale);
        const top = Math.round(place.rect.top * scale);
        return (
          <img
            key={place.key}
            src={fileUrl(tileUrl(tiles, place)) + query}
            alt=""
            draggable={false}
            decoding="async"
            className="absolute max-w-none select-none"
            style={{ left, top, width: Math.round(place.rect.right * scale) - left, height: Math.round(place.rect.bottom * scale) - top, imageRendering: isPixelated ? 'pixelated' : undefined }}
          />
        );
      })}
    </div>
  );
}
