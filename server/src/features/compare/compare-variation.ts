import type { ChangedRegion } from '@review/contract/changes';
import type { BlobStore } from '../../blob/blob-store.ts';
import type { Db } from '../../db/database.ts';
import type { Announce } from '../../domain-events/announce.ts';
import { enqueue } from '../../jobs/queue.ts';
import type { JobContext } from '../../jobs/worker.ts';
import { RenderFailure } from '../../renderer/renderer.ts';
import { readLocally } from '../assets/index.ts';
import type { PageComparer } from './page-comparer.ts';
import { createChangesRepository, type ComparedVariation } from './repository.ts';

/** How long a comparison waits for a document's pages still rendering before it looks again: one cheap read a second. */
const WAIT_FOR_PAGES_MS = 1_000;

/**
 * The compare-variation job: a variation of a new version against the previous version's
 * counterpart, page N with page N, from their stored renderings (the previews the viewer shows, read in place on a disk store),
 * decoded and compared in the renderer process. A page the new version added is changed as a whole.
 * While either document still renders its pages the job comes back later; a refusal of the renderer
 * or a failed rendering settles the comparison as `failed`; an outage is thrown, to be retried.
 */
export function createVariationComparison({ db, blobs, renderer, workDir, announce }: { db: Db; blobs: BlobStore; renderer: PageComparer; workDir: string; announce: Announce }) {
  const repo = createChangesRepository(db);

  /**
   * Settles one comparison and, when it was the version's last pending one, announces
   * `version.compared` in the same transaction: what listeners write (notices, webhook jobs) commits with it.
   */
  async function settle(variationId: number, result: Parameters<typeof repo.settleChange>[1]) {
    await db.transaction().execute(async (trx) => {
      const trxRepo = createChangesRepository(trx);
      const variation = await trxRepo.findVariation(variationId);
      if (!variation) return;
      await trxRepo.lockVersion(variation.version_id);
      if (!(await trxRepo.settleChange(variationId, result))) return;
      if ((await trxRepo.countPending(variation.version_id)) > 0) return;
      await announce(trx, { type: 'version.compared', asset_id: variation.asset_id, version_number: variation.version });
    });
  }
  const fail = (variationId: number) => settle(variationId, { state: 'failed', regions: [], changed_ratio: 0 });

  async function comparePage(current: ComparedVariation, previous: ComparedVariation, number: number) {
    const [page, old] = await Promise.all([repo.findPage(current, number), number <= previous.page_count ? repo.findPage(previous, number) : undefined]);
    if (!page) throw new Error(`page ${number} of variation ${current.id} is not recorded`);
    if (!old) {
      const whole = page.width * page.height;
      return { regions: [{ page: number, x: 0, y: 0, width: page.width, height: page.height, changed_pixels: whole }], ratio: 1 };
    }
    const [newFile, oldFile] = await Promise.all([readLocally(blobs, page.preview, workDir), readLocally(blobs, old.preview, workDir)]);
    try {
      const difference = await renderer.comparePages(newFile.path, oldFile.path, { number, width: page.width, height: page.height });
      // The pixels in boxes, not every pixel pixelmatch marked: compression noise left out of the boxes is no change.
      const inBoxes = difference.boxes.reduce((sum, box) => sum + box.changed_pixels, 0);
      return { regions: difference.boxes.map((box) => ({ page: number, ...box })), ratio: Math.min(1, inBoxes / (page.width * page.height)) };
    } finally {
      await Promise.all([newFile.release(), oldFile.release()]);
    }
  }

  async function compareVariation(variationId: number, context: JobContext) {
    const change = await repo.findChange(variationId);
    if (change?.state !== 'pending' || change.compared_with === null) return;
    const [current, previous] = await Promise.all([repo.findVariation(variationId), repo.findVariation(change.compared_with)]);
    if (!current || !previous) return;
    if (current.render_state === 'failed' || previous.render_state === 'failed') return void (await fail(variationId));
    if (current.render_state === 'rendering' || previous.render_state === 'rendering') {
      await enqueue(db, 'compare-variation', { variation_id: variationId }, new Date(Date.now() + WAIT_FOR_PAGES_MS));
      return;
    }
    const regions: ChangedRegion[] = [];
    // Each page weighs the same: their comparisons are made at different scales.
    let ratios = 0;
    for (let number = 1; number <= current.page_count; number++) {
      context.signal.throwIfAborted();
      try {
        const page = await comparePage(current, previous, number);
        regions.push(...page.regions);
        ratios += page.ratio;
      } catch (error) {
        if (!(error instanceof RenderFailure) || context.signal.aborted) throw error;
        return void (await fail(variationId));
      }
      await context.extendLease();
    }
    await settle(variationId, { state: 'ready', regions, changed_ratio: current.page_count ? ratios / current.page_count : 0 });
  }

  return {
    compareVariation,
    /** The job gave up (the store or database stayed down): the comparison says it failed. */
    giveUp: (variationId: number) => fail(variationId),
  };
}

export type VariationComparison = ReturnType<typeof createVariationComparison>;
