import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isValidBlobKey, type BlobStore } from './blob-store.ts';

/** Content-addressed files under one folder: written to a temp file, fsynced, then renamed into place. */
export function createDiskBlobStore(root: string): BlobStore {
  const tmpDir = path.join(root, '.tmp');
  const pathOf = (key: string) => {
    if (!isValidBlobKey(key)) throw new Error(`Invalid blob key: ${key}`);
    return path.join(root, key);
  };

  return {
    async put(namespace, extension, content) {
      await fsp.mkdir(tmpDir, { recursive: true });
      const tmpFile = path.join(tmpDir, randomUUID());
      const digest = createHash('sha256');
      let size = 0;
      const measure = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          digest.update(chunk);
          size += chunk.length;
          done(null, chunk);
        },
      });
      const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
      try {
        const out = fs.createWriteStream(tmpFile, { flags: 'wx' });
        await pipeline(source, measure, out);
        const handle = await fsp.open(tmpFile, 'r+');
        await handle.sync().finally(() => handle.close());
        const sha256 = digest.digest('hex');
        const key = `${namespace}/${sha256}.${extension}`;
        const target = pathOf(key);
        await fsp.mkdir(path.dirname(target), { recursive: true });
        await fsp.rename(tmpFile, target);
        return { key, size, sha256 };
      } catch (error) {
        await fsp.rm(tmpFile, { force: true });
        throw error;
      }
    },

    async get(key) {
      if (!isValidBlobKey(key)) return null;
      try {
        const stat = await fsp.stat(pathOf(key));
        return { stream: fs.createReadStream(pathOf(key)), size: stat.size };
      } catch {
        return null;
      }
    },

    async delete(key) {
      await fsp.rm(pathOf(key), { force: true });
    },
  };
}
