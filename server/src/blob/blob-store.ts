import type { Readable } from 'node:stream';

export interface StoredBlob {
  /** Content-addressed key: `<namespace>/<sha256>.<ext>`. */
  key: string;
  size: number;
  sha256: string;
}

/** A file already received to local disk, with its digest computed while it streamed in. */
export interface ReceivedFile {
  path: string;
  size: number;
  sha256: string;
}

/** Bytes `start` to `end`, both included, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

/** Where files live: local disk by default, S3-compatible storage when configured. */
export interface BlobStore {
  /** Stores small in-memory content (thumbnails, avatars) durably before resolving. */
  put(namespace: string, extension: string, content: Buffer): Promise<StoredBlob>;
  /** Takes ownership of a received temp file: moves or uploads it, and removes the temp file. */
  putFile(namespace: string, extension: string, file: ReceivedFile): Promise<StoredBlob>;
  /**
   * The bytes of a key as a stream, or null when it does not exist; with a range, only those bytes
   * (a video player seeks by asking for parts). `size` is always the whole file's.
   */
  get(key: string, range?: ByteRange): Promise<{ stream: Readable; size: number } | null>;
  /** Bytes of a key, or null when it does not exist: what a ranged read is measured against. */
  size(key: string): Promise<number | null>;
  delete(key: string): Promise<void>;
  /** Where a key's file is on this machine's disk, when the store keeps it there (the disk store), so it can be read in place. */
  localPath?(key: string): string;
  /** Resolves when the store can be read and written (readiness); rejects with the reason otherwise. */
  ping(): Promise<void>;
}

/** Keys are only ever made by this module; anything else (`..`, absolute paths) is refused before it reaches a disk or bucket. */
export const isValidBlobKey = (key: string) => /^[a-z0-9-]+\/[a-f0-9]{64}\.[a-z0-9]{1,5}$/.test(key);

export const blobKey = (namespace: string, sha256: string, extension: string) => {
  const key = `${namespace}/${sha256}.${extension}`;
  if (!isValidBlobKey(key)) throw new Error(`Invalid blob key: ${key}`);
  return key;
};
