import clsx from 'clsx';
import { useState } from 'react';
import type { Page } from '@review/contract/assets';
import type { SavedMark } from '../../annotate/marks.ts';
import { MarkPath } from '../../annotate/mark-path.tsx';
import { MarkerPin } from '../../annotate/marker-pin.tsx';
import { fileUrl } from '../../lib/format.ts';

export interface GuestDesignProps {
  page: Page;
  /** The image's accessible name. */
  alt: string;
  /** The open annotations of this page. */
  marks: readonly SavedMark[];
  selectedId: number | null;
  onSelect: (commentId: number) => void;
  /** `?review={token}`, which lets the link's holder load the rendering. */
  fileQuery: string;
  /** A document's page is fitted into the window's height too, so the page reads whole; a tall image keeps the width. */
  isFittedToWindow: boolean;
}

/** A page of the shared design, fitted to the width, with its open annotations and their numbered markers. */
export function GuestDesign({ page, alt, marks, selectedId, onSelect, fileQuery, isFittedToWindow }: GuestDesignProps) {
  // Strokes keep 2 screen pixels and arrow heads their size whatever width the image is shown at.
  const [shownWidth, setShownWidth] = useState(0);
  return (
    <div className="overflow-auto rounded-lg border border-line bg-subtle p-2">
      <div className="relative mx-auto w-fit">
        <img
          src={fileUrl(page.preview) + fileQuery}
          alt={alt}
          width={page.width}
          height={page.height}
          className={clsx('block h-auto max-w-full', isFittedToWindow && 'max-h-[calc(100dvh-19rem)] w-auto')}
          onLoad={(event) => setShownWidth(event.currentTarget.clientWidth)}
        />
        <svg aria-hidden="true" viewBox={`0 0 ${page.width} ${page.height}`} preserveAspectRatio="none" className="pointer-events-none absolute inset-0 size-full">
          {marks.map((mark) => (
            <MarkPath key={mark.commentId} shape={mark.shape} color={mark.color} points={mark.path} pixel={page.width / (shownWidth || page.width)} isSelected={mark.commentId === selectedId} />
          ))}
        </svg>
        {marks.map((mark) => (
          <MarkerPin
            key={mark.commentId}
            at={mark.start}
            size={page}
            number={mark.number}
            label={`Comment ${mark.number}`}
            isSelected={mark.commentId === selectedId}
            onSelect={() => onSelect(mark.commentId)}
            commentId={mark.commentId}
          />
        ))}
      </div>
    </div>
  );
}
