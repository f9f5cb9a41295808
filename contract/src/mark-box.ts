import type { Annotation } from './comments.ts';
import type { FeedbackBox } from './feedback.ts';

export interface PageSize {
  width: number;
  height: number;
}

/**
 * The mark's bounding box in the page's pixels, whole pixels around every point, kept on the page
 * (points may lie a pixel off it, as the annotation check allows).
 */
export function boxOf(annotation: Annotation, page: PageSize): FeedbackBox {
  const points = [annotation.starting_point, ...annotation.path];
  const xs = points.map((p) => Math.min(Math.max(p.x, 0), page.width));
  const ys = points.map((p) => Math.min(Math.max(p.y, 0), page.height));
  const x = Math.floor(Math.min(...xs));
  const y = Math.floor(Math.min(...ys));
  return { x, y, width: Math.ceil(Math.max(...xs)) - x, height: Math.ceil(Math.max(...ys)) - y };
}

/** Room around the mark, so the crop shows what it points at: a quarter of its long side, at least 32 pixels. */
export function withMargin(box: FeedbackBox, page: PageSize): FeedbackBox {
  const margin = Math.max(32, Math.round(Math.max(box.width, box.height) / 4));
  const x = Math.max(0, box.x - margin);
  const y = Math.max(0, box.y - margin);
  return { x, y, width: Math.min(page.width, box.x + box.width + margin) - x, height: Math.min(page.height, box.y + box.height + margin) - y };
}
