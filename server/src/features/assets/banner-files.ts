import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import type { BlobStore } from '../../blob/blob-store.ts';
import type { Db } from '../../db/database.ts';
import type { OpenedBanner } from './renderers/banner/open-banner.ts';

/** A banner's files once they are in the blob store, before their rows are written. */
export interface StoredBanner {
  width: number;
  height: number;
  posterMissing: string | null;
  files: { path: string; key: string; type: string; size: number }[];
}

/**
 * Stores each of a banner's unpacked files (under `banners/<sha256>.bin`: the files route serves no
 * `.bin`, so they are only ever served by the banners route, with its sandbox). The local copies go
 * whatever happens.
 */
export async function storeBannerFiles(blobs: BlobStore, banner: OpenedBanner): Promise<StoredBanner> {
  const files: StoredBanner['files'] = [];
  try {
    for (const item of banner.files) {
      const stored = await blobs.putFile('banners', 'bin', item.file);
      files.push({ path: item.path, key: stored.key, type: item.type, size: item.file.size });
    }
  } finally {
    await Promise.all(banner.files.map((item) => fsp.rm(item.file.path, { force: true })));
  }
  return { width: banner.width, height: banner.height, posterMissing: banner.posterMissing, files };
}

export const bannerBlobKeys = (banner: StoredBanner | null | undefined) => banner?.files.map((file) => file.key) ?? [];
export const bannerBytes = (banner: StoredBanner | null) => banner?.files.reduce((sum, file) => sum + file.size, 0) ?? 0;

/**
 * The banner's rows of `variation_renders`, so the file store's reference check, storage counts and
 * deletions see its files as they see a video's renders: one `banner` row (its size, the secret its
 * URLs are signed with, why its poster is a card; size 0, its file counted on its own row) and a `banner-file` row per file, its path in
 * `details`, numbered in `height` to keep the table's unique key.
 */
export async function insertBannerRows(trx: Db, variationId: number, banner: StoredBanner) {
  const index = banner.files.find((file) => file.path === 'index.html')!;
  const details = { width: banner.width, height: banner.height, secret: randomBytes(32).toString('base64url'), poster_missing: banner.posterMissing };
  await trx
    .insertInto('variation_renders')
    .values([
      { variation_id: variationId, kind: 'banner', height: 0, blob_key: index.key, type: index.type, size: 0, details: JSON.stringify(details) },
      ...banner.files.map((file, position) => ({ variation_id: variationId, kind: 'banner-file', height: position + 1, blob_key: file.key, type: file.type, size: file.size, details: JSON.stringify({ path: file.path }) })),
    ])
    .execute();
}
