import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { blobKey, isValidBlobKey, type BlobStore } from './blob-store.ts';
import { diskFullOr, receiveToTempFile } from './receive-file.ts';

/** Content-addressed files under one folder: written to a temp file, fsynced, then renamed into place. */
export function createDiskBlobStore(root: string): BlobStore {
  const tmpDir = path.join(root, '.tmp');
  const pathOf = (key: string) => {
    if (!isValidBlobKey(key)) throw new Error(`Invalid blob key: ${key}`);
    return path.join(root, key);
  };

  const store: BlobStore = {
    localPath: pathOf,

    async put(namespace, extension, content) {
      const received = await receiveToTempFile(Readable.from([content]), tmpDir, Number.MAX_SAFE_INTEGER);
      return store.putFile(namespace, extension, received);
    },

    async putFile(namespace, extension, file) {
      const key = blobKey(namespace, file.sha256, extension);
      const target = pathOf(key);
      try {
        await fsp.mkdir(path.dirname(target), { recursive: true });
        await fsp.rename(file.path, target);
      } catch (error) {
        // A temp file on another device cannot be renamed in: copy, then drop the temp file.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw diskFullOr(error);
        await fsp.copyFile(file.path, target).catch(async (copyError: unknown) => {
          await fsp.rm(target, { force: true });
          throw diskFullOr(copyError);
        });
      } finally {
        await fsp.rm(file.path, { force: true });
      }
      return { key, size: file.size, sha256: file.sha256 };
    },

    async get(key, range) {
      if (!isValidBlobKey(key)) return null;
      try {
        const stat = await fsp.stat(pathOf(key));
        return { stream: fs.createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {}), size: stat.size };
      } catch {
        return null;
      }
    },

    async size(key) {
      if (!isValidBlobKey(key)) return null;
      return fsp.stat(pathOf(key)).then(
        (stat) => stat.size,
        () => null,
      );
    },

    async delete(key) {
      await fsp.rm(pathOf(key), { force: true });
    },

    async ping() {
      await fsp.mkdir(tmpDir, { recursive: true });
      await fsp.access(tmpDir, fs.constants.W_OK);
    },
  };
  return store;
}
