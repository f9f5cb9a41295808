import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import type { ImageSize } from '../../../annotate/geometry.ts';
import { TileLayer } from '../../../features/tiles/tile-layer.tsx';
import { fileUrl } from '../../../lib/format.ts';
import { VideoPicture } from '../../../features/video/video-picture.tsx';
import type { CompareSide } from './compare-sides.ts';

export interface ComparePictureProps {
  image: CompareSide;
  side: 'A' | 'B';
  style?: CSSProperties;
  /** Screen pixels per pixel of the stage's size (A's page), and that size: a side with a pyramid lays its tiles over its preview. */
  scale: number;
  size: ImageSize;
}

/**
 * One side's page, or its video at the playhead's frame, stretched over the stage (both sides share
 * A's box so their pixels line up; a video is stretched too, not letterboxed).
 */
export function ComparePicture({ image, side, style, scale, size }: ComparePictureProps) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'asset.compare.sideLabel' }, { side, label: image.label });
  if (image.video) {
    const { transport, variation } = image.video;
    const media = variation.media;
    return (
      <div data-side={side} className="absolute inset-0 [&>video]:object-fill" style={style}>
        <VideoPicture transport={transport} media={media} poster={media.poster ?? image.page.preview} label={label} quality={null} />
      </div>
    );
  }
  const { tiles } = image.page;
  const picture = (
    <img
      src={fileUrl(image.page.preview)}
      alt={label}
      draggable={false}
      data-side={tiles ? undefined : side}
      className="absolute inset-0 size-full bg-[repeating-conic-gradient(#e5e7eb_0_25%,#fff_0_50%)] bg-[length:16px_16px] select-none"
      style={tiles ? undefined : style}
    />
  );
  if (!tiles) return picture;
  // The side is stretched over the stage: its own pixels are this many screen pixels.
  return (
    <div data-side={side} className="absolute inset-0" style={style}>
      {picture}
      <TileLayer tiles={tiles} scale={(scale * size.width) / tiles.width} query="" />
    </div>
  );
}
