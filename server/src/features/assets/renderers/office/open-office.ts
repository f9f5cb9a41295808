import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { OFFICE_MIME_TYPES, type OfficeSourceType } from '@review/contract/office';
import type { ReceivedFile } from '../../../../blob/blob-store.ts';
import { inspectPdf } from '../pdf.ts';
import { convertWithGotenberg } from './gotenberg.ts';
import type { OfficeSettings } from './settings.ts';
import { convertWithSoffice, hasSoffice } from './soffice.ts';
import { OFFICE_NO_CONVERTER } from './refusals.ts';
import { RenderRefusal } from '../refusal.ts';
import { writePage, type RenderedPage } from '../page-output.ts';
import sharp from 'sharp';
import { readSpeakerNotes } from './speaker-notes.ts';

/** An Office file made into a PDF: the original's type, the PDF beside the upload, and a presentation's speaker notes by page. */
export interface OpenedOffice {
  sourceType: OfficeSourceType;
  pdf: ReceivedFile;
  /** One entry per PDF page from 1 (null: no notes on that slide); null for a file without notes. */
  notes: (string | null)[] | null;
}

async function receivedFile(filePath: string): Promise<ReceivedFile> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(filePath), hash);
  return { path: filePath, size: (await fsp.stat(filePath)).size, sha256: hash.digest('hex') };
}

/**
 * Converts an Office file (by Gotenberg when OFFICE_CONVERTER_URL is set, else the local LibreOffice)
 * and checks the PDF as an uploaded one is checked; its pages are then rendered as a PDF's are.
 */
export async function openOffice(filePath: string, sourceType: OfficeSourceType, outDir: string, settings: OfficeSettings) {
  const convert = settings.converterUrl ? convertWithGotenberg : convertWithSoffice;
  const pdf = await convert(filePath, sourceType, outDir, settings);
  try {
    const pageCount = await inspectPdf(pdf);
    const notes = await readSpeakerNotes(filePath, sourceType);
    const office: OpenedOffice = { sourceType, pdf: await receivedFile(pdf), notes: notes?.slice(0, pageCount) ?? null };
    return { mime: OFFICE_MIME_TYPES[sourceType], extension: sourceType, pageCount, office };
  } catch (error) {
    await fsp.rm(pdf, { force: true });
    throw error;
  }
}

/** A page-1 stand-in while the conversion job runs: the readers' contract keeps page 1's fields present, as a website capture's placeholder does. */
const PLACEHOLDER = { width: 1280, height: 720 };

/**
 * What the upload checks of an Office file before its conversion job: a converter to convert it
 * (else the refusal saying what to install), and its placeholder page 1.
 */
export async function acceptOffice(sourceType: OfficeSourceType, outDir: string, settings: OfficeSettings): Promise<{ mime: string; extension: string; pageCount: number; firstPage: RenderedPage }> {
  if (!settings.converterUrl && !(await hasSoffice(settings.sofficePath))) throw new RenderRefusal(OFFICE_NO_CONVERTER);
  const blank = sharp({ create: { ...PLACEHOLDER, channels: 3, background: '#f1f3f5' } }).png();
  return { mime: OFFICE_MIME_TYPES[sourceType], extension: sourceType, pageCount: 1, firstPage: await writePage(blank, outDir, { number: 1, ...PLACEHOLDER }) };
}
