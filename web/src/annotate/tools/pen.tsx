import { distance, polylineData } from '../geometry.ts';
import type { DrawTool } from './draw-tool.ts';

/** The spec's pen: a freehand stroke. A click without a drag pins a dot, which is a stroke too. */
export const penTool: DrawTool = {
  name: 'pen',
  label: 'asset.tools.penTool',
  key: 'p',
  icon: (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4Z" />
      <path d="m13.5 6.5 4 4" />
    </svg>
  ),
  extend(points, point, pixel) {
    const last = points[points.length - 1];
    // Points closer than one screen pixel add bytes, not shape.
    return last && distance(last, point) < pixel ? [...points] : [...points, point];
  },
  isMark: (points) => points.length > 0,
  outline: (points) => polylineData(points),
};
