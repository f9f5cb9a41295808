import type { Shape } from '@review/contract/geometry';
import { arrowTool } from './arrow.tsx';
import type { DrawTool } from './draw-tool.ts';
import { penTool } from './pen.tsx';
import { rectTool } from './rect.tsx';

/** Every drawing tool, in toolbar order. Adding a tool means one file and one entry here. */
export const TOOLS: readonly DrawTool[] = [penTool, rectTool, arrowTool];

/** The tool that draws a stored shape; unknown shapes draw as pen strokes. */
export function toolFor(shape: Shape | string): DrawTool {
  return TOOLS.find((tool) => tool.name === shape) ?? penTool;
}

/** The tool a key picks (P, R, A), in either case. */
export function toolForKey(key: string): DrawTool | undefined {
  return TOOLS.find((tool) => tool.key === key.toLowerCase());
}
