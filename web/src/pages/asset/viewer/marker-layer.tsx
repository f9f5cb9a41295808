import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { CommentChangeState } from '@review/contract/changes';
import { MarkerPin } from '../../../annotate/marker-pin.tsx';
import type { ImageSize } from '../../../annotate/geometry.ts';
import { carriedPinText } from '../../../features/changes/carried-pins.ts';
import type { VisibleMarks } from './use-visible-marks.ts';

export interface MarkerLayerProps {
  size: ImageSize;
  marks: VisibleMarks;
  carriedVersion: number | undefined;
  /** What the newest version did where each carried thread points, when known. */
  changeStates: ReadonlyMap<number, CommentChangeState>;
  selectedId: number | null;
  onSelect: (commentId: number) => void;
}

/** The numbered markers; the selected one (from here or the sidebar) is scrolled into view. */
export function MarkerLayer({ size, marks, carriedVersion, changeStates, selectedId, onSelect }: MarkerLayerProps) {
  const intl = useIntl();
  const selectedRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    selectedRef.current?.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'smooth' });
  }, [selectedId]);

  return (
    <>
      {marks.carried.map((mark) => {
        const { label, note } = carriedPinText(mark.number, carriedVersion, changeStates.get(mark.commentId) ?? null);
        return (
          <MarkerPin
            key={`carried-${mark.commentId}`}
            ref={mark.commentId === selectedId ? selectedRef : undefined}
            at={mark.start}
            size={size}
            number={mark.number}
            label={label}
            note={note}
            isSelected={mark.commentId === selectedId}
            onSelect={() => onSelect(mark.commentId)}
            commentId={mark.commentId}
          />
        );
      })}
      {marks.own.map((mark) => (
        <MarkerPin
          key={mark.commentId}
          ref={mark.commentId === selectedId ? selectedRef : undefined}
          at={mark.start}
          size={size}
          number={mark.number}
          label={intl.formatMessage({ id: mark.isResolved ? 'asset.viewer.pinResolved' : 'asset.viewer.pin' }, { number: mark.number })}
          isSelected={mark.commentId === selectedId}
          onSelect={() => onSelect(mark.commentId)}
          commentId={mark.commentId}
        />
      ))}
    </>
  );
}
