import { clampToImage, imagePoint, MAX_PATH_POINTS, screenPoint, type ImagePoint, type ScreenPoint, type WirePoint } from '@review/contract/geometry';

/**
 * The affine part of an SVG element's screen CTM (`DOMMatrix` a–f): it maps the overlay's user units,
 * which are image pixels because its viewBox is `0 0 width height`, to client (CSS) pixels.
 */
export interface Matrix {
  a: number;
  b: number;
  c: number;
  d: number;
  e: number;
  f: number;
}

/** Size of an image in its own pixels. */
export interface ImageSize {
  width: number;
  height: number;
}

/** A pointer position in client pixels → the image pixel under it, through the inverse of the CTM. */
export function clientToImage(ctm: Matrix, client: ScreenPoint): ImagePoint {
  const det = ctm.a * ctm.d - ctm.b * ctm.c;
  const x = client.x - ctm.e;
  const y = client.y - ctm.f;
  return imagePoint((ctm.d * x - ctm.c * y) / det, (ctm.a * y - ctm.b * x) / det);
}

/** An image pixel → where it shows in client pixels. */
export function imageToClient(ctm: Matrix, point: ImagePoint): ScreenPoint {
  return screenPoint(ctm.a * point.x + ctm.c * point.y + ctm.e, ctm.b * point.x + ctm.d * point.y + ctm.f);
}

/** Whether a point lies on the image (edges included). */
export function isOnImage(point: ImagePoint, size: ImageSize): boolean {
  return point.x >= 0 && point.y >= 0 && point.x <= size.width && point.y <= size.height;
}

/** Tenths of a pixel are as exact as a pointer gets; storing more digits only adds bytes. */
export function roundToTenth(value: number): number {
  return Math.round(value * 10) / 10 || 0;
}

/**
 * A drawn path as it is stored: every point kept on the image and rounded to 0.1 px, repeated
 * points dropped, and at most the contract's number of points (evenly thinned, ends kept).
 */
export function finishPath(points: readonly ImagePoint[], size: ImageSize): ImagePoint[] {
  const kept: ImagePoint[] = [];
  for (const point of points) {
    const clamped = clampToImage(point, size.width, size.height);
    const rounded = imagePoint(roundToTenth(clamped.x), roundToTenth(clamped.y));
    const last = kept[kept.length - 1];
    if (!last || last.x !== rounded.x || last.y !== rounded.y) kept.push(rounded);
  }
  return thin(kept, MAX_PATH_POINTS);
}

function thin(points: ImagePoint[], max: number): ImagePoint[] {
  if (points.length <= max) return points;
  const step = (points.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, index) => points[Math.round(index * step)]!);
}

/** Distance between two points of the same space. */
export function distance(a: WirePoint, b: WirePoint): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

/** SVG path data of a polyline through the points (image pixels, the overlay's user units). */
export function polylineData(points: readonly WirePoint[], isClosed = false): string {
  if (points.length === 0) return '';
  const [first, ...rest] = points;
  const start = `M${first!.x} ${first!.y}`;
  // A single point still shows as a dot: a zero-length segment with round caps.
  const segments = rest.length ? rest.map((p) => `L${p.x} ${p.y}`).join('') : `L${first!.x} ${first!.y}`;
  return start + segments + (isClosed ? 'Z' : '');
}

/**
 * A point of one version's image placed on another's: the same spot relative to the image, so a
 * mark on a 1000×600 version 1 lands on the same part of a 2000×1200 version 2.
 */
export function carryPoint(point: WirePoint, from: ImageSize, to: ImageSize): ImagePoint {
  return imagePoint((point.x * to.width) / from.width, (point.y * to.height) / from.height);
}
