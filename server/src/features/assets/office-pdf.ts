import type { Page } from '@review/contract/assets';
import type { BlobStore } from '../../blob/blob-store.ts';
import type { Db } from '../../db/database.ts';
import type { RenderRow } from '../video/index.ts';
import type { OpenedOffice } from './renderers/office/open-office.ts';
import { createAssetsRepository } from './repository.ts';

/**
 * An Office file's PDF, what its pages are rendered from, kept as the variation's `office-pdf` row of
 * `variation_renders` (so the file store's reference check, deletions and storage see it as they see a
 * video's renders), with a presentation's speaker notes by page in its `details`. The original stays
 * the design file, downloaded as it was uploaded.
 */
const OFFICE_PDF = 'office-pdf';

export interface StoredOffice {
  key: string;
  size: number;
  notes: (string | null)[] | null;
}

/** Stores the converted PDF (its local file goes into the store). */
export async function storeOfficePdf(blobs: BlobStore, office: OpenedOffice): Promise<StoredOffice> {
  const stored = await blobs.putFile('documents', 'pdf', office.pdf);
  return { key: stored.key, size: office.pdf.size, notes: office.notes };
}

export const insertOfficeRow = (trx: Db, variationId: number, office: StoredOffice) =>
  createAssetsRepository(trx).insertRender({ variation_id: variationId, kind: OFFICE_PDF, height: 0, blob_key: office.key, type: 'application/pdf', size: office.size, details: JSON.stringify({ notes: office.notes }) });

/** The file a document's pages are drawn from: an Office file's PDF, else the design file itself. */
export async function findPageSource(db: Db, variation: { id: number; design_file: string }): Promise<string> {
  const renders = await createAssetsRepository(db).listRenders([variation.id]);
  return renders.find((render) => render.kind === OFFICE_PDF)?.blob_key ?? variation.design_file;
}

function readNotes(details: string | null): (string | null)[] {
  const parsed = JSON.parse(details ?? '{}') as { notes?: unknown };
  return Array.isArray(parsed.notes) ? parsed.notes.map((note) => (typeof note === 'string' ? note : null)) : [];
}

/** The pages with their slides' speaker notes, where the variation is a presentation that has some. */
export function withSpeakerNotes(pages: Page[], renders: RenderRow[] | undefined): Page[] {
  const row = renders?.find((render) => render.kind === OFFICE_PDF);
  if (!row) return pages;
  const notes = readNotes(row.details);
  return pages.map((page) => {
    const text = notes[page.number - 1];
    return text ? { ...page, notes: text } : page;
  });
}
