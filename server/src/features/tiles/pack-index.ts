import type { BlobStore, ByteRange } from '../../blob/blob-store.ts';
import { tileOrdinal } from '../assets/index.ts';
import type { PyramidDetails } from './repository.ts';

/** Packs whose index is kept: about 67 KB each for a 400-megapixel image, so a few MB at most. */
const KEPT_INDEXES = 48;

/**
 * Where each tile is in its pack (pyramid.ts writes the offsets, as little-endian doubles, after the
 * tiles). An index is read once by a ranged read and kept: packs never change, their keys being their digest.
 */
export function createPackIndexes(blobs: BlobStore) {
  const kept = new Map<string, Promise<Float64Array>>();

  async function read(key: string, details: PyramidDetails): Promise<Float64Array> {
    const size = await blobs.size(key);
    const blob = size === null ? null : await blobs.get(key, { start: details.index_at, end: size - 1 });
    if (!blob) throw new Error(`the pack ${key} is missing from the file store`);
    const chunks: Buffer[] = [];
    for await (const chunk of blob.stream) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    const offsets = new Float64Array(bytes.length / 8);
    for (let position = 0; position < offsets.length; position++) offsets[position] = bytes.readDoubleLE(position * 8);
    return offsets;
  }

  function indexOf(key: string, details: PyramidDetails): Promise<Float64Array> {
    let index = kept.get(key);
    if (index) {
      // Most recently used last, so the oldest is the first to go.
      kept.delete(key);
    } else {
      index = read(key, details);
      // A failed read (an outage) is not kept, so the next request tries again.
      index.catch(() => kept.delete(key));
    }
    kept.set(key, index);
    if (kept.size > KEPT_INDEXES) kept.delete(kept.keys().next().value!);
    return index;
  }

  return {
    /** The bytes of one tile in its pack, or null when the pyramid has no such tile. */
    async rangeOf(key: string, details: PyramidDetails, level: number, column: number, row: number): Promise<ByteRange | null> {
      const ordinal = tileOrdinal(details, level, column, row);
      if (ordinal === null) return null;
      const index = await indexOf(key, details);
      return { start: index[ordinal]!, end: index[ordinal + 1]! - 1 };
    },
  };
}

export type PackIndexes = ReturnType<typeof createPackIndexes>;
