import type { ImagePoint, Shape, WirePoint } from '@review/contract/geometry';
import type { ReactNode } from 'react';
import type { MessageId } from '../../i18n/index.ts';

/**
 * One drawing tool, self-contained in its own file (as excalidraw's actions): what it is called,
 * the key that picks it, and pure functions from pointer positions to the mark's points.
 * Points are image pixels; `pixel` is the size of one screen pixel in image pixels at the current zoom.
 */
export interface DrawTool {
  /** The `shape` stored with the annotation. */
  name: Shape;
  /** Toolbar label and tooltip. */
  label: MessageId;
  /** The key that picks the tool (lower case). */
  key: string;
  icon: ReactNode;
  /** The mark's points after the pointer moved to `point`; a mark starts as `[first point]`. */
  extend(points: readonly ImagePoint[], point: ImagePoint, pixel: number): ImagePoint[];
  /** Whether the drawn points make a mark worth a comment. */
  isMark(points: readonly ImagePoint[], pixel: number): boolean;
  /** SVG path data of a mark of this shape, stored or being drawn. */
  outline(points: readonly WirePoint[], pixel: number): string;
}
