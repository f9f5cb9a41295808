import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { insufficientStorage } from '../errors.ts';
import type { ReceivedFile } from './blob-store.ts';

/** Thrown when the stream is longer than allowed; the partial temp file is already gone. */
export class FileTooLargeError extends Error {}

/** A disk full (or over quota) becomes the 507 that says so; any other error is returned as it is. */
export const diskFullOr = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT' ? insufficientStorage(error) : error;
};

/**
 * Streams bytes to a temp file (fsynced), hashing as they pass, so memory stays flat whatever the
 * size. Stops and cleans up as soon as `maxBytes` is passed.
 */
export async function receiveToTempFile(source: Readable, tmpDir: string, maxBytes: number): Promise<ReceivedFile> {
  await fsp.mkdir(tmpDir, { recursive: true });
  const tmpPath = path.join(tmpDir, randomUUID());
  const digest = createHash('sha256');
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) return done(new FileTooLargeError(`larger than ${maxBytes} bytes`));
      digest.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, measure, fs.createWriteStream(tmpPath, { flags: 'wx' }));
    const handle = await fsp.open(tmpPath, 'r+');
    await handle.sync().finally(() => handle.close());
    return { path: tmpPath, size, sha256: digest.digest('hex') };
  } catch (error) {
    await fsp.rm(tmpPath, { force: true });
    source.resume();
    throw diskFullOr(error);
  }
}
