import { AddToCommentButton } from './add-to-comment-button.tsx';
import { boxBetween, distanceBetween } from './image-pixels.ts';
import type { MeasureLine } from './use-design-checks.ts';
import { FormattedMessage } from 'react-intl';

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
            <FormattedMessage id="media.measure.result" values={{ distance, width: box.width, height: box.height, x: box.x, y: box.y, muted: (chunks) => <span className="text-muted">{chunks}</span> }} />
          </>
        ) : (
          <span className="text-muted">
            <FormattedMessage id="media.measure.nothing" />
          </span>
        )}
      </output>
      {isDocumentPage && (
        <span className="text-xs text-muted">
          <FormattedMessage id="media.measure.pdfPixels" />
        </span>
      )}
      <AddToCommentButton result={box && { kind: 'measure', box, distance }} />
    </>
  );
}
