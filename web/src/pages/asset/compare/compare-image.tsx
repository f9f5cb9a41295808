import clsx from 'clsx';
import type { CSSProperties } from 'react';
import type { CompareSide } from './compare-sides.ts';
import { fileUrl } from '../../../lib/format.ts';

/** One side's page, stretched over the stage (both sides share A's box so their pixels line up). */
export function CompareImage({ image, side, className, style }: { image: CompareSide; side: 'A' | 'B'; className?: string; style?: CSSProperties }) {
  return (
    <img
      src={fileUrl(image.page.preview)}
      alt={`${side}: ${image.label}`}
      draggable={false}
      data-side={side}
      className={clsx('absolute inset-0 size-full bg-[repeating-conic-gradient(#e5e7eb_0_25%,#fff_0_50%)] bg-[length:16px_16px] select-none', className)}
      style={style}
    />
  );
}
