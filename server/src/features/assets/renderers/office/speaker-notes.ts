import path from 'node:path';
import type { OfficeSourceType } from '@review/contract/office';
import { readZipParts } from './zip-entries.ts';

// Speaker notes of a presentation, one entry per slide that becomes a PDF page (hidden slides are
// not exported, so they are skipped), null for a slide without notes. Read from the file's XML with
// patterns, not a parser: only text runs are taken, never markup, and nothing in the file is followed
// outside it.

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });

const attribute = (attributes: string, name: string) => new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attributes)?.[1];
const tidy = (paragraphs: string[]) => paragraphs.map((line) => line.trim()).join('\n').trim() || null;

/** A part's relationships by id: where each points (resolved inside the package) and its type. */
function relationshipsOf(rels: string | undefined, partPath: string): Map<string, { target: string; type: string }> {
  const found = new Map<string, { target: string; type: string }>();
  for (const [, attributes = ''] of (rels ?? '').matchAll(/<Relationship\b([^>]*)>/g)) {
    const id = attribute(attributes, 'Id');
    const target = attribute(attributes, 'Target');
    if (!id || !target || attribute(attributes, 'TargetMode') === 'External') continue;
    const resolved = target.startsWith('/') ? target.slice(1) : path.posix.join(path.posix.dirname(partPath), target);
    found.set(id, { target: path.posix.normalize(resolved), type: attribute(attributes, 'Type') ?? '' });
  }
  return found;
}
const relsPathOf = (partPath: string) => path.posix.join(path.posix.dirname(partPath), '_rels', `${path.posix.basename(partPath)}.rels`);

/**
 * The text of a DrawingML text body: its paragraphs' runs, a line break as a new line. An element's
 * name ends at white space, `/` or `>`, never at a prefix's colon (`<p:sp>` is no `p`), and a
 * self-closing one (`<a:p/>`, `<a:t/>`) holds no text; PowerPoint writes a break as `<a:br><a:rPr/></a:br>`.
 */
const drawingText = (body: string) =>
  [...body.matchAll(/<(?:\w+:)?p(?=[\s/>])[^>]*(?<!\/)>([\s\S]*?)<\/(?:\w+:)?p>/g)].map(([, paragraph = '']) =>
    [...paragraph.matchAll(/<(?:\w+:)?t(?=[\s/>])[^>]*(?<!\/)>([\s\S]*?)<\/(?:\w+:)?t>|<(?:\w+:)?br(?=[\s/>])[^>]*>/g)].map(([whole, run]) => (run === undefined ? (whole.includes('br') ? '\n' : '') : decode(run))).join(''),
  );

/** A notes slide's text: the shape holding the body placeholder (the slide's picture and the page number are others). */
function notesSlideText(xml: string): string | null {
  for (const [shape] of xml.matchAll(/<(?:\w+:)?sp(?=[\s/>])[\s\S]*?<\/(?:\w+:)?sp>/g)) {
    if (/<(?:\w+:)?ph(?=[\s/>])[^>]*\btype="body"/.test(shape)) return tidy(drawingText(shape));
  }
  return null;
}

async function pptxNotes(filePath: string): Promise<(string | null)[]> {
  const parts = await readZipParts(filePath, (name) => /^ppt\/(?:presentation\.xml|_rels\/presentation\.xml\.rels|slides\/|notesSlides\/)/.test(name));
  const presentationPath = 'ppt/presentation.xml';
  const presentation = parts.texts.get(presentationPath) ?? '';
  const slides = relationshipsOf(parts.texts.get(relsPathOf(presentationPath)), presentationPath);
  const notes: (string | null)[] = [];
  const list = /<(?:\w+:)?sldIdLst(?=[\s/>])[^>]*>([\s\S]*?)<\/(?:\w+:)?sldIdLst>/.exec(presentation)?.[1] ?? '';
  for (const [, attributes = ''] of list.matchAll(/<(?:\w+:)?sldId(?=[\s/>])([^>]*)>/g)) {
    const relationId = /\s\w+:id="([^"]*)"/.exec(attributes)?.[1];
    const slidePath = relationId ? slides.get(relationId)?.target : undefined;
    const slide = slidePath ? parts.texts.get(slidePath) : undefined;
    if (!slidePath || slide === undefined) continue;
    if (/^\s*(?:<\?[^>]*\?>\s*)?<(?:\w+:)?sld(?=[\s/>])[^>]*\sshow="(?:0|false)"/.test(slide)) continue;
    const notesPath = [...relationshipsOf(parts.texts.get(relsPathOf(slidePath)), slidePath).values()].find((rel) => rel.type.endsWith('/notesSlide'))?.target;
    const notesXml = notesPath ? parts.texts.get(notesPath) : undefined;
    notes.push(notesXml ? notesSlideText(notesXml) : null);
  }
  return notes;
}

/** An OpenDocument paragraph's text: spaces, tabs and line breaks as ODF writes them. */
const odfText = (paragraph: string) =>
  decode(
    paragraph
      .replace(/<text:line-break\s*\/>/g, '\n')
      .replace(/<text:tab\s*\/>/g, '\t')
      .replace(/<text:s(?:\s+text:c="(\d+)")?\s*\/>/g, (_, count?: string) => ' '.repeat(Number(count ?? 1)))
      .replace(/<[^>]+>/g, ''),
  );

async function odpNotes(filePath: string): Promise<(string | null)[]> {
  const parts = await readZipParts(filePath, (name) => name === 'content.xml');
  const content = parts.texts.get('content.xml') ?? '';
  // A hidden slide's page style says so; its page is not exported.
  const hiddenStyles = new Set(
    [...content.matchAll(/<style:style\b([^>]*)>([\s\S]*?)<\/style:style>/g)].filter(([, , body = '']) => /presentation:visibility="hidden"/.test(body)).map(([, attributes = '']) => attribute(attributes, 'style:name')),
  );
  const notes: (string | null)[] = [];
  for (const [, attributes = '', page = ''] of content.matchAll(/<draw:page\b([^>]*)>([\s\S]*?)<\/draw:page>/g)) {
    if (hiddenStyles.has(attribute(attributes, 'draw:style-name'))) continue;
    const body = /<presentation:notes\b[^>]*>([\s\S]*?)<\/presentation:notes>/.exec(page)?.[1] ?? '';
    const frames = [...body.matchAll(/<draw:frame\b([^>]*)>([\s\S]*?)<\/draw:frame>/g)].filter(([, frame = '']) => attribute(frame, 'presentation:class') === 'notes');
    notes.push(tidy(frames.flatMap(([, , frame = '']) => [...frame.matchAll(/<text:(?:p|h)\b[^>]*>([\s\S]*?)<\/text:(?:p|h)>/g)].map(([, text = '']) => odfText(text)))));
  }
  return notes;
}

/** The speaker notes of a PPTX or ODP, per exported slide; null for other types or when they cannot be read. */
export async function readSpeakerNotes(filePath: string, type: OfficeSourceType): Promise<(string | null)[] | null> {
  const read = type === 'pptx' ? pptxNotes : type === 'odp' ? odpNotes : null;
  if (!read) return null;
  const notes = await read(filePath).catch(() => null);
  return notes?.some((text) => text !== null) ? notes : null;
}
