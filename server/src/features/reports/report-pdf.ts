import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { Annotation } from '@review/contract/comments';
import { MARKER_RADIUS, PEN_COLORS, type PenColor } from '@review/contract/geometry';
import { boxOf, withMargin } from '../feedback/index.ts';
import type { AssetReportInput, ProjectReportInput, ReportInput, ReportPage, ReportPerson, ReportStage, ReportThread } from './report-input.ts';
import { reactionsText } from './reaction-names.ts';
import { languageOf, registerFonts, writeText, type TextStyle } from './report-fonts.ts';

const MARGIN = 48;
const FOOTER = 28;
const INK = '#111827';
const MUTED = '#6b7280';
const RULE = '#e5e7eb';
const PEN_PAINT: Record<PenColor, string> = { red: '#ef4444', blue: '#2563eb', green: '#16a34a', yellow: '#facc15' };
const paintOf = (color: string) => ((PEN_COLORS as readonly string[]).includes(color) ? PEN_PAINT[color as PenColor] : PEN_PAINT.red);
const DECISIONS: Record<ReportPerson['decision'], string> = { approved: 'Approved', changes_requested: 'Requested changes', pending: 'Pending' };
const OUTCOMES: Record<string, string> = { approved: 'Approved', changes_requested: 'Changes requested', pending: 'Pending' };

/**
 * A tagged PDF, so screen readers and reflowing viewers get the report's headings, paragraphs and
 * pictures, each picture with its alternative text, in reading order.
 */
class ReportDocument extends PDFDocument {
  private readonly structure = this.struct('Document');

  constructor(options: PDFKit.PDFDocumentOptions) {
    super(options);
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

type Doc = ReportDocument;

/** Writes the report described by `input` to `input.outPath`; answers with its page count. */
export async function writeReport(input: ReportInput): Promise<{ pages: number }> {
  const doc = new ReportDocument({
    size: input.paper,
    margins: { top: MARGIN, bottom: MARGIN + FOOTER, left: MARGIN, right: MARGIN },
    bufferPages: true,
    pdfVersion: '1.7',
    tagged: true,
    lang: 'en',
    displayTitle: true,
    info: { Title: titleOf(input), Creator: 'Design review' },
  });
  registerFonts(doc);
  doc.fillColor(INK);
  const out = createWriteStream(input.outPath);
  doc.pipe(out);
  const when = (iso: string | null) => (iso ? new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: input.timeZone }).format(new Date(iso)) : '');

  if (input.kind === 'asset') await writeAssetReport(doc, input, when);
  else await writeProjectReport(doc, input);
  writeFooters(doc, input);
  const pages = doc.bufferedPageRange().count;
  doc.end();
  await finished(out);
  return { pages };
}

const titleOf = (input: ReportInput) => (input.kind === 'asset' ? `${input.title} — review report` : `${input.projectName} — project report`);
const contentWidth = (doc: Doc) => doc.page.width - MARGIN * 2;
const bottomOf = (doc: Doc) => doc.page.height - MARGIN - FOOTER;

/** Starts a new page unless `height` points still fit on this one. */
function keepTogether(doc: Doc, height: number) {
  if (doc.y + height > bottomOf(doc)) doc.addPage();
}

/** A heading or paragraph of one style, marked as in its own language when that is not the report's (people write in any). */
function block(doc: Doc, role: 'H1' | 'H2' | 'P', text: string, style: TextStyle) {
  doc.tag(role, () => writeText(doc, text, style), { lang: languageOf(text) });
}

function heading(doc: Doc, text: string, size: number) {
  keepTogether(doc, size * 3);
  doc.fillColor(INK);
  block(doc, 'H2', text, { size, weight: 'bold' });
  doc.moveDown(0.3);
}

function label(doc: Doc, name: string, value: string) {
  doc.tag('P', () => {
    doc.fillColor(MUTED);
    writeText(doc, `${name}  `, { size: 10, continued: true });
    doc.fillColor(INK);
    writeText(doc, value, { size: 10 });
  });
}

function rule(doc: Doc) {
  doc.moveDown(0.5).artifact(() => doc.moveTo(MARGIN, doc.y).lineTo(doc.page.width - MARGIN, doc.y).strokeColor(RULE).lineWidth(0.5).stroke());
  doc.moveDown(0.5);
}

/** A picture as the PDF can hold it (JPEG for renderings, PNG for what must stay sharp), at most `maxWidth` pixels wide. */
async function pdfImage(source: string | Buffer, maxWidth: number, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer | null> {
  try {
    const pipeline = sharp(source).resize({ width: maxWidth, withoutEnlargement: true });
    return await (format === 'png' ? pipeline.png() : pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 85 })).toBuffer();
  } catch {
    // An attachment that is not a picture (or is damaged) is left out rather than failing the report.
    return null;
  }
}

/** The mark's stroke, in the drawing's frame scaled onto the page. */
function drawMark(doc: Doc, annotation: Annotation, place: (x: number, y: number) => [number, number]) {
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

const listed = (numbers: number[]) => (numbers.length > 1 ? `${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}` : String(numbers[0]));

/** The page's rendering across the page's width with every mark and numbered marker drawn on it. */
async function writeDesign(doc: Doc, page: ReportPage, name: string) {
  if (!page.rendering) {
    doc.fillColor(MUTED);
    block(doc, 'P', 'This page has no rendering.', { size: 10 });
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
  const alt = `${name}${marked.length > 0 ? `, with the ${marked.length > 1 ? 'marks of threads' : 'mark of thread'} ${listed(marked)} drawn on it` : ''}`;
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
interface Raster {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

async function rasterOf(page: ReportPage): Promise<Raster | null> {
  if (!page.rendering) return null;
  const { data, info } = await sharp(page.rendering.path).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels } };
}

/**
 * The marked area (the mark's box with a margin, as the feedback brief's crops) cut out of the
 * decoded rendering as a JPEG; the mark itself is drawn over it in vector, so it stays sharp.
 * The rendering may be smaller than the page's pixels (a large image's preview): the area is scaled.
 */
async function cropOf(raster: Raster, page: ReportPage, annotation: Annotation) {
  const scale = raster.info.width / page.width;
  const area = withMargin(boxOf(annotation, page), page);
  const left = Math.min(Math.round(area.x * scale), raster.info.width - 1);
  const top = Math.min(Math.round(area.y * scale), raster.info.height - 1);
  const cut = { left, top, width: Math.max(1, Math.min(Math.round(area.width * scale), raster.info.width - left)), height: Math.max(1, Math.min(Math.round(area.height * scale), raster.info.height - top)) };
  const picture = await sharp(raster.data, { raw: raster.info }).extract(cut).jpeg({ quality: 88 }).toBuffer();
  return { picture, cut, scale };
}

/** One thread: the crop of its mark, the discussion, reactions and attachments, and who resolved it. */
async function writeThread(doc: Doc, page: ReportPage, raster: Raster | null, thread: ReportThread, when: (iso: string | null) => string) {
  const crop = thread.annotation && raster ? await cropOf(raster, page, thread.annotation) : null;
  // Pixels drawn at 0.75 pt keep a crop as sharp as on screen, within a box that leaves room for the words.
  const fit = crop ? Math.min(0.75, 300 / crop.cut.width, 200 / crop.cut.height) : 0;
  const cropHeight = crop ? crop.cut.height * fit : 0;
  // The heading, its timecode, its crop and the first lines stay on one page.
  keepTogether(doc, cropHeight + (thread.frames ? 94 : 80));
  rule(doc);
  doc.tag('H3', () => {
    doc.fillColor(INK);
    writeText(doc, `#${thread.number}  `, { size: 11, weight: 'bold', continued: true });
    writeText(doc, thread.author, { size: 11, weight: 'bold', continued: true });
    doc.fillColor(MUTED);
    writeText(doc, `   ${when(thread.created_at)}`, { size: 9 });
  });
  if (thread.frames) {
    doc.fillColor(MUTED);
    block(doc, 'P', thread.frames, { size: 9 });
  }
  doc.fillColor(INK).moveDown(0.2);
  if (crop && thread.annotation) {
    const { annotation } = thread;
    const top = doc.y + 2;
    doc.tag(
      'Figure',
      () => {
        doc.image(crop.picture, MARGIN, top, { width: crop.cut.width * fit, height: cropHeight });
        drawMark(doc, annotation, (x, y) => [MARGIN + (x * crop.scale - crop.cut.left) * fit, top + (y * crop.scale - crop.cut.top) * fit]);
      },
      { alt: `The area marked by thread ${thread.number}` },
    );
    doc.y = top + cropHeight + 6;
    doc.x = MARGIN;
  }
  block(doc, 'P', thread.text || '(a mark without words)', { size: 10, width: contentWidth(doc) });
  writeReactions(doc, thread.reactions, MARGIN);
  for (const attachment of thread.attachments) {
    const thumbnail = await pdfImage(attachment, 480);
    if (!thumbnail) continue;
    const { width = 1, height = 1 } = await sharp(thumbnail).metadata();
    const scale = Math.min(1, 160 / width, 110 / height);
    keepTogether(doc, height * scale + 8);
    doc.tag('Figure', () => doc.image(thumbnail, MARGIN, doc.y + 4, { width: width * scale, height: height * scale }), { alt: `A picture attached to thread ${thread.number}` });
    doc.y += height * scale + 8;
    doc.x = MARGIN;
  }
  for (const reply of thread.replies) {
    keepTogether(doc, 40);
    doc.moveDown(0.3);
    doc.tag('P', () => {
      writeText(doc, reply.author, { size: 9.5, weight: 'bold', x: MARGIN + 18, y: doc.y, continued: true });
      doc.fillColor(MUTED);
      writeText(doc, `   ${when(reply.created_at)}`, { size: 9.5 });
      doc.fillColor(INK);
    });
    block(doc, 'P', reply.text, { size: 9.5, x: MARGIN + 18, y: doc.y, width: contentWidth(doc) - 18 });
    writeReactions(doc, reply.reactions, MARGIN + 18);
    doc.x = MARGIN;
  }
  if (thread.resolved) {
    const { resolved } = thread;
    doc.moveDown(0.2).fillColor('#15803d');
    block(doc, 'P', `Resolved by ${resolved.by} on ${when(resolved.at)}`, { size: 9, x: MARGIN });
    doc.fillColor(INK);
  }
}

function writeReactions(doc: Doc, reactions: ReportThread['reactions'], left: number) {
  if (reactions.length === 0) return;
  doc.fillColor(MUTED);
  block(doc, 'P', `Reactions: ${reactionsText(reactions)}`, { size: 9, x: left });
  doc.fillColor(INK);
}

function writePeople(doc: Doc, people: ReportPerson[], when: (iso: string | null) => string) {
  if (people.length === 0) {
    doc.fillColor(MUTED);
    block(doc, 'P', 'No reviewers or decisions.', { size: 10 });
    doc.fillColor(INK);
    return;
  }
  for (const person of people) {
    doc.tag('P', () => {
      writeText(doc, person.name, { size: 10, weight: 'bold', continued: true });
      writeText(doc, `  ${DECISIONS[person.decision]}${person.decided_at ? `, ${when(person.decided_at)}` : ''}`, { size: 10 });
    });
    if (person.note) {
      doc.fillColor(MUTED);
      block(doc, 'P', `“${person.note}”`, { size: 9, x: MARGIN + 12 });
      doc.fillColor(INK);
    }
    doc.x = MARGIN;
  }
}

/** A review of several stages: a heading per stage with where it stands, then its decisions. */
function writeStages(doc: Doc, stages: ReportStage[], when: (iso: string | null) => string) {
  for (const stage of stages) {
    keepTogether(doc, 40);
    doc.moveDown(0.3).fillColor(INK);
    doc.tag('H3', () => writeText(doc, stage.state ? `${stage.name} — ${stage.state}` : stage.name, { size: 11, weight: 'bold' }), { lang: languageOf(stage.name) });
    doc.moveDown(0.2);
    writePeople(doc, stage.people, when);
  }
}

async function writeAssetReport(doc: Doc, input: AssetReportInput & ReportInput, when: (iso: string | null) => string) {
  const newest = input.versions[0];
  doc.fillColor(MUTED);
  block(doc, 'P', 'Review report', { size: 10 });
  doc.fillColor(INK).moveDown(0.4);
  block(doc, 'H1', input.title, { size: 24, weight: 'bold' });
  doc.moveDown(0.6);
  label(doc, 'Project', input.projectName);
  label(doc, input.versions.length > 1 ? 'Versions' : 'Version', input.versions.map((version) => (version.video ? `${version.number} (${version.video})` : String(version.number))).join(', '));
  label(doc, 'Status', input.status);
  label(doc, 'Review outcome', OUTCOMES[input.outcome] ?? input.outcome);
  if (input.stage) label(doc, 'Current stage', input.stage);
  label(doc, 'Generated', input.generatedAt);
  doc.moveDown(1);
  for (const version of input.versions) {
    heading(doc, `Reviewers and decisions${input.versions.length > 1 ? ` — version ${version.number}` : ''}`, 13);
    if (version.stages) writeStages(doc, version.stages, when);
    else writePeople(doc, version.reviewers, when);
    doc.moveDown(0.8);
  }
  for (const version of input.versions) {
    for (const page of version.pages) {
      doc.addPage();
      const name = `Version ${version.number} — ${page.label}`;
      heading(doc, name, 14);
      await writeDesign(doc, page, `${input.title}, ${name}`);
      if (page.threads.length === 0) {
        doc.fillColor(MUTED);
        block(doc, 'P', 'No comments.', { size: 10 });
        doc.fillColor(INK);
      }
      const raster = page.threads.some((thread) => thread.annotation) ? await rasterOf(page) : null;
      for (const thread of page.threads) await writeThread(doc, page, raster, thread, when);
    }
  }
  if (!newest) block(doc, 'P', 'This asset has no version yet.', { size: 10 });
}

async function writeProjectReport(doc: Doc, input: ProjectReportInput & ReportInput) {
  doc.fillColor(MUTED);
  block(doc, 'P', 'Project report', { size: 10 });
  doc.fillColor(INK).moveDown(0.4);
  block(doc, 'H1', input.projectName, { size: 24, weight: 'bold' });
  doc.moveDown(0.4);
  label(doc, 'Assets', String(input.assets.length));
  label(doc, 'Generated', input.generatedAt);
  doc.moveDown(1);
  for (const asset of input.assets) {
    keepTogether(doc, 90);
    rule(doc);
    const top = doc.y;
    const thumbnail = asset.thumbnail && (await pdfImage(asset.thumbnail.path, 240));
    const textLeft = MARGIN + 108;
    const textWidth = contentWidth(doc) - 108;
    // Read in this order (title, picture, facts) whatever the order on the page.
    block(doc, 'H2', asset.title, { size: 12, weight: 'bold', x: textLeft, y: top, width: textWidth });
    if (thumbnail && asset.thumbnail) {
      const scale = Math.min(96 / asset.thumbnail.width, 72 / asset.thumbnail.height);
      const size = { width: asset.thumbnail.width * scale, height: asset.thumbnail.height * scale };
      doc.tag('Figure', () => doc.image(thumbnail, MARGIN, top, size), { alt: `Thumbnail of ${asset.title}` });
    }
    doc.fillColor(MUTED);
    const stage = asset.stage ? ` · ${asset.stage}` : '';
    block(doc, 'P', `${asset.version === null ? 'No version yet' : `Version ${asset.version}`} · ${asset.status} · ${OUTCOMES[asset.outcome] ?? asset.outcome}${stage} · ${asset.openComments} open comment${asset.openComments === 1 ? '' : 's'}`, { size: 9.5, x: textLeft, width: textWidth });
    doc.fillColor(INK);
    for (const person of asset.decisions) block(doc, 'P', `${person.name}: ${DECISIONS[person.decision]}${person.note ? ` — “${person.note}”` : ''}`, { size: 9.5, x: textLeft, y: doc.y, width: textWidth });
    doc.y = Math.max(doc.y, top + 76);
    doc.x = MARGIN;
  }
}

/** Every page: what the report is about on the left, its number on the right. */
function writeFooters(doc: Doc, input: ReportInput) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    const y = doc.page.height - MARGIN - 10;
    // Writing below the bottom margin would start a new page: the margin is lifted for the footer.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.fillColor(MUTED).artifact(() => {
      writeText(doc, `${titleOf(input)} · ${input.generatedAt}`, { size: 8, x: MARGIN, y, width: contentWidth(doc) - 80, lineBreak: false });
      writeText(doc, `Page ${index - start + 1} of ${count}`, { size: 8, x: doc.page.width - MARGIN - 80, y, width: 80, align: 'right', lineBreak: false });
    });
    doc.page.margins.bottom = bottom;
  }
}
