import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { Locale } from '@review/contract/locales';
import type { MessageId, MessageValues } from '../../i18n/messages.ts';
import { cjkOf, languageOf, writeText, type CjkLanguage, type TextStyle } from './report-fonts.ts';

/** The report's page: its margins and inks, the tagged document and the blocks every section is written with. */

/** The report's own words, in its reader's language (`locale`). */
export type Words = ((id: MessageId, values?: MessageValues) => string) & { locale: Locale };

export const MARGIN = 48;
export const FOOTER = 28;
export const INK = '#111827';
export const MUTED = '#6b7280';
export const RULE = '#e5e7eb';

/**
 * A tagged PDF, so screen readers and reflowing viewers get the report's headings, paragraphs and
 * pictures, each picture with its alternative text, in reading order.
 */
export class ReportDocument extends PDFDocument {
  private readonly structure = this.struct('Document');
  /** The forms Han characters take when a text does not say (the report's own words in Japanese or Chinese). */
  readonly cjk: CjkLanguage | undefined;

  /** `options.lang`: the report's language, its `/Lang`. */
  constructor(options: PDFKit.PDFDocumentOptions & { lang: string }) {
    super(options);
    this.cjk = cjkOf(options.lang);
    this.addStructure(this.structure);
  }

  /**
   * Draws `draw` as the next part of the report a screen reader reads. PDFKit carries the marking over
   * a page break only for text that flows onto the next page: `draw` must not add a page itself.
   */
  tag(role: 'H1' | 'H2' | 'H3' | 'P' | 'Figure', draw: () => void, options: { alt?: string; lang?: string } = {}) {
    this.structure.add(this.struct(role, options, draw));
  }

  /** Draws `draw` as page furniture (rules, footers) that screen readers pass over. */
  artifact(draw: () => void) {
    this.markContent('Artifact');
    draw();
    this.endMarkedContent();
  }
}

export type Doc = ReportDocument;

export const contentWidth = (doc: Doc) => doc.page.width - MARGIN * 2;
export const bottomOf = (doc: Doc) => doc.page.height - MARGIN - FOOTER;

/** Starts a new page unless `height` points still fit on this one. */
export function keepTogether(doc: Doc, height: number) {
  if (doc.y + height > bottomOf(doc)) doc.addPage();
}

/** A heading or paragraph of one style, marked as in its own language when that is not the report's (people write in any). */
export function block(doc: Doc, role: 'H1' | 'H2' | 'P', text: string, style: TextStyle) {
  doc.tag(role, () => writeText(doc, text, style), { lang: languageOf(text, doc.cjk) });
}

export function heading(doc: Doc, text: string, size: number) {
  keepTogether(doc, size * 3);
  doc.fillColor(INK);
  block(doc, 'H2', text, { size, weight: 'bold' });
  doc.moveDown(0.3);
}

export function label(doc: Doc, name: string, value: string) {
  doc.tag('P', () => {
    doc.fillColor(MUTED);
    writeText(doc, `${name}  `, { size: 10, continued: true });
    doc.fillColor(INK);
    writeText(doc, value, { size: 10 });
  });
}

export function rule(doc: Doc) {
  doc.moveDown(0.5).artifact(() => doc.moveTo(MARGIN, doc.y).lineTo(doc.page.width - MARGIN, doc.y).strokeColor(RULE).lineWidth(0.5).stroke());
  doc.moveDown(0.5);
}

/** A picture as the PDF can hold it (JPEG for renderings, PNG for what must stay sharp), at most `maxWidth` pixels wide. */
export async function pdfImage(source: string | Buffer, maxWidth: number, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer | null> {
  try {
    const pipeline = sharp(source).resize({ width: maxWidth, withoutEnlargement: true });
    return await (format === 'png' ? pipeline.png() : pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 85 })).toBuffer();
  } catch {
    // An attachment that is not a picture (or is damaged) is left out rather than failing the report.
    return null;
  }
}
