import path from 'node:path';
import fsp from 'node:fs/promises';
import type { BlobStore, ReceivedFile } from '../../blob/blob-store.ts';
import type { ImageRenderer } from './image-renderer.ts';
import type { VariationRow } from './repository.ts';

/** The columns a variation gets from its file once the file and its renderings are stored. */
export type StoredDesign = Pick<VariationRow, 'design_file' | 'thumbnail' | 'preview' | 'file_name' | 'file_type' | 'file_size' | 'width' | 'height'>;

/** Checks the received file by content, renders thumbnail and preview, and stores all three blobs. */
export async function storeDesignFile(blobs: BlobStore, renderer: ImageRenderer, file: ReceivedFile & { filename: string }): Promise<StoredDesign> {
  const image = await renderer.render(file.path, path.dirname(file.path));
  try {
    const thumbnail = await blobs.putFile('thumbs', 'webp', image.thumbnail);
    const preview = await blobs.putFile('previews', 'webp', image.preview);
    const original = await blobs.putFile('originals', image.extension, file);
    return {
      design_file: original.key,
      thumbnail: thumbnail.key,
      preview: preview.key,
      file_name: file.filename.slice(0, 255),
      file_type: image.mime,
      file_size: file.size,
      width: image.width,
      height: image.height,
    };
  } finally {
    await Promise.all([fsp.rm(image.thumbnail.path, { force: true }), fsp.rm(image.preview.path, { force: true })]);
  }
}

export const blobKeysOf = (design: Pick<StoredDesign, 'design_file' | 'thumbnail' | 'preview'>) => [design.design_file, design.thumbnail, design.preview];
