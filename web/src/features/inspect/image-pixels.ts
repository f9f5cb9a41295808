import { imagePoint, type ImagePoint, type ScreenPoint } from '@review/contract/geometry';
import type { ImageSize } from '../../annotate/geometry.ts';

/** Where the image is drawn on screen: its element's client rectangle, at whatever zoom and scroll. */
export interface ClientRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A box in image pixels. */
export interface ImageBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A pointer in client pixels → the same spot in image pixels (fractional), through the drawn rectangle. */
export function clientToImagePoint(client: ScreenPoint, rect: ClientRect, size: ImageSize): ImagePoint {
  return imagePoint(((client.x - rect.left) / rect.width) * size.width, ((client.y - rect.top) / rect.height) * size.height);
}

/** The pixel a point lies in (its top-left corner), or null off the image. */
export function pixelAt(point: ImagePoint, size: ImageSize): ImagePoint | null {
  const x = Math.floor(point.x);
  const y = Math.floor(point.y);
  return x >= 0 && y >= 0 && x < size.width && y < size.height ? imagePoint(x, y) : null;
}

/** A point moved to the nearest pixel edge inside the image: measurements go from edge to edge. */
export function snapToEdge(point: ImagePoint, size: ImageSize): ImagePoint {
  return imagePoint(Math.min(size.width, Math.max(0, Math.round(point.x))), Math.min(size.height, Math.max(0, Math.round(point.y))));
}

/** The box two corners span, in whole pixels. */
export function boxBetween(a: ImagePoint, b: ImagePoint): ImageBox {
  return { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), width: Math.abs(b.x - a.x), height: Math.abs(b.y - a.y) };
}

/** How far apart two points are, straight across. */
export function distanceBetween(a: ImagePoint, b: ImagePoint): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

/**
 * The pixel of the decoded source that shows an image pixel. The source may be a different size
 * from the page's pixels (a preview of a larger original, or an original SVG at its own size).
 */
export function sourcePixel(point: ImagePoint, size: ImageSize, source: ImageSize): { x: number; y: number } {
  return {
    x: Math.min(source.width - 1, Math.floor((point.x * source.width) / size.width)),
    y: Math.min(source.height - 1, Math.floor((point.y * source.height) / size.height)),
  };
}
