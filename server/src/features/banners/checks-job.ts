import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { BlobStore } from '../../blob/blob-store.ts';
import { releaseBlobs } from '../../blob/references.ts';
import type { Db } from '../../db/database.ts';
import type { JobContext, JobHandler } from '../../jobs/worker.ts';
import { copyOriginal, RenderFailure, type BannerRun, type DesignRenderer } from '../assets/index.ts';
import { createBannersRepository, type StoredChecks, type StoredRecording } from './repository.ts';

const GAVE_UP = 'The banner could not be measured because the file store or the database was unavailable. Please try again.';

/**
 * The render-banner job (enqueued with the upload or its Retry): the banner played in headless
 * Chromium by the renderer process, measured, and its animation recorded as a video. Its measures,
 * or why there are none (no Chromium, a banner that does not play), are kept with the banner, the
 * recording as the variation's video, and the variation is ready either way: a banner without its
 * checks still plays. An outage is thrown, and the job tried again.
 */
export function createBannerChecks({ db, blobs, renderer, workDir, chromiumPath, recordSeconds }: { db: Db; blobs: BlobStore; renderer: DesignRenderer; workDir: string; chromiumPath: string; recordSeconds: number }) {
  const repo = createBannersRepository(db);

  async function storeRecording(run: BannerRun): Promise<StoredRecording | null> {
    if (!run.recording) return null;
    const stored = await blobs.putFile('proxies', 'webm', run.recording.file);
    return { blob_key: stored.key, size: stored.size, type: run.recording.type, probe: run.recording.probe };
  }

  async function measure(variationId: number, context: JobContext) {
    const variation = await repo.findRendering(variationId);
    if (!variation) return;
    const original = await copyOriginal(blobs, variation.design_file, workDir);
    const outDir = path.join(workDir, randomUUID());
    let checks: StoredChecks;
    let recording: StoredRecording | null = null;
    try {
      const run = await renderer.measureBanner(original, outDir, chromiumPath, recordSeconds);
      checks = { measures: run.measures, unavailable: null, recording_failed: run.recording_failed };
      recording = await storeRecording(run);
    } catch (error) {
      if (!(error instanceof RenderFailure) || context.signal.aborted) throw error;
      checks = { measures: null, unavailable: error.message };
    } finally {
      await fsp.rm(outDir, { recursive: true, force: true });
      await fsp.rm(original, { force: true });
    }
    const kept = await repo.saveChecks(variationId, checks, recording).catch(async (error: unknown) => {
      if (recording) await releaseBlobs(db, blobs, [recording.blob_key]);
      throw error;
    });
    if (recording && !kept) await releaseBlobs(db, blobs, [recording.blob_key]);
  }

  const handler: JobHandler<'render-banner'> = {
    run: (payload, context) => measure(payload.variation_id, context),
    giveUp: (payload) => repo.saveChecks(payload.variation_id, { measures: null, unavailable: GAVE_UP }).then(() => undefined),
    maxAttempts: 3,
  };
  return handler;
}
