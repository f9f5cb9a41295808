import { AddToCommentButton } from './add-to-comment-button.tsx';
import { boxBetween, distanceBetween } from './image-pixels.ts';
import type { MeasureLine } from './use-design-checks.ts';

export interface MeasureResultProps {
  measure: MeasureLine | null;
  /** A PDF page: its pixels are the rendered preview's, and its size in points is not known to the viewer. */
  isDocumentPage: boolean;
}

/** The measured distance and box, in image pixels. */
export function MeasureResult({ measure, isDocumentPage }: MeasureResultProps) {
  const box = measure && boxBetween(measure.from, measure.to);
  const distance = measure ? Math.round(distanceBetween(measure.from, measure.to) * 10) / 10 : 0;
  return (
    <>
      <output aria-live="polite" data-testid="measure-result" className="text-sm tabular-nums">
        {box ? (
          <>
            <span className="text-muted">Distance</span> {distance} px <span className="text-muted">· Box</span> {box.width} × {box.height} px{' '}
            <span className="text-muted">
              at {box.x}, {box.y}
            </span>
          </>
        ) : (
          <span className="text-muted">Nothing measured yet</span>
        )}
      </output>
      {isDocumentPage && <span className="text-xs text-muted">Pixels of the rendered page (the PDF’s size in points is not available)</span>}
      <AddToCommentButton result={box && { kind: 'measure', box, distance }} />
    </>
  );
}
