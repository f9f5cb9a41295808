import fsp from 'node:fs/promises';
import { LRUCache } from 'lru-cache';
import type { BlobStore } from '../../blob/blob-store.ts';
import type { Db } from '../../db/database.ts';
import { invalid, notFound } from '../../errors.ts';
import { copyOriginal, designFileError, RenderFailure, type DesignRenderer } from '../assets/index.ts';
import { findVisibleProject } from '../projects/index.ts';
import { readProbe, type StoredProbe } from './stored-probe.ts';

/** Frames kept decoded, by total bytes: a report or an agent asks for the same few frames in turn. */
const FRAME_CACHE_BYTES = 64 * 1024 * 1024;
/** Originals kept on local disk for the renderer: a person stepping through a video asks for frame after frame. */
const LOCAL_ORIGINALS = 3;

export interface FrameSource {
  id: number;
  design_file: string;
  probe: StoredProbe;
}

/**
 * A video's exact frame as a PNG (the report, e-mails, the MCP brief and `GET /variations/{id}/frames/{n}.png`):
 * decoded from the original, in the renderer process, and kept for the next asker.
 */
export function createFrameImages({ db, blobs, renderer, workDir }: { db: Db; blobs: BlobStore; renderer: DesignRenderer; workDir: string }) {
  const frames = new LRUCache<string, Buffer>({ maxSize: FRAME_CACHE_BYTES, sizeCalculation: (png) => png.length });
  const originals = new LRUCache<string, Promise<string>>({
    max: LOCAL_ORIGINALS,
    dispose: (local) => void local.then((file) => fsp.rm(file, { force: true })).catch(() => undefined),
  });

  function localOriginal(key: string): Promise<string> {
    let local = originals.get(key);
    if (!local) {
      local = copyOriginal(blobs, key, workDir);
      // A copy that failed is not kept: the next asker tries again.
      local.catch(() => originals.delete(key));
      originals.set(key, local);
    }
    return local;
  }

  async function render(source: FrameSource, frame: number): Promise<Buffer> {
    const cacheKey = `${source.id}:${frame}`;
    const cached = frames.get(cacheKey);
    if (cached) return cached;
    const rendered = await renderer.videoFrame(await localOriginal(source.design_file), source.probe, frame, workDir).catch((error: unknown) => {
      throw error instanceof RenderFailure ? designFileError(error.message) : error;
    });
    try {
      const png = await fsp.readFile(rendered.file.path);
      frames.set(cacheKey, png);
      return png;
    } finally {
      await fsp.rm(rendered.file.path, { force: true });
    }
  }

  /** The variation as a frame source, or a 422 when it is not a video or has no such frame. */
  function frameSource(variation: { id: number; design_file: string; video_probe: string | null }, frame: number): FrameSource {
    const probe = readProbe(variation.video_probe);
    if (!probe) throw invalid('frames_of_still');
    if (frame >= probe.frame_count) throw invalid('frame_out_of_video', { count: probe.frame_count, last: probe.frame_count - 1, frame });
    return { id: variation.id, design_file: probe.frames_from ?? variation.design_file, probe };
  }

  return {
    render,
    frameSource,

    /** A member's (or token's) frame: 404 for anyone who cannot see the project. */
    async findFrame(userId: number, variationId: number, frame: number) {
      const variation = await db
        .selectFrom('variations as v')
        .innerJoin('versions as ver', 'ver.id', 'v.version_id')
        .innerJoin('assets as a', 'a.id', 'ver.asset_id')
        .select(['v.id', 'v.design_file', 'v.video_probe', 'a.project_id'])
        .where('v.id', '=', variationId)
        .executeTakeFirst();
      if (!variation) throw notFound('variation_not_found');
      await findVisibleProject(db, userId, variation.project_id, 'variation_not_found');
      const source = frameSource(variation, frame);
      return { etag: `"frame-${source.id}-${frame}"`, render: () => render(source, frame) };
    },

    /** A frame for the server's own use (an e-mail's picture), without a user's visibility check. */
    async renderFor(variationId: number, frame: number): Promise<Buffer> {
      const variation = await db.selectFrom('variations').select(['id', 'design_file', 'video_probe']).where('id', '=', variationId).executeTakeFirst();
      if (!variation) throw notFound('variation_not_found');
      return render(frameSource(variation, frame), frame);
    },

    /** Removes the local copies of originals (the server stops). */
    close: () => originals.clear(),
  };
}

export type FrameImages = ReturnType<typeof createFrameImages>;
