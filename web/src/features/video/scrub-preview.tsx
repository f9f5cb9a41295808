import clsx from 'clsx';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { VideoSprite } from '@review/contract/media';
import { fileUrl } from '../../lib/format.ts';
import { frameMiddle, type FrameClock } from './frame-clock.ts';
import { spriteTileOf } from './sprite-tile.ts';
import { FormattedMessage } from 'react-intl';

/** Width the hovered thumbnail is shown at, in CSS pixels. */
const PREVIEW_WIDTH = 160;

export interface ScrubPreviewProps {
  /** The frame under the pointer; null while the pointer is elsewhere (the preview stays, hidden, with its video). */
  frame: number | null;
  clock: FrameClock;
  /** The thumbnail sheet, once rendered. */
  sprite: VideoSprite | null;
  /** The smallest proxy's address, which the exact frame is drawn from; null before one is rendered. */
  proxyUrl: string | null;
  /** The frame's timecode, as the player shows timecodes. */
  timecode: string;
  /** Where the pointer is along the bar, 0 to 1. */
  position: number;
  fileQuery: string;
}

/**
 * Keeps a muted `<video>` of the proxy on the frame under the pointer; gives the frame it shows (null
 * before the first). While the pointer moves faster than it seeks, each seek waits for the last one,
 * then goes to wherever the pointer is by then.
 */
function useExactFrame(url: string | null, clock: FrameClock, frame: number | null) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [shown, setShown] = useState<number | null>(null);
  const wanted = useRef<number | null>(frame);
  const seekingTo = useRef<number | null>(null);

  const seekToWanted = useEffectEvent(() => {
    const video = videoRef.current;
    if (!video || wanted.current === null || video.readyState < 1 || video.seeking || wanted.current === seekingTo.current) return;
    seekingTo.current = wanted.current;
    video.currentTime = frameMiddle(clock, wanted.current);
  });

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !url) return;
    const handleSeeked = () => {
      setShown(seekingTo.current);
      seekToWanted();
    };
    const handleMetadata = () => {
      seekingTo.current = null;
      seekToWanted();
    };
    video.addEventListener('seeked', handleSeeked);
    video.addEventListener('loadedmetadata', handleMetadata);
    return () => {
      video.removeEventListener('seeked', handleSeeked);
      video.removeEventListener('loadedmetadata', handleMetadata);
    };
  }, [url]);

  useEffect(() => {
    wanted.current = frame;
    seekToWanted();
  }, [frame]);

  return { videoRef, shown };
}

/**
 * Above the scrub bar where the pointer hovers: the frame under the pointer, its timecode and
 * number. The picture is that very frame, from the proxy; until it has been sought, the sprite's
 * tile taken at or before it stands in, dimmed unless it is that frame too.
 */
export function ScrubPreview({ frame, clock, sprite, proxyUrl, timecode, position, fileQuery }: ScrubPreviewProps) {
  const { videoRef, shown } = useExactFrame(proxyUrl, clock, frame);
  const scale = sprite ? PREVIEW_WIDTH / sprite.tile_width : 1;
  const tile = sprite && frame !== null ? spriteTileOf(sprite, clock, frame) : null;
  const isExact = frame !== null && shown === frame;
  const hasPicture = sprite !== null || proxyUrl !== null;
  return (
    <div
      aria-hidden="true"
      data-scrub-preview
      className={clsx('pointer-events-none absolute bottom-full z-20 mb-2 flex -translate-x-1/2 flex-col items-center gap-1 rounded-md bg-black/85 p-1 text-white shadow-lg', frame === null && 'hidden')}
      // Kept inside the bar: at either end the box leans inwards rather than stick out of the viewer.
      style={{ left: `clamp(${PREVIEW_WIDTH / 2 + 4}px, ${position * 100}%, calc(100% - ${PREVIEW_WIDTH / 2 + 4}px))` }}
    >
      {hasPicture && (
        <div className="relative overflow-hidden rounded-sm bg-black" style={{ width: PREVIEW_WIDTH, height: sprite ? sprite.tile_height * scale : (PREVIEW_WIDTH * 9) / 16 }}>
          {sprite && tile && (
            <div
              className={clsx('absolute inset-0 bg-no-repeat', tile.frame !== frame && 'opacity-60')}
              style={{
                backgroundImage: `url("${fileUrl(sprite.url)}${fileQuery}")`,
                backgroundSize: `${sprite.columns * sprite.tile_width * scale}px ${sprite.rows * sprite.tile_height * scale}px`,
                backgroundPosition: `-${tile.column * sprite.tile_width * scale}px -${tile.row * sprite.tile_height * scale}px`,
              }}
            />
          )}
          {proxyUrl && (
            <video
              ref={videoRef}
              src={proxyUrl}
              muted
              playsInline
              preload="auto"
              data-scrub-preview-video
              data-preview-frame={shown ?? undefined}
              className={clsx('absolute inset-0 size-full object-contain', !isExact && 'invisible')}
            />
          )}
        </div>
      )}
      <span className="px-1 font-mono text-xs whitespace-nowrap tabular">
        <FormattedMessage id="media.video.preview" values={{ timecode, frame }} />
      </span>
    </div>
  );
}
