import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../test/s3-server.ts';
import type { BlobStore } from './blob-store.ts';
import { createDiskBlobStore } from './disk-blob-store.ts';
import { FileTooLargeError, receiveToTempFile } from './receive-file.ts';
import { createS3BlobStore } from './s3-blob-store.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'review-blob-'));
let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const stores: [string, () => BlobStore][] = [
  ['disk', () => createDiskBlobStore(path.join(tmp, 'blobs'))],
  ['S3', () => createS3BlobStore(s3.settings)],
];

describe.each(stores)('%s blob store', (_name, makeStore) => {
  it('stores content under its SHA-256 and gives the same bytes back', async () => {
    const store = makeStore();
    const stored = await store.put('thumbs', 'webp', Buffer.from('hello blob'));
    expect(stored.key).toBe(`thumbs/${createHash('sha256').update('hello blob').digest('hex')}.webp`);
    expect(stored.size).toBe(10);
    const blob = await store.get(stored.key);
    expect(blob?.size).toBe(10);
    expect(await text(blob!.stream)).toBe('hello blob');
  });

  it('takes over a received temp file and removes it', async () => {
    const store = makeStore();
    const received = await receiveToTempFile(Readable.from([Buffer.alloc(3 * 1024 * 1024, 7)]), path.join(tmp, 'incoming'), 10 * 1024 * 1024);
    const stored = await store.putFile('originals', 'png', received);
    expect(fs.existsSync(received.path)).toBe(false);
    expect((await store.get(stored.key))?.size).toBe(3 * 1024 * 1024);
  });

  it('reads a byte range and tells the whole size, as a video player seeking asks', async () => {
    const store = makeStore();
    const stored = await store.put('proxies', 'webm', Buffer.from('0123456789abcdef'));
    expect(await store.size(stored.key)).toBe(16);
    const part = await store.get(stored.key, { start: 4, end: 9 });
    expect(part?.size).toBe(16);
    expect(await text(part!.stream)).toBe('456789');
    expect(await store.size('proxies/' + 'a'.repeat(64) + '.webm')).toBeNull();
  });

  it('answers null for a missing or malformed key, and deletes', async () => {
    const store = makeStore();
    const stored = await store.put('thumbs', 'webp', Buffer.from('to delete'));
    await store.delete(stored.key);
    expect(await store.get(stored.key)).toBeNull();
    expect(await store.get('../../etc/passwd')).toBeNull();
  });
});

describe('receiveToTempFile', () => {
  it('stops past the limit and leaves no partial file', async () => {
    const dir = path.join(tmp, 'limited');
    await expect(receiveToTempFile(Readable.from([Buffer.alloc(1024), Buffer.alloc(1024)]), dir, 1500)).rejects.toBeInstanceOf(FileTooLargeError);
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
