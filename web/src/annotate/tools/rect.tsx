import { imagePoint } from '@review/contract/geometry';
import { distance, polylineData } from '../geometry.ts';
import type { DrawTool } from './draw-tool.ts';

/** Smallest rectangle, in screen pixels, that counts as drawn rather than clicked. */
const MIN_SIZE = 4;

/**
 * A rectangle from the first corner to the pointer. Stored as a closed five-point path, so any client
 * that draws `path` as a polyline (the spec's own) shows the same rectangle.
 */
export const rectTool: DrawTool = {
  name: 'rect',
  label: 'asset.tools.rectTool',
  key: 'r',
  icon: (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinejoin="round" aria-hidden="true">
      <rect x="4" y="6" width="16" height="12" rx="1" />
    </svg>
  ),
  extend(points, point) {
    const start = points[0] ?? point;
    return [start, imagePoint(point.x, start.y), point, imagePoint(start.x, point.y), start];
  },
  isMark: (points, pixel) => points.length === 5 && distance(points[0]!, points[2]!) >= MIN_SIZE * pixel,
  outline: (points) => polylineData(points),
};
