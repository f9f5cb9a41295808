import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { BlobStore } from '../../blob/blob-store.ts';
import { releaseBlobs } from '../../blob/references.ts';
import type { Db } from '../../db/database.ts';
import type { JobContext, JobHandler } from '../../jobs/worker.ts';
import { needsPyramid, readLocally, RenderFailure, type DesignRenderer } from '../assets/index.ts';
import { createTilesRepository } from './repository.ts';

/**
 * The make-pyramid job (planned with the upload): the renderer process makes the image's pyramid
 * and packs it into one file, which goes to the blob store as `tiles/<sha256>.bin` (the files route
 * serves no `.bin`: its tiles are served by this feature's routes) and is recorded as the
 * variation's `tiles` row, counted in its storage. A variation deleted meanwhile leaves nothing
 * behind. An image the renderer cannot tile (too slow, out of memory) keeps its preview: the job
 * ends without a pyramid rather than be tried again; an outage is thrown, and tried again.
 */
export function createPyramidJob({ db, blobs, renderer, workDir }: { db: Db; blobs: BlobStore; renderer: DesignRenderer; workDir: string }): JobHandler<'make-pyramid'> {
  const repo = createTilesRepository(db);

  async function make(variationId: number, context: JobContext) {
    const source = await repo.findSource(variationId);
    if (!source || !needsPyramid(source) || (await repo.hasPyramid(variationId))) return;
    const outDir = path.join(workDir, randomUUID());
    const original = await readLocally(blobs, source.design_file, outDir);
    let key: string;
    try {
      const { file, ...details } = await renderer.makePyramid(original.path, outDir, source.width * source.height);
      ({ key } = await blobs.putFile('tiles', 'bin', file));
      if (!(await repo.insertPyramid(variationId, { key, size: file.size }, details))) await releaseBlobs(db, blobs, [key]);
    } catch (error) {
      if (!(error instanceof RenderFailure) || context.signal.aborted) throw error;
    } finally {
      await original.release();
      await fsp.rm(outDir, { recursive: true, force: true });
    }
  }

  return { run: (payload, context) => make(payload.variation_id, context), maxAttempts: 3 };
}
