import { zipSync, type Zippable } from 'fflate';

// Office files written by hand, the least each format needs for LibreOffice to open it: a DOCX (one
// with a picture linked by address), a PPTX and an ODP with speaker notes, an XLSX and an ODT.

const text = (content: string) => Buffer.from(content);
const xml = (body: string) => text(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${body}`);
const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const zipOf = (files: Zippable) => Buffer.from(zipSync(files, { level: 6 }));

const PKG = 'http://schemas.openxmlformats.org/package/2006';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const P = 'http://schemas.openxmlformats.org/presentationml/2006/main';
const A = 'http://schemas.openxmlformats.org/drawingml/2006/main';
const OFFICE_DOC = `${REL}/officeDocument`;

const contentTypes = (overrides: Record<string, string>) =>
  xml(
    `<Types xmlns="${PKG}/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${Object.entries(overrides)
      .map(([part, type]) => `<Override PartName="/${part}" ContentType="${type}"/>`)
      .join('')}</Types>`,
  );

const relationships = (items: { id: string; type: string; target: string; external?: boolean }[]) =>
  xml(`<Relationships xmlns="${PKG}/relationships">${items.map((item) => `<Relationship Id="${item.id}" Type="${item.type}" Target="${item.target}"${item.external ? ' TargetMode="External"' : ''}/>`).join('')}</Relationships>`);

const rootRels = (target: string) => relationships([{ id: 'rId1', type: OFFICE_DOC, target }]);

/** A Word document of paragraphs, each page after the first opened by a page break; `remoteImage` adds a picture linked (not embedded) from that address. */
export function docxOf(pages: string[][], { remoteImage }: { remoteImage?: string } = {}): Buffer {
  const paragraph = (line: string) => `<w:p><w:r><w:rPr><w:sz w:val="48"/></w:rPr><w:t xml:space="preserve">${escape(line)}</w:t></w:r></w:p>`;
  const pageBreak = '<w:p><w:r><w:br w:type="page"/></w:r></w:p>';
  const picture = remoteImage
    ? `<w:p><w:r><w:drawing><wp:inline xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"><wp:extent cx="914400" cy="914400"/><wp:docPr id="1" name="Remote"/><a:graphic xmlns:a="${A}"><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:nvPicPr><pic:cNvPr id="1" name="remote.png"/><pic:cNvPicPr/></pic:nvPicPr><pic:blipFill><a:blip r:link="rIdRemote"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill><pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="914400" cy="914400"/></a:xfrm><a:prstGeom prst="rect"/></pic:spPr></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>`
    : '';
  const body = pages.map((lines) => lines.map(paragraph).join('')).join(pageBreak);
  return zipOf({
    '[Content_Types].xml': contentTypes({ 'word/document.xml': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml' }),
    '_rels/.rels': rootRels('word/document.xml'),
    'word/document.xml': xml(`<w:document xmlns:w="${W}" xmlns:r="${REL}"><w:body>${body}${picture}</w:body></w:document>`),
    'word/_rels/document.xml.rels': relationships(remoteImage ? [{ id: 'rIdRemote', type: `${REL}/image`, target: remoteImage, external: true }] : []),
  });
}

const textBox = (id: number, body: string, placeholder = '') =>
  `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="Text ${id}"/><p:cNvSpPr txBox="1"/><p:nvPr>${placeholder}</p:nvPr></p:nvSpPr><p:spPr><a:xfrm><a:off x="457200" y="457200"/><a:ext cx="8229600" cy="1600200"/></a:xfrm><a:prstGeom prst="rect"/></p:spPr><p:txBody><a:bodyPr/>${body}</p:txBody></p:sp>`;
const paragraphs = (lines: string[], size = 4400) => lines.map((line) => `<a:p><a:r><a:rPr lang="en-US" sz="${size}"/><a:t>${escape(line)}</a:t></a:r></a:p>`).join('');
const shapeTree = (shapes: string) => `<p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>${shapes}</p:spTree></p:cSld>`;

/** One slide: its title on the slide, its speaker notes (none when null), hidden slides are not shown. */
export interface SlideSpec {
  title: string;
  notes: string[] | null;
  hidden?: boolean;
}

/**
 * A PowerPoint deck. The slides are listed in presentation.xml in the order given, but their part
 * files are numbered backwards, so a reader that goes by file names rather than the list gets the
 * order wrong.
 */
export function pptxOf(slides: SlideSpec[]): Buffer {
  const files: Zippable = {};
  const overrides: Record<string, string> = {
    'ppt/presentation.xml': 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
    'ppt/slideMasters/slideMaster1.xml': 'application/vnd.openxmlformats-officedocument.presentationml.slideMaster+xml',
    'ppt/slideLayouts/slideLayout1.xml': 'application/vnd.openxmlformats-officedocument.presentationml.slideLayout+xml',
  };
  const presentationRels = [{ id: 'rIdMaster', type: `${REL}/slideMaster`, target: 'slideMasters/slideMaster1.xml' }];
  const slideIds: string[] = [];
  slides.forEach((slide, index) => {
    const file = slides.length - index;
    overrides[`ppt/slides/slide${file}.xml`] = 'application/vnd.openxmlformats-officedocument.presentationml.slide+xml';
    presentationRels.push({ id: `rIdSlide${index + 1}`, type: `${REL}/slide`, target: `slides/slide${file}.xml` });
    slideIds.push(`<p:sldId id="${256 + index}" r:id="rIdSlide${index + 1}"/>`);
    files[`ppt/slides/slide${file}.xml`] = xml(`<p:sld xmlns:p="${P}" xmlns:a="${A}" xmlns:r="${REL}"${slide.hidden ? ' show="0"' : ''}>${shapeTree(textBox(2, paragraphs([slide.title])))}</p:sld>`);
    const slideRels = [{ id: 'rIdLayout', type: `${REL}/slideLayout`, target: '../slideLayouts/slideLayout1.xml' }];
    if (slide.notes) {
      overrides[`ppt/notesSlides/notesSlide${file}.xml`] = 'application/vnd.openxmlformats-officedocument.presentationml.notesSlide+xml';
      slideRels.push({ id: 'rIdNotes', type: `${REL}/notesSlide`, target: `../notesSlides/notesSlide${file}.xml` });
      files[`ppt/notesSlides/notesSlide${file}.xml`] = xml(
        `<p:notes xmlns:p="${P}" xmlns:a="${A}" xmlns:r="${REL}">${shapeTree(textBox(2, paragraphs(['Slide image']), '<p:ph type="sldImg"/>') + textBox(3, paragraphs(slide.notes, 1200), '<p:ph type="body" idx="1"/>'))}</p:notes>`,
      );
      files[`ppt/notesSlides/_rels/notesSlide${file}.xml.rels`] = relationships([{ id: 'rIdSlide', type: `${REL}/slide`, target: `../slides/slide${file}.xml` }]);
    }
    files[`ppt/slides/_rels/slide${file}.xml.rels`] = relationships(slideRels);
  });
  files['[Content_Types].xml'] = contentTypes(overrides);
  files['_rels/.rels'] = rootRels('ppt/presentation.xml');
  files['ppt/presentation.xml'] = xml(
    `<p:presentation xmlns:p="${P}" xmlns:a="${A}" xmlns:r="${REL}"><p:sldMasterIdLst><p:sldMasterId id="2147483648" r:id="rIdMaster"/></p:sldMasterIdLst><p:sldIdLst>${slideIds.join('')}</p:sldIdLst><p:sldSz cx="9144000" cy="5143500"/><p:notesSz cx="6858000" cy="9144000"/></p:presentation>`,
  );
  files['ppt/_rels/presentation.xml.rels'] = relationships(presentationRels);
  files['ppt/slideMasters/slideMaster1.xml'] = xml(
    `<p:sldMaster xmlns:p="${P}" xmlns:a="${A}" xmlns:r="${REL}">${shapeTree('')}<p:clrMap bg1="lt1" tx1="dk1" bg2="lt2" tx2="dk2" accent1="accent1" accent2="accent2" accent3="accent3" accent4="accent4" accent5="accent5" accent6="accent6" hlink="hlink" folHlink="folHlink"/><p:sldLayoutIdLst><p:sldLayoutId id="2147483649" r:id="rIdLayout"/></p:sldLayoutIdLst></p:sldMaster>`,
  );
  files['ppt/slideMasters/_rels/slideMaster1.xml.rels'] = relationships([{ id: 'rIdLayout', type: `${REL}/slideLayout`, target: '../slideLayouts/slideLayout1.xml' }]);
  files['ppt/slideLayouts/slideLayout1.xml'] = xml(`<p:sldLayout xmlns:p="${P}" xmlns:a="${A}" xmlns:r="${REL}">${shapeTree('')}</p:sldLayout>`);
  files['ppt/slideLayouts/_rels/slideLayout1.xml.rels'] = relationships([{ id: 'rIdMaster', type: `${REL}/slideMaster`, target: '../slideMasters/slideMaster1.xml' }]);
  return zipOf(files);
}

/** An Excel workbook of one sheet: the rows' cells as inline text. */
export function xlsxOf(rows: string[][]): Buffer {
  const S = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const cells = rows
    .map((row, r) => `<row r="${r + 1}">${row.map((value, c) => `<c r="${String.fromCharCode(65 + c)}${r + 1}" t="inlineStr"><is><t>${escape(value)}</t></is></c>`).join('')}</row>`)
    .join('');
  return zipOf({
    '[Content_Types].xml': contentTypes({
      'xl/workbook.xml': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
      'xl/worksheets/sheet1.xml': 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml',
    }),
    '_rels/.rels': rootRels('xl/workbook.xml'),
    'xl/workbook.xml': xml(`<workbook xmlns="${S}" xmlns:r="${REL}"><sheets><sheet name="Budget" sheetId="1" r:id="rIdSheet"/></sheets></workbook>`),
    'xl/_rels/workbook.xml.rels': relationships([{ id: 'rIdSheet', type: `${REL}/worksheet`, target: 'worksheets/sheet1.xml' }]),
    'xl/worksheets/sheet1.xml': xml(`<worksheet xmlns="${S}"><sheetData>${cells}</sheetData></worksheet>`),
  });
}

const ODF = 'urn:oasis:names:tc:opendocument:xmlns';

/** An OpenDocument text of paragraphs. */
export function odtOf(lines: string[]): Buffer {
  const content = xml(
    `<office:document-content xmlns:office="${ODF}:office:1.0" xmlns:text="${ODF}:text:1.0" office:version="1.3"><office:body><office:text>${lines.map((line) => `<text:p>${escape(line)}</text:p>`).join('')}</office:text></office:body></office:document-content>`,
  );
  return zipOf({
    // ODF's rule: `mimetype` first and stored, so its name can be read at a fixed offset.
    mimetype: [text('application/vnd.oasis.opendocument.text'), { level: 0 }],
    'content.xml': content,
    'META-INF/manifest.xml': xml(
      `<manifest:manifest xmlns:manifest="${ODF}:manifest:1.0" manifest:version="1.3"><manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.text"/><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>`,
    ),
  });
}

/** A DOCX whose ZIP reads and whose parts are listed, but whose document is not XML. */
export const damagedDocx = () =>
  zipOf({
    '[Content_Types].xml': contentTypes({ 'word/document.xml': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml' }),
    '_rels/.rels': rootRels('word/document.xml'),
    'word/document.xml': text('\u0000\u0001 not a document <<<'),
  });

/** An OpenDocument presentation: each slide its title, and its speaker notes in the notes page (none when null). */
export function odpOf(slides: SlideSpec[]): Buffer {
  const frame = (body: string, extra = '') => `<draw:frame ${extra} svg:width="20cm" svg:height="3cm" svg:x="2cm" svg:y="2cm"><draw:text-box>${body}</draw:text-box></draw:frame>`;
  const pages = slides
    .map((slide, index) => {
      const notes = slide.notes ? `<presentation:notes>${frame(slide.notes.map((line) => `<text:p>${escape(line)}</text:p>`).join(''), 'presentation:class="notes"')}</presentation:notes>` : '';
      return `<draw:page draw:name="page${index + 1}"${slide.hidden ? ' draw:style-name="hidden"' : ''}>${frame(`<text:p>${escape(slide.title)}</text:p>`)}${notes}</draw:page>`;
    })
    .join('');
  const content = xml(
    `<office:document-content xmlns:office="${ODF}:office:1.0" xmlns:style="${ODF}:style:1.0" xmlns:text="${ODF}:text:1.0" xmlns:draw="${ODF}:drawing:1.0" xmlns:presentation="${ODF}:presentation:1.0" xmlns:svg="${ODF}:svg-compatible:1.0" office:version="1.3"><office:automatic-styles><style:style style:name="hidden" style:family="drawing-page"><style:drawing-page-properties presentation:visibility="hidden"/></style:style></office:automatic-styles><office:body><office:presentation>${pages}</office:presentation></office:body></office:document-content>`,
  );
  return zipOf({
    mimetype: [text('application/vnd.oasis.opendocument.presentation'), { level: 0 }],
    'content.xml': content,
    'META-INF/manifest.xml': xml(
      `<manifest:manifest xmlns:manifest="${ODF}:manifest:1.0" manifest:version="1.3"><manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.presentation"/><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>`,
    ),
  });
}
