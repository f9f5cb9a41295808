import { describe, expect, it } from 'vitest';
import { imagePoint } from '@review/contract/geometry';
import { arrowHead, arrowTool } from './arrow.tsx';
import { penTool } from './pen.tsx';
import { rectTool } from './rect.tsx';
import { TOOLS, toolFor, toolForKey } from './tools.ts';

describe('tools', () => {
  it('are listed once each, with distinct keys', () => {
    expect(TOOLS.map((tool) => tool.name)).toEqual(['pen', 'rect', 'arrow']);
    expect(new Set(TOOLS.map((tool) => tool.key)).size).toBe(TOOLS.length);
    expect(toolFor('unknown')).toBe(penTool);
  });

  it('are picked by their keys, in either case', () => {
    expect(toolForKey('r')).toBe(rectTool);
    expect(toolForKey('A')).toBe(arrowTool);
    expect(toolForKey('x')).toBeUndefined();
    expect(toolForKey('Enter')).toBeUndefined();
  });

  it('pen: adds points a screen pixel apart, and a click is a dot', () => {
    let points = [imagePoint(10, 10)];
    points = penTool.extend(points, imagePoint(10.5, 10), 2);
    expect(points).toHaveLength(1);
    points = penTool.extend(points, imagePoint(13, 10), 2);
    expect(points).toEqual([imagePoint(10, 10), imagePoint(13, 10)]);
    expect(penTool.isMark([imagePoint(1, 1)], 1)).toBe(true);
  });

  it('rect: a closed five-point path from the first corner; a click is not a rectangle', () => {
    const points = rectTool.extend([imagePoint(10, 20)], imagePoint(50, 80), 1);
    expect(points).toEqual([imagePoint(10, 20), imagePoint(50, 20), imagePoint(50, 80), imagePoint(10, 80), imagePoint(10, 20)]);
    expect(rectTool.isMark(points, 1)).toBe(true);
    expect(rectTool.isMark(rectTool.extend([imagePoint(10, 20)], imagePoint(11, 21), 1), 1)).toBe(false);
    expect(rectTool.isMark([imagePoint(10, 20)], 1)).toBe(false);
  });

  it('arrow: keeps tail and tip; its head keeps a screen size', () => {
    const points = arrowTool.extend(arrowTool.extend([imagePoint(0, 0)], imagePoint(5, 5), 1), imagePoint(100, 0), 1);
    expect(points).toEqual([imagePoint(0, 0), imagePoint(100, 0)]);
    const [left, right] = arrowHead({ x: 0, y: 0 }, { x: 100, y: 0 }, 12);
    expect(left.x).toBeCloseTo(100 - 12 * Math.cos((28 * Math.PI) / 180));
    expect(left.y).toBeCloseTo(-right.y);
    expect(arrowTool.outline(points, 2)).toMatch(/^M0 0L100 0M/);
  });
});
