import clsx from 'clsx';
import type { CSSProperties } from 'react';
import type { CompareChoice } from './compare-choices.ts';
import { fileUrl } from '../../../lib/format.ts';

/** One side's preview, stretched over the stage (both sides share A's box so their pixels line up). */
export function CompareImage({ choice, side, className, style }: { choice: CompareChoice; side: 'A' | 'B'; className?: string; style?: CSSProperties }) {
  return (
    <img
      src={fileUrl(choice.variation.preview)}
      alt={`${side}: ${choice.label}`}
      draggable={false}
      data-side={side}
      className={clsx('absolute inset-0 size-full bg-[repeating-conic-gradient(#e5e7eb_0_25%,#fff_0_50%)] bg-[length:16px_16px] select-none', className)}
      style={style}
    />
  );
}
