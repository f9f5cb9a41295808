import { useEffect, useRef } from 'react';
import { MarkerPin } from '../../../annotate/marker-pin.tsx';
import type { ImageSize } from '../../../annotate/geometry.ts';
import type { VisibleMarks } from './use-visible-marks.ts';

export interface MarkerLayerProps {
  size: ImageSize;
  marks: VisibleMarks;
  carriedVersion: number | undefined;
  selectedId: number | null;
  onSelect: (commentId: number) => void;
}

/** The numbered markers; the selected one (from here or the sidebar) is scrolled into view. */
export function MarkerLayer({ size, marks, carriedVersion, selectedId, onSelect }: MarkerLayerProps) {
  const selectedRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    selectedRef.current?.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'smooth' });
  }, [selectedId]);

  return (
    <>
      {marks.carried.map((mark) => (
        <MarkerPin
          key={`carried-${mark.commentId}`}
          ref={mark.commentId === selectedId ? selectedRef : undefined}
          at={mark.start}
          size={size}
          number={mark.number}
          label={`Comment ${mark.number} addressed? (version ${carriedVersion ?? ''})`}
          note="addressed?"
          isSelected={mark.commentId === selectedId}
          onSelect={() => onSelect(mark.commentId)}
          commentId={mark.commentId}
        />
      ))}
      {marks.own.map((mark) => (
        <MarkerPin
          key={mark.commentId}
          ref={mark.commentId === selectedId ? selectedRef : undefined}
          at={mark.start}
          size={size}
          number={mark.number}
          label={`Comment ${mark.number}${mark.isResolved ? ' (resolved)' : ''}`}
          isSelected={mark.commentId === selectedId}
          onSelect={() => onSelect(mark.commentId)}
          commentId={mark.commentId}
        />
      ))}
    </>
  );
}
