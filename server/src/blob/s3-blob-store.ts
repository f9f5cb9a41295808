import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, NoSuchKey, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { unavailable } from '../errors.ts';
import { blobKey, isValidBlobKey, type BlobStore } from './blob-store.ts';

export interface S3Settings {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

const storeUnavailable = (cause: unknown) => unavailable('storage_unavailable', cause);

/** Runs a bucket call: any failure of it (down, silent, a 5xx, refused credentials) is the file store's, answered as a 503. */
async function reaching<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw storeUnavailable(error);
  }
}

/**
 * Any S3-compatible bucket. Large files go up as a streamed multipart upload, never whole in memory.
 * A bucket that is down or stops answering makes the call fail within seconds as a 503, never a 500
 * or a request that waits as long as the bucket does.
 */
export function createS3BlobStore(settings: S3Settings): BlobStore {
  const clientConfig: S3ClientConfig = {
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // Connect within 3 s, and no silence longer than 10 s on a socket; one retry, not the default two.
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 10_000 },
    maxAttempts: 2,
  };
  if (settings.accessKeyId && settings.secretAccessKey) {
    clientConfig.credentials = { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey };
  }
  const client = new S3Client(clientConfig);
  const Bucket = settings.bucket;

  const upload = (key: string, Body: Buffer | Readable, ContentLength: number) =>
    new Upload({ client, params: { Bucket, Key: key, Body, ContentLength }, queueSize: 2, partSize: 8 * 1024 * 1024 }).done();

  return {
    async put(namespace, extension, content) {
      const sha256 = createHash('sha256').update(content).digest('hex');
      const key = blobKey(namespace, sha256, extension);
      await reaching(() => upload(key, content, content.length));
      return { key, size: content.length, sha256 };
    },

    async putFile(namespace, extension, file) {
      const key = blobKey(namespace, file.sha256, extension);
      try {
        await reaching(() => upload(key, fs.createReadStream(file.path), file.size));
      } finally {
        await fsp.rm(file.path, { force: true });
      }
      return { key, size: file.size, sha256: file.sha256 };
    },

    async get(key, range) {
      if (!isValidBlobKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }));
        // A ranged answer's length is the part's; the whole file's is after the slash of Content-Range.
        const whole = range ? Number(object.ContentRange?.split('/')[1]) : object.ContentLength;
        return { stream: object.Body as Readable, size: whole ?? 0 };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw storeUnavailable(error);
      }
    },

    async size(key) {
      if (!isValidBlobKey(key)) return null;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if ((error as { name?: string }).name === 'NotFound' || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw storeUnavailable(error);
      }
    },

    async delete(key) {
      if (!isValidBlobKey(key)) return;
      await reaching(() => client.send(new DeleteObjectCommand({ Bucket, Key: key })));
    },

    async ping() {
      await reaching(() => client.send(new HeadBucketCommand({ Bucket })));
    },
  };
}
