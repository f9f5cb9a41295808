import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { BlobStore } from '../../blob/blob-store.ts';

/** Copies a stored file into the report's folder, once per key; null when it is no longer stored. */
export type FileCopier = (key: string) => Promise<string | null>;

function fileCopier(blobs: BlobStore, dir: string): FileCopier {
  const copied = new Map<string, Promise<string | null>>();
  return (key: string) => {
    let copy = copied.get(key);
    if (!copy) {
      copy = (async () => {
        const blob = await blobs.get(key);
        if (!blob) return null;
        const target = path.join(dir, `${copied.size}-${path.basename(key)}`);
        await pipeline(blob.stream, createWriteStream(target));
        return target;
      })();
      copied.set(key, copy);
    }
    return copy;
  };
}

/**
 * Makes a report in a folder of its own under `workDir`, with the pictures it needs copied there, so
 * the renderer process reads files rather than the server's memory; the folder goes with a failure,
 * and otherwise when the caller calls `remove` (after streaming the file).
 */
export async function withWorkDir<T>(blobs: BlobStore, workDir: string, make: (dir: string, copy: FileCopier) => Promise<T>): Promise<T & { remove: () => Promise<void> }> {
  const dir = path.join(workDir, randomUUID());
  await fsp.mkdir(dir, { recursive: true });
  const remove = () => fsp.rm(dir, { recursive: true, force: true });
  try {
    return { ...(await make(dir, fileCopier(blobs, dir))), remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
