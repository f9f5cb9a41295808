import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ReceivedFile } from '../../../../blob/blob-store.ts';
import { MAX_PIXELS } from '../image.ts';
import { RenderRefusal, UNREADABLE_IMAGE } from '../refusal.ts';
import { levelGrids, TILE_FORMAT, TILE_SIZE, type PyramidShape } from './pyramid-shape.ts';

/** A pyramid packed into one file: its tiles end to end, then the offsets' index (packTiles). */
export interface PackedPyramid extends PyramidShape {
  file: ReceivedFile;
  /** Where the index starts in the file. */
  index_at: number;
}

/**
 * The DeepZoom pyramid of an image (256 px WebP tiles, no overlap, down to one pixel), made by
 * libvips' dzsave through sharp, packed into one file beside `outDir`. One file, not a blob per tile:
 * a 20,000 px square makes about 8,400 tiles, which would be as many rows, S3 PUTs and deletions;
 * a tile is read back from the pack by a byte range (the blob store's ranged read). Runs in the
 * renderer process.
 */
export async function makePyramid(filePath: string, outDir: string): Promise<PackedPyramid> {
  const work = path.join(outDir, randomUUID());
  await fsp.mkdir(work, { recursive: true });
  try {
    const image = sharp(filePath, { failOn: 'truncated', limitInputPixels: MAX_PIXELS, sequentialRead: true });
    const metadata = await image.metadata();
    // Points are in the upright image's pixels (image.ts); turning is only asked for when needed, as it decodes the whole image at once.
    const upright = (metadata.orientation ?? 1) > 1 ? image.rotate() : image;
    const info = await upright
      .webp({ quality: 90, effort: 2 })
      .tile({ size: TILE_SIZE, overlap: 0, layout: 'dz', container: 'fs' })
      .toFile(path.join(work, 'pyramid.dz'))
      .catch(() => {
        throw new RenderRefusal(UNREADABLE_IMAGE);
      });
    const shape: PyramidShape = { width: info.width, height: info.height, tile_size: TILE_SIZE, format: TILE_FORMAT };
    const packed = await packTiles(path.join(work, 'pyramid_files'), shape, path.join(outDir, randomUUID()));
    return { ...shape, ...packed };
  } finally {
    await fsp.rm(work, { recursive: true, force: true });
  }
}

/** Writes every tile, level by level from the smallest and row by row, then their offsets as little-endian doubles. */
async function packTiles(tilesDir: string, shape: PyramidShape, packPath: string): Promise<{ file: ReceivedFile; index_at: number }> {
  const grids = levelGrids(shape);
  const offsets: number[] = [0];
  const hash = createHash('sha256');
  const out = fs.createWriteStream(packPath, { flags: 'wx' });
  const write = (chunk: Buffer) => {
    hash.update(chunk);
    return out.write(chunk) ? Promise.resolve() : new Promise<void>((resolve) => out.once('drain', resolve));
  };
  try {
    for (const [level, grid] of grids.entries()) {
      for (let row = 0; row < grid.rows; row++) {
        for (let column = 0; column < grid.columns; column++) {
          const tile = await fsp.readFile(path.join(tilesDir, String(level), `${column}_${row}.${shape.format}`));
          await write(tile);
          offsets.push(offsets.at(-1)! + tile.length);
        }
      }
    }
    const indexAt = offsets.at(-1)!;
    const index = Buffer.alloc(offsets.length * 8);
    offsets.forEach((offset, position) => index.writeDoubleLE(offset, position * 8));
    await write(index);
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
    return { file: { path: packPath, size: indexAt + index.length, sha256: hash.digest('hex') }, index_at: indexAt };
  } catch (error) {
    out.destroy();
    await fsp.rm(packPath, { force: true });
    throw error;
  }
}
