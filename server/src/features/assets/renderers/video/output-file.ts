import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { ReceivedFile } from '../../../../blob/blob-store.ts';

/** A new file name in the caller's folder: renders are moved into the blob store from there. */
export const newOutputPath = (outDir: string) => path.join(outDir, randomUUID());

/** A finished render as the blob store takes it; read back in a stream, for a proxy runs to hundreds of megabytes. */
export async function describeOutput(filePath: string): Promise<ReceivedFile> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(filePath)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { path: filePath, size, sha256: hash.digest('hex') };
}

/** Writes a small render held in memory (a PNG, a JSON document). */
export async function writeOutput(outDir: string, content: Buffer | string): Promise<ReceivedFile> {
  const filePath = newOutputPath(outDir);
  const bytes = Buffer.from(content);
  await fsp.writeFile(filePath, bytes, { flag: 'wx' });
  return { path: filePath, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}
