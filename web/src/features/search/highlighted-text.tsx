import type { Highlight } from '@review/contract/search';
import { segmentsOf } from './highlights.ts';

/** An excerpt with the found words in `<mark>`, built as React nodes, so the text is never read as HTML. */
export function HighlightedText({ text, highlights }: { text: string; highlights: readonly Highlight[] }) {
  return (
    <>
      {segmentsOf(text, highlights).map((segment, index) =>
        segment.isMatch ? (
          <mark key={index} className="rounded-sm bg-accent-soft px-px font-semibold text-accent-text">
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
