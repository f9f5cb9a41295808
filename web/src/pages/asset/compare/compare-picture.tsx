import type { CSSProperties } from 'react';
import { fileUrl } from '../../../lib/format.ts';
import { VideoPicture } from '../../../features/video/video-picture.tsx';
import type { CompareSide } from './compare-sides.ts';

export interface ComparePictureProps {
  image: CompareSide;
  side: 'A' | 'B';
  style?: CSSProperties;
}

/**
 * One side's page, or its video at the playhead's frame, stretched over the stage (both sides share
 * A's box so their pixels line up; a video is stretched too, not letterboxed).
 */
export function ComparePicture({ image, side, style }: ComparePictureProps) {
  const label = `${side}: ${image.label}`;
  if (image.video) {
    const { transport, variation } = image.video;
    const media = variation.media;
    return (
      <div data-side={side} className="absolute inset-0 [&>video]:object-fill" style={style}>
        <VideoPicture transport={transport} media={media} poster={media.poster ?? image.page.preview} label={label} quality={null} />
      </div>
    );
  }
  return (
    <img
      src={fileUrl(image.page.preview)}
      alt={label}
      draggable={false}
      data-side={side}
      className="absolute inset-0 size-full bg-[repeating-conic-gradient(#e5e7eb_0_25%,#fff_0_50%)] bg-[length:16px_16px] select-none"
      style={style}
    />
  );
}
