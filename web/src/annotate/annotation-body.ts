import type { PenColor, Shape } from '@review/contract/geometry';
import type { Draft } from './draw-state.ts';
import { finishPath, type ImageSize } from './geometry.ts';

/** `POST /annotation-comments` as the spec's clients send it: points as JSON text, in image pixels. */
export interface AnnotationRequestBody {
  variation_id: number;
  starting_point: string;
  path: string;
  content: string;
  color: PenColor;
  shape: Shape;
  /** The document page drawn on (1 for images). */
  page: number;
}

/** The request for a drawn mark, or null when there is no stroke (then nothing is sent). */
export function buildAnnotationBody(variationId: number, page: number, draft: Draft, content: string, size: ImageSize): AnnotationRequestBody | null {
  const path = finishPath(draft.points, size);
  const first = path[0];
  if (!first) return null;
  return {
    variation_id: variationId,
    starting_point: JSON.stringify([{ x: first.x, y: first.y }]),
    path: JSON.stringify(path.map(({ x, y }) => ({ x, y }))),
    content,
    color: draft.color,
    shape: draft.shape,
    page,
  };
}
