import type { WirePoint } from '@review/contract/geometry';
import { distance, polylineData } from '../geometry.ts';
import type { DrawTool } from './draw-tool.ts';

/** Arrow heads keep one on-screen size at every zoom, as the stroke width does. */
const HEAD_LENGTH = 12;
const HEAD_ANGLE = (28 * Math.PI) / 180;
const MIN_LENGTH = 4;

/** The two barbs of a head at `tip`, for a shaft coming from `from`; lengths in image pixels. */
export function arrowHead(from: WirePoint, tip: WirePoint, length: number): [WirePoint, WirePoint] {
  const angle = Math.atan2(tip.y - from.y, tip.x - from.x);
  const barb = (side: number) => ({ x: tip.x - length * Math.cos(angle + side * HEAD_ANGLE), y: tip.y - length * Math.sin(angle + side * HEAD_ANGLE) });
  return [barb(1), barb(-1)];
}

/** An arrow from where the drag starts (where its marker sits) to where it ends (what it points at). */
export const arrowTool: DrawTool = {
  name: 'arrow',
  label: 'asset.tools.arrowTool',
  key: 'a',
  icon: (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M5 19 19 5M10 5h9v9" />
    </svg>
  ),
  extend: (points, point) => [points[0] ?? point, point],
  isMark: (points, pixel) => points.length === 2 && distance(points[0]!, points[1]!) >= MIN_LENGTH * pixel,
  outline(points, pixel) {
    if (points.length < 2) return polylineData(points);
    const tip = points[points.length - 1]!;
    const from = points[points.length - 2]!;
    const [left, right] = arrowHead(from, tip, HEAD_LENGTH * pixel);
    return `${polylineData(points)}M${left.x} ${left.y}L${tip.x} ${tip.y}L${right.x} ${right.y}`;
  },
};
