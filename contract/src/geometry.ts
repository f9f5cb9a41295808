import { z } from 'zod';

declare const imageSpace: unique symbol;
declare const screenSpace: unique symbol;

/** A point in the image's own pixels (0,0 = top left of the original file). What the server stores. */
export type ImagePoint = { x: number; y: number } & { readonly [imageSpace]: true };
/** A point in the viewer's CSS pixels, relative to the canvas. Never stored. */
export type ScreenPoint = { x: number; y: number } & { readonly [screenSpace]: true };

export const imagePoint = (x: number, y: number) => ({ x, y }) as ImagePoint;
export const screenPoint = (x: number, y: number) => ({ x, y }) as ScreenPoint;

/** How the image sits in the viewer: `scale` screen pixels per image pixel, image origin at `offset`. */
export interface Viewport {
  scale: number;
  offsetX: number;
  offsetY: number;
}

export const toScreen = (point: ImagePoint, view: Viewport): ScreenPoint => screenPoint(point.x * view.scale + view.offsetX, point.y * view.scale + view.offsetY);
export const toImage = (point: ScreenPoint, view: Viewport): ImagePoint => imagePoint((point.x - view.offsetX) / view.scale, (point.y - view.offsetY) / view.scale);

/** Keeps a point on the image, so a stroke that leaves it ends at its edge. */
export const clampToImage = (point: ImagePoint, width: number, height: number): ImagePoint =>
  imagePoint(Math.min(Math.max(point.x, 0), width), Math.min(Math.max(point.y, 0), height));

/** The four pen colours (spec section 9), and the marker colours. */
export const PEN_COLORS = ['red', 'blue', 'green', 'yellow'] as const;
export const PenColorSchema = z.enum(PEN_COLORS);
export type PenColor = z.infer<typeof PenColorSchema>;

/** The marks a reviewer can draw; the spec's pen plus rectangle and arrow. */
export const ShapeSchema = z.enum(['pen', 'rect', 'arrow']);
export type Shape = z.infer<typeof ShapeSchema>;

export const STROKE_WIDTH = 2;
export const MARKER_RADIUS = 10;

/** On the wire a point is `{x, y}` in image pixels. */
export const WirePointSchema = z.object({ x: z.number().finite(), y: z.number().finite() });
export type WirePoint = z.infer<typeof WirePointSchema>;

/** Most points one stroke may carry. */
export const MAX_PATH_POINTS = 5_000;
