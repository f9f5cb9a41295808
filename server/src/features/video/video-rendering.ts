import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { BlobStore } from '../../blob/blob-store.ts';
import { releaseBlobs } from '../../blob/references.ts';
import type { Db } from '../../db/database.ts';
import type { JobContext } from '../../jobs/worker.ts';
import { copyOriginal, RenderFailure, type DesignRenderer, type VideoOutput } from '../assets/index.ts';
import { readAudioProbe, readProbe } from './stored-probe.ts';

const GAVE_UP = 'Rendering could not finish because the file store or the database was unavailable. Please try again.';
/** Progress is written at most this often: each write wakes every viewer of the project. */
const PROGRESS_EVERY_MS = 1500;

const STORED_AS: Record<VideoOutput['kind'], { namespace: string; extension: string }> = {
  proxy: { namespace: 'proxies', extension: 'webm' },
  sprite: { namespace: 'sprites', extension: 'webp' },
  waveform: { namespace: 'waveforms', extension: 'json' },
  'frame-times': { namespace: 'frame-times', extension: 'json' },
};

/** What a reader needs beside a render's file. */
function renderColumns(output: VideoOutput) {
  if (output.kind === 'proxy') return { height: output.height, type: output.type, details: null };
  if (output.kind === 'sprite') {
    const { columns, rows, count, interval_ms, tile_width, tile_height } = output;
    return { height: 0, type: 'image/webp', details: JSON.stringify({ columns, rows, count, interval_ms, tile_width, tile_height }) };
  }
  return { height: 0, type: 'application/json', details: null };
}

/**
 * A video's proxies, thumbnail sprite, waveform and frame times, made by the render-video job in the
 * renderer process (any instance's worker may take it). Each render is stored and recorded as soon as
 * it is finished, so the 720p proxy plays while the 1080p one is still being made; progress is kept
 * on the variation. A refusal of the renderer (too slow, out of memory, a damaged stream) stops the
 * video as `failed` with the reason, for a person to retry; an outage is thrown, and the job tried again.
 */
export function createVideoRendering({ db, blobs, renderer, workDir }: { db: Db; blobs: BlobStore; renderer: DesignRenderer; workDir: string }) {
  const markFailed = (variationId: number, reason: string) =>
    db.updateTable('variations').set({ render_state: 'failed', render_error: reason }).where('id', '=', variationId).where('render_state', '=', 'rendering').execute();

  /** Stores one render and records it, unless its variation went meanwhile or a earlier run recorded it. */
  async function record(variationId: number, output: VideoOutput) {
    const { namespace, extension } = STORED_AS[output.kind];
    const stored = await blobs.putFile(namespace, extension, output.file);
    const recorded = await db.transaction().execute(async (trx) => {
      const variation = await trx.selectFrom('variations').select('id').where('id', '=', variationId).executeTakeFirst();
      if (!variation) return false;
      const inserted = await trx
        .insertInto('variation_renders')
        .values({ variation_id: variationId, kind: output.kind, blob_key: stored.key, size: stored.size, ...renderColumns(output) })
        .onConflict((conflict) => conflict.columns(['variation_id', 'kind', 'height']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
      await trx.updateTable('variations').set((eb) => ({ rendered_size: eb('rendered_size', '+', stored.size) })).where('id', '=', variationId).execute();
      return true;
    });
    if (!recorded) await releaseBlobs(db, blobs, [stored.key]);
  }

  async function renderVideo(variationId: number, context: JobContext) {
    const variation = await db.selectFrom('variations').select(['id', 'design_file', 'video_probe', 'render_state']).where('id', '=', variationId).executeTakeFirst();
    if (variation?.render_state !== 'rendering') return;
    const probe = readProbe(variation.video_probe) ?? readAudioProbe(variation.video_probe);
    if (!probe) {
      await markFailed(variationId, 'This file is not a video or sound the renderer knows; please upload it again.');
      return;
    }
    const outDir = path.join(workDir, randomUUID());
    const original = await copyOriginal(blobs, variation.design_file, workDir);
    // Renders are recorded one after another, in the order they come; the first failure is kept.
    let recording: Promise<void> = Promise.resolve();
    let lastProgressAt = 0;
    try {
      await fsp.mkdir(outDir, { recursive: true });
      await renderer.renderVideo(original, probe, outDir, {
        onOutput: (output) => {
          recording = recording.then(() => record(variationId, output));
        },
        onProgress: (percent) => {
          if (Date.now() - lastProgressAt < PROGRESS_EVERY_MS) return;
          lastProgressAt = Date.now();
          recording = recording.then(async () => {
            await db.updateTable('variations').set({ render_progress: Math.min(99, Math.round(percent)) }).where('id', '=', variationId).where('render_state', '=', 'rendering').execute();
            await context.extendLease();
          });
        },
      });
      await recording;
    } catch (error) {
      await recording.catch(() => undefined);
      if (!(error instanceof RenderFailure) || context.signal.aborted) throw error;
      await markFailed(variationId, error.message);
      return;
    } finally {
      await fsp.rm(outDir, { recursive: true, force: true });
      await fsp.rm(original, { force: true });
    }
    await db
      .updateTable('variations')
      .set({ render_state: 'ready', render_error: null, render_progress: 100 })
      .where('id', '=', variationId)
      .where('render_state', '=', 'rendering')
      .execute();
  }

  return {
    renderVideo,
    /** The job gave up (the store or database stayed down): the video says so and can be retried. */
    giveUp: (variationId: number) => markFailed(variationId, GAVE_UP),
  };
}

export type VideoRendering = ReturnType<typeof createVideoRendering>;
