import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import sharp from 'sharp';
import type { Annotation } from '@review/contract/comments';
import { translate, type MessageId, type MessageValues } from '../../i18n/messages.ts';
import { boxOf, withMargin } from '@review/contract/mark-box';
import type { AssetReportInput, ProjectReportInput, ReportInput, ReportPage, ReportThread } from './report-input.ts';
import { reactionsText } from './reaction-names.ts';
import { decisionLabel, writePeople, writeStages } from './pdf-people.ts';
import { formatWhen } from './report-text.ts';
import { registerFonts, widthOf, writeText } from './report-fonts.ts';
import { block, contentWidth, FOOTER, type Words, heading, INK, keepTogether, label, MARGIN, MUTED, pdfImage, ReportDocument, rule, type Doc } from './pdf-document.ts';
import { drawMark, rasterOf, writeDesign, type Raster } from './pdf-marks.ts';

const OUTCOMES = new Set(['approved', 'changes_requested', 'pending']);

const outcomeLabel = (t: Words, outcome: string) => (OUTCOMES.has(outcome) ? t(`report.outcome.${outcome as 'approved' | 'changes_requested' | 'pending'}`) : outcome);

/** Writes the report described by `input` to `input.outPath`; answers with its page count. */
export async function writeReport(input: ReportInput): Promise<{ pages: number }> {
  const t: Words = Object.assign((id: MessageId, values?: MessageValues) => translate(input.locale, id, values), { locale: input.locale });
  const doc = new ReportDocument({
    size: input.paper,
    margins: { top: MARGIN, bottom: MARGIN + FOOTER, left: MARGIN, right: MARGIN },
    bufferPages: true,
    pdfVersion: '1.7',
    tagged: true,
    lang: input.locale,
    displayTitle: true,
    info: { Title: titleOf(t, input), Creator: 'Design review' },
  });
  registerFonts(doc);
  doc.fillColor(INK);
  const out = createWriteStream(input.outPath);
  doc.pipe(out);
  const when = (iso: string | null) => (iso ? formatWhen(input.locale, input.timeZone, 'medium', new Date(iso)) : '');

  if (input.kind === 'asset') await writeAssetReport(doc, t, input, when);
  else await writeProjectReport(doc, t, input);
  writeFooters(doc, t, input);
  const pages = doc.bufferedPageRange().count;
  doc.end();
  await finished(out);
  return { pages };
}

const titleOf = (t: Words, input: ReportInput) => (input.kind === 'asset' ? t('report.title.asset', { title: input.title }) : t('report.title.project', { project: input.projectName }));
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
async function writeThread(doc: Doc, t: Words, page: ReportPage, raster: Raster | null, thread: ReportThread, when: (iso: string | null) => string) {
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
      { alt: t('report.alt.mark', { number: thread.number }) },
    );
    doc.y = top + cropHeight + 6;
    doc.x = MARGIN;
  }
  block(doc, 'P', thread.text || t('report.markOnly'), { size: 10, width: contentWidth(doc) });
  writeReactions(doc, t, thread.reactions, MARGIN);
  for (const attachment of thread.attachments) {
    const thumbnail = await pdfImage(attachment, 480);
    if (!thumbnail) continue;
    const { width = 1, height = 1 } = await sharp(thumbnail).metadata();
    const scale = Math.min(1, 160 / width, 110 / height);
    keepTogether(doc, height * scale + 8);
    doc.tag('Figure', () => doc.image(thumbnail, MARGIN, doc.y + 4, { width: width * scale, height: height * scale }), { alt: t('report.alt.attachment', { number: thread.number }) });
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
    writeReactions(doc, t, reply.reactions, MARGIN + 18);
    doc.x = MARGIN;
  }
  if (thread.resolved) {
    const { resolved } = thread;
    doc.moveDown(0.2).fillColor('#15803d');
    block(doc, 'P', t('report.resolved', { name: resolved.by, date: when(resolved.at) }), { size: 9, x: MARGIN });
    doc.fillColor(INK);
  }
}

function writeReactions(doc: Doc, t: Words, reactions: ReportThread['reactions'], left: number) {
  if (reactions.length === 0) return;
  doc.fillColor(MUTED);
  block(doc, 'P', t('report.reactions', { list: reactionsText(reactions, t.locale) }), { size: 9, x: left });
  doc.fillColor(INK);
}

async function writeAssetReport(doc: Doc, t: Words, input: AssetReportInput & ReportInput, when: (iso: string | null) => string) {
  const newest = input.versions[0];
  doc.fillColor(MUTED);
  block(doc, 'P', t('report.kind.asset'), { size: 10 });
  doc.fillColor(INK).moveDown(0.4);
  block(doc, 'H1', input.title, { size: 24, weight: 'bold' });
  doc.moveDown(0.6);
  label(doc, t('report.label.project'), input.projectName);
  label(doc, t('report.label.versions', { count: input.versions.length }), input.versions.map((version) => (version.video ? `${version.number} (${version.video})` : String(version.number))).join(', '));
  label(doc, t('report.label.status'), input.status);
  label(doc, t('report.label.outcome'), outcomeLabel(t, input.outcome));
  if (input.stage) label(doc, t('report.label.stage'), input.stage);
  label(doc, t('report.label.generated'), input.generatedAt);
  doc.moveDown(1);
  for (const version of input.versions) {
    heading(doc, input.versions.length > 1 ? t('report.reviewersOfVersion', { number: version.number }) : t('report.reviewers'), 13);
    if (version.stages) writeStages(doc, input.locale, version.stages, when);
    else writePeople(doc, input.locale, version.reviewers, when);
    doc.moveDown(0.8);
  }
  for (const version of input.versions) {
    for (const page of version.pages) {
      doc.addPage();
      const name = t('report.pageHeading', { number: version.number, page: page.label });
      heading(doc, name, 14);
      await writeDesign(doc, t, page, `${input.title}, ${name}`);
      if (page.threads.length === 0) {
        doc.fillColor(MUTED);
        block(doc, 'P', t('report.noComments'), { size: 10 });
        doc.fillColor(INK);
      }
      const raster = page.threads.some((thread) => thread.annotation) ? await rasterOf(page) : null;
      for (const thread of page.threads) await writeThread(doc, t, page, raster, thread, when);
    }
  }
  if (!newest) block(doc, 'P', t('report.noVersion'), { size: 10 });
}

async function writeProjectReport(doc: Doc, t: Words, input: ProjectReportInput & ReportInput) {
  doc.fillColor(MUTED);
  block(doc, 'P', t('report.kind.project'), { size: 10 });
  doc.fillColor(INK).moveDown(0.4);
  block(doc, 'H1', input.projectName, { size: 24, weight: 'bold' });
  doc.moveDown(0.4);
  label(doc, t('report.label.assets'), String(input.assets.length));
  label(doc, t('report.label.generated'), input.generatedAt);
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
      doc.tag('Figure', () => doc.image(thumbnail, MARGIN, top, size), { alt: t('report.alt.thumbnail', { title: asset.title }) });
    }
    doc.fillColor(MUTED);
    const facts = [
      asset.version === null ? t('report.asset.noVersion') : t('report.asset.version', { number: asset.version }),
      asset.status,
      outcomeLabel(t, asset.outcome),
      ...(asset.stage ? [asset.stage] : []),
      t('report.asset.openComments', { count: asset.openComments }),
    ];
    block(doc, 'P', facts.join(' · '), { size: 9.5, x: textLeft, width: textWidth });
    doc.fillColor(INK);
    for (const person of asset.decisions) block(doc, 'P', `${person.name}: ${decisionLabel(input.locale, person.decision)}${person.note ? ` — “${person.note}”` : ''}`, { size: 9.5, x: textLeft, y: doc.y, width: textWidth });
    doc.y = Math.max(doc.y, top + 76);
    doc.x = MARGIN;
  }
}

/** Every page: what the report is about on the left, its number on the right. */
function writeFooters(doc: Doc, t: Words, input: ReportInput) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    const y = doc.page.height - MARGIN - 10;
    // Writing below the bottom margin would start a new page: the margin is lifted for the footer.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.fillColor(MUTED).artifact(() => {
      writeText(doc, `${titleOf(t, input)} · ${input.generatedAt}`, { size: 8, x: MARGIN, y, width: contentWidth(doc) - 80, lineBreak: false });
      // Placed by its measured width: PDFKit cannot align right a line written in several fonts.
      const pageNumber = t('report.footer.page', { page: index - start + 1, count });
      writeText(doc, pageNumber, { size: 8, x: doc.page.width - MARGIN - widthOf(doc, pageNumber, { size: 8 }), y, lineBreak: false });
    });
    doc.page.margins.bottom = bottom;
  }
}
