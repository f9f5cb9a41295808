import sharp from 'sharp';
import type { Annotation } from '@review/contract/comments';
import { MARKER_RADIUS, PEN_COLORS, type PenColor } from '@review/contract/geometry';
import { block, bottomOf, contentWidth, INK, keepTogether, MARGIN, MUTED, pdfImage, RULE, type Doc, type Words } from './pdf-document.ts';
import type { ReportPage } from './report-input.ts';
import { writeText } from './report-fonts.ts';

/** Marks in the report: a page's rendering with every mark and numbered marker drawn on it in vector, and the decoded rendering crops are cut from. */

const PEN_PAINT: Record<PenColor, string> = { red: '#ef4444', blue: '#2563eb', green: '#16a34a', yellow: '#facc15' };
const paintOf = (color: string) => ((PEN_COLORS as readonly string[]).includes(color) ? PEN_PAINT[color as PenColor] : PEN_PAINT.red);

/** The mark's stroke, in the drawing's frame scaled onto the page. */
export function drawMark(doc: Doc, annotation: Annotation, place: (x: number, y: number) => [number, number]) {
  const points = annotation.path.length ? annotation.path : [annotation.starting_point];
  const [first, ...rest] = points.map((point) => place(point.x, point.y));
  doc.save().strokeColor(paintOf(annotation.color)).lineWidth(1.5).lineJoin('round').lineCap('round');
  doc.moveTo(...first!);
  for (const point of rest) doc.lineTo(...point);
  doc.stroke();
  if (annotation.shape === 'arrow' && rest.length > 0) {
    const tip = rest[rest.length - 1]!;
    const from = rest.length > 1 ? rest[rest.length - 2]! : first!;
    const angle = Math.atan2(tip[1] - from[1], tip[0] - from[0]);
    for (const side of [1, -1]) {
      doc.moveTo(...tip).lineTo(tip[0] - 9 * Math.cos(angle + side * 0.5), tip[1] - 9 * Math.sin(angle + side * 0.5)).stroke();
    }
  }
  doc.restore();
}

function drawMarker(doc: Doc, number: number, [x, y]: [number, number]) {
  const radius = MARKER_RADIUS * 0.8;
  doc.save().circle(x, y, radius).fillColor('#4f46e5').fill();
  doc.fillColor('#ffffff');
  writeText(doc, String(number), { size: 8, weight: 'bold', x: x - radius, y: y - 4.5, width: radius * 2, align: 'center', lineBreak: false });
  doc.restore().fillColor(INK);
}

/** Thread numbers as a list: English as the report always wrote it ('1, 2 and 3'), other languages their own way. */
const listed = (locale: string, numbers: number[]) =>
  locale === 'en' ? (numbers.length > 1 ? `${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}` : String(numbers[0])) : new Intl.ListFormat(locale).format(numbers.map(String));

/** The page's rendering across the page's width with every mark and numbered marker drawn on it. */
export async function writeDesign(doc: Doc, t: Words, page: ReportPage, name: string) {
  if (!page.rendering) {
    doc.fillColor(MUTED);
    block(doc, 'P', t('report.noRendering'), { size: 10 });
    doc.fillColor(INK);
    return;
  }
  const picture = await pdfImage(page.rendering.path, 1600);
  if (!picture) return;
  const width = contentWidth(doc);
  const maxHeight = bottomOf(doc) - MARGIN - 40;
  const scale = Math.min(width / page.width, maxHeight / page.height);
  const drawn = { width: page.width * scale, height: page.height * scale };
  keepTogether(doc, drawn.height + 20);
  const left = MARGIN + (width - drawn.width) / 2;
  const top = doc.y;
  const place = (x: number, y: number): [number, number] => [left + x * scale, top + y * scale];
  const marked = page.threads.filter((thread) => thread.annotation).map((thread) => thread.number);
  const alt = marked.length > 0 ? t('report.alt.design', { name, count: marked.length, threads: listed(t.locale, marked) }) : name;
  doc.tag(
    'Figure',
    () => {
      doc.image(picture, left, top, drawn);
      doc.rect(left, top, drawn.width, drawn.height).strokeColor(RULE).lineWidth(0.5).stroke();
      for (const thread of page.threads) if (thread.annotation) drawMark(doc, thread.annotation, place);
      for (const thread of page.threads) if (thread.annotation) drawMarker(doc, thread.number, place(thread.annotation.starting_point.x, thread.annotation.starting_point.y));
    },
    { alt },
  );
  doc.y = top + drawn.height + 8;
  doc.x = MARGIN;
}

/** A page's rendering decoded once, for all the crops cut from it. */
export interface Raster {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

export async function rasterOf(page: ReportPage): Promise<Raster | null> {
  if (!page.rendering) return null;
  const { data, info } = await sharp(page.rendering.path).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels } };
}
