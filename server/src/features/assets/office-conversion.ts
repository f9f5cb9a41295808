import fsp from 'node:fs/promises';
import { officeSourceTypeOf } from '@review/contract/office';
import type { BlobStore } from '../../blob/blob-store.ts';
import { releaseBlobs } from '../../blob/references.ts';
import type { Db } from '../../db/database.ts';
import type { JobContext, JobHandler } from '../../jobs/worker.ts';
import { RenderFailure, type DesignRenderer } from './design-renderer.ts';
import { copyOriginal } from './local-original.ts';
import { findPageSource, insertOfficeRow, storeOfficePdf } from './office-pdf.ts';
import type { PageRendering } from './page-rendering.ts';
import type { OfficeSettings } from './renderers/office/settings.ts';
import { storePage } from './stored-design.ts';

/** Well within the worker's 60 s lease. */
const LEASE_EVERY_MS = 20_000;

/**
 * An Office upload's conversion, the convert-office job, enqueued with the upload or its retry: the
 * original converted to PDF on the renderer's long queue (so uploads never wait behind LibreOffice),
 * the PDF and page 1 replacing the placeholder in one transaction, then the later pages as any
 * document's. A refusal (too slow, too much memory, damaged content) fails the variation with its
 * sentence, for a person to retry; an outage is thrown, and the job tried again later.
 */
export function createOfficeConversion({ db, blobs, renderer, pages, workDir, settings }: { db: Db; blobs: BlobStore; renderer: DesignRenderer; pages: PageRendering; workDir: string; settings: OfficeSettings }) {
  const { markFailed } = pages;

  /** Converts and stores page 1; false when the variation failed or went meanwhile. */
  async function convert(variation: { id: number; design_file: string; file_type: string }, context: JobContext): Promise<boolean> {
    const sourceType = officeSourceTypeOf(variation.file_type);
    if (!sourceType) throw new Error(`variation ${variation.id} is not an Office file`);
    const original = await copyOriginal(blobs, variation.design_file, workDir);
    // The conversion may wait behind a video on the long queue for longer than a lease: the job stays this worker's meanwhile.
    const keepLease = setInterval(() => void context.extendLease().catch(() => undefined), LEASE_EVERY_MS);
    try {
      const converted = await renderer.convertOffice(original, sourceType, workDir, settings).catch((error: unknown) => {
        if (!(error instanceof RenderFailure) || context.signal.aborted) throw error;
        return error;
      });
      if (converted instanceof RenderFailure) {
        await markFailed(variation.id, converted.message);
        return false;
      }
      let first;
      try {
        first = await renderer.renderPage(converted.office.pdf.path, 1, workDir, { background: true }).catch((error: unknown) => {
          if (!(error instanceof RenderFailure) || context.signal.aborted) throw error;
          return error;
        });
        if (first instanceof RenderFailure) {
          await markFailed(variation.id, first.message);
          return false;
        }
        const office = await storeOfficePdf(blobs, converted.office);
        const page = await storePage(blobs, first);
        return await recordConversion(variation.id, { pageCount: converted.pageCount, width: first.width, height: first.height, page, office });
      } finally {
        await fsp.rm(converted.office.pdf.path, { force: true });
      }
    } finally {
      clearInterval(keepLease);
      await fsp.rm(original, { force: true });
    }
  }

  /** The PDF's row and page 1 in place of the placeholder, unless the variation went, failed or was converted meanwhile (then the new files go). */
  async function recordConversion(
    variationId: number,
    done: { pageCount: number; width: number; height: number; page: Awaited<ReturnType<typeof storePage>>; office: Awaited<ReturnType<typeof storeOfficePdf>> },
  ) {
    const placeholder = await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('variations').select(['thumbnail', 'preview', 'render_state']).where('id', '=', variationId).executeTakeFirst();
      if (row?.render_state !== 'rendering') return null;
      if ((await findPageSource(trx, { id: variationId, design_file: '' })) !== '') return null;
      await insertOfficeRow(trx, variationId, done.office);
      await trx
        .updateTable('variations')
        .set((eb) => ({ page_count: done.pageCount, width: done.width, height: done.height, thumbnail: done.page.thumbnail, preview: done.page.preview, rendered_size: eb('rendered_size', '+', done.page.size + done.office.size) }))
        .where('id', '=', variationId)
        .execute();
      return row;
    });
    if (!placeholder) {
      await releaseBlobs(db, blobs, [done.page.thumbnail, done.page.preview, done.office.key]);
      return false;
    }
    await releaseBlobs(db, blobs, [placeholder.thumbnail, placeholder.preview]);
    return true;
  }

  async function run(variationId: number, context: JobContext) {
    const variation = await db.selectFrom('variations').select(['id', 'design_file', 'file_type', 'render_state']).where('id', '=', variationId).executeTakeFirst();
    if (variation?.render_state !== 'rendering') return;
    // Converted already (a retry after a later page failed, or a job taken up again): only pages remain.
    const converted = (await findPageSource(db, variation)) !== variation.design_file;
    if (!converted && !(await convert(variation, context))) return;
    await context.extendLease();
    await pages.renderRemainingPages(variationId, context);
  }

  return { run, giveUp: (variationId: number) => pages.giveUp(variationId) };
}

/** The convert-office job (features/assets registers it). */
export const convertOfficeHandler = (conversion: ReturnType<typeof createOfficeConversion>): JobHandler<'convert-office'> => ({
  run: (payload, context) => conversion.run(payload.variation_id, context),
  giveUp: async (payload) => {
    await conversion.giveUp(payload.variation_id);
  },
  maxAttempts: 8,
});
