import type { Readable } from 'node:stream';

export interface StoredBlob {
  /** Content-addressed key: `<namespace>/<sha256>.<ext>`. */
  key: string;
  size: number;
  sha256: string;
}

/** Where files live: local disk by default, S3-compatible storage when configured. */
export interface BlobStore {
  /** Stores the bytes durably before resolving; the same content always gets the same key. */
  put(namespace: string, extension: string, content: Readable | Buffer): Promise<StoredBlob>;
  /** The bytes of a key, or null when it does not exist. */
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  delete(key: string): Promise<void>;
}

/** Keys are only ever made by `put`; anything else (`..`, absolute paths) is refused before it reaches a disk or bucket. */
export const isValidBlobKey = (key: string) => /^[a-z0-9-]+\/[a-f0-9]{64}\.[a-z0-9]{1,5}$/.test(key);
