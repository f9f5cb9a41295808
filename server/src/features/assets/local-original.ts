import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { BlobStore } from '../../blob/blob-store.ts';

/** An original copied into `workDir` where the renderer can read it (the file store may be S3); the caller removes it. */
export async function copyOriginal(blobs: BlobStore, key: string, workDir: string): Promise<string> {
  const blob = await blobs.get(key);
  if (!blob) throw new Error(`the original ${key} is missing from the file store`);
  await fsp.mkdir(workDir, { recursive: true });
  const local = path.join(workDir, randomUUID());
  await pipeline(blob.stream, fs.createWriteStream(local, { flags: 'wx' }));
  return local;
}

/**
 * A stored file where the renderer can read it: in place when the store is this machine's disk (no
 * copy: a comparison of two 2560 px renderings spent a fifth of its overhead copying), else a copy
 * in `workDir`. `release` removes a copy and leaves a file in place alone.
 */
export async function readLocally(blobs: BlobStore, key: string, workDir: string): Promise<{ path: string; release: () => Promise<void> }> {
  if (blobs.localPath) return { path: blobs.localPath(key), release: async () => undefined };
  const local = await copyOriginal(blobs, key, workDir);
  return { path: local, release: () => fsp.rm(local, { force: true }) };
}
