import type { Annotation } from '@review/contract/comments';
import { PEN_COLORS, STROKE_WIDTH, type PenColor } from '@review/contract/geometry';
import sharp from 'sharp';
import { boxOf, withMargin, type PageSize } from '@review/contract/mark-box';

/** The web's pen swatches (web/src/annotate/colors.ts), so a crop shows the mark as the review screen does. */
const PEN_PAINT: Record<PenColor, string> = { red: '#ef4444', blue: '#2563eb', green: '#16a34a', yellow: '#facc15' };
const paintOf = (color: string) => ((PEN_COLORS as readonly string[]).includes(color) ? PEN_PAINT[color as PenColor] : /^#[0-9a-f]{6}$/i.test(color) ? color : PEN_PAINT.red);

const ARROW_HEAD = 12;
const ARROW_ANGLE = (28 * Math.PI) / 180;

type Point = { x: number; y: number };

function outline(annotation: Annotation, points: Point[]): string {
  const line = points.map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join('');
  if (annotation.shape !== 'arrow' || points.length < 2) return line;
  const tip = points[points.length - 1]!;
  const from = points[points.length - 2]!;
  const angle = Math.atan2(tip.y - from.y, tip.x - from.x);
  const barb = (side: number) => `${(tip.x - ARROW_HEAD * Math.cos(angle + side * ARROW_ANGLE)).toFixed(1)} ${(tip.y - ARROW_HEAD * Math.sin(angle + side * ARROW_ANGLE)).toFixed(1)}`;
  return `${line}M${barb(1)}L${tip.x.toFixed(1)} ${tip.y.toFixed(1)}L${barb(-1)}`;
}

/**
 * A PNG of the marked area (the mark's box with a margin) cut from the page's rendering, with the
 * mark drawn on it. The rendering may be smaller than the page's pixels (a large image's preview),
 * so the area is scaled to it; the crop keeps the rendering's resolution.
 */
export async function renderCrop(rendering: Buffer, page: PageSize, annotation: Annotation): Promise<Buffer> {
  const image = sharp(rendering);
  const { width = page.width, height = page.height } = await image.metadata();
  const scale = width / page.width;
  const area = withMargin(boxOf(annotation, page), page);
  const left = Math.min(Math.round(area.x * scale), width - 1);
  const top = Math.min(Math.round(area.y * scale), height - 1);
  const cut = { left, top, width: Math.max(1, Math.min(Math.round(area.width * scale), width - left)), height: Math.max(1, Math.min(Math.round(area.height * scale), height - top)) };
  const points = annotation.path.length ? annotation.path : [annotation.starting_point];
  const local = points.map((p) => ({ x: p.x * scale - left, y: p.y * scale - top }));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${cut.width}" height="${cut.height}"><path d="${outline(annotation, local)}" fill="none" stroke="${paintOf(annotation.color)}" stroke-width="${STROKE_WIDTH}" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
  return image
    .extract(cut)
    .composite([{ input: Buffer.from(svg), left: 0, top: 0 }])
    .png()
    .toBuffer();
}

/** Long side of a whole frame given for a comment on a video without a mark: enough to see what it is about, a fraction of a 4K frame's bytes. */
export const WHOLE_FRAME_MAX = 1280;

/** A comment on a video's frame without a mark is about the whole frame: the frame, scaled down to fit `WHOLE_FRAME_MAX`. */
export function renderWholeFrame(frame: Buffer): Promise<Buffer> {
  return sharp(frame).resize({ width: WHOLE_FRAME_MAX, height: WHOLE_FRAME_MAX, fit: 'inside', withoutEnlargement: true }).png().toBuffer();
}
