import fsp from 'node:fs/promises';
import type { BlobStore } from '../../blob/blob-store.ts';
import { releaseBlobs } from '../../blob/references.ts';
import type { Db } from '../../db/database.ts';
import type { JobContext } from '../../jobs/worker.ts';
import { RenderFailure, type DesignRenderer } from './design-renderer.ts';
import { copyOriginal } from './local-original.ts';
import { findPageSource } from './office-pdf.ts';
import { removePageFiles } from './renderers/page-output.ts';
import { storePage } from './stored-design.ts';

const GAVE_UP = 'Rendering could not finish because the file store or the database was unavailable. Please try again.';

/**
 * The later pages of documents, rendered in the background by the render-pages job (page 1 came
 * with the upload). Each page is stored and recorded as soon as it exists, so viewers see pages fill
 * in, and a job taken up again after a restart carries on where it was. A page the renderer refuses
 * (too slow, damaged, a crash) stops the document as `failed` with the reason, for a person to retry;
 * an outage of the database or file store is thrown, and the job tried again later.
 */
export function createPageRendering({ db, blobs, renderer, workDir }: { db: Db; blobs: BlobStore; renderer: DesignRenderer; workDir: string }) {
  const markFailed = (variationId: number, reason: string) =>
    db.updateTable('variations').set({ render_state: 'failed', render_error: reason }).where('id', '=', variationId).where('render_state', '=', 'rendering').execute();

  /** Records a stored page unless its variation went meanwhile (then its files go too). */
  async function recordPage(variationId: number, page: { number: number; width: number; height: number }, stored: Awaited<ReturnType<typeof storePage>>) {
    const recorded = await db.transaction().execute(async (trx) => {
      const variation = await trx.selectFrom('variations').select('id').where('id', '=', variationId).executeTakeFirst();
      if (!variation) return false;
      const inserted = await trx
        .insertInto('variation_pages')
        .values({ variation_id: variationId, number: page.number, width: page.width, height: page.height, preview: stored.preview, thumbnail: stored.thumbnail })
        .onConflict((conflict) => conflict.columns(['variation_id', 'number']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
        await trx.updateTable('variations').set((eb) => ({ rendered_size: eb('rendered_size', '+', stored.size) })).where('id', '=', variationId).execute();
      }
      return true;
    });
    if (!recorded) await releaseBlobs(db, blobs, [stored.preview, stored.thumbnail]);
    return recorded;
  }

  async function renderRemainingPages(variationId: number, context: JobContext) {
    const variation = await db.selectFrom('variations').select(['id', 'design_file', 'page_count', 'render_state']).where('id', '=', variationId).executeTakeFirst();
    if (variation?.render_state !== 'rendering') return;
    const done = new Set((await db.selectFrom('variation_pages').select('number').where('variation_id', '=', variationId).execute()).map((row) => row.number));
    const missing = Array.from({ length: variation.page_count - 1 }, (_, index) => index + 2).filter((number) => !done.has(number));
    if (missing.length) {
      const original = await copyOriginal(blobs, await findPageSource(db, variation), workDir);
      // The next pages are asked for before this one is stored, so the renderer never waits for the
      // store. Each answer is settled at once (a refusal waiting unheard would end the process).
      const render = (number: number) =>
        renderer.renderPage(original, number, workDir, { background: true }).then(
          (page) => ({ page, error: null }),
          (error: unknown) => ({ page: null, error }),
        );
      const ahead = missing.slice(0, 2).map(render);
      try {
        for (const [index] of missing.entries()) {
          context.signal.throwIfAborted();
          const { page, error } = await ahead[index]!;
          if (!page) {
            if (!(error instanceof RenderFailure) || context.signal.aborted) throw error;
            await markFailed(variationId, error.message);
            return;
          }
          if (index + 2 < missing.length) ahead.push(render(missing[index + 2]!));
          if (!(await recordPage(variationId, page, await storePage(blobs, page)))) return;
          await context.extendLease();
        }
      } finally {
        // Pages asked for but not taken (the job stopped early) leave no files behind.
        await Promise.all(
          ahead.map(async (pending) => {
            const { page } = await pending;
            if (page) await removePageFiles(page);
          }),
        );
        await fsp.rm(original, { force: true });
      }
    }
    await db.updateTable('variations').set({ render_state: 'ready', render_error: null }).where('id', '=', variationId).where('render_state', '=', 'rendering').execute();
  }

  return {
    renderRemainingPages,
    /** A refusal of the renderer ends the variation as `failed` with its sentence (office-conversion.ts too). */
    markFailed,
    /** The job gave up (the store or database stayed down): the document says so and can be retried. */
    giveUp: (variationId: number) => markFailed(variationId, GAVE_UP),
  };
}

export type PageRendering = ReturnType<typeof createPageRendering>;
