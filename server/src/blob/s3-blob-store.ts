import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { blobKey, isValidBlobKey, type BlobStore } from './blob-store.ts';

export interface S3Settings {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/** Any S3-compatible bucket. Large files go up as a streamed multipart upload, never whole in memory. */
export function createS3BlobStore(settings: S3Settings): BlobStore {
  const clientConfig: S3ClientConfig = { region: settings.region, endpoint: settings.endpoint, forcePathStyle: settings.forcePathStyle };
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
      await upload(key, content, content.length);
      return { key, size: content.length, sha256 };
    },

    async putFile(namespace, extension, file) {
      const key = blobKey(namespace, file.sha256, extension);
      try {
        await upload(key, fs.createReadStream(file.path), file.size);
      } finally {
        await fsp.rm(file.path, { force: true });
      }
      return { key, size: file.size, sha256: file.sha256 };
    },

    async get(key) {
      if (!isValidBlobKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },

    async delete(key) {
      if (!isValidBlobKey(key)) return;
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
