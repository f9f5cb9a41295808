import sharp from 'sharp';
import { ATTACHMENT_MAX_BYTES } from '@review/contract/comments';
import type { BlobStore } from '../../blob/blob-store.ts';
import { invalid } from '../../errors.ts';
import type { BufferedFile } from '../../plugins/multipart-upload.ts';

/** Raster formats a browser shows; SVG is refused because it can carry script. */
const EXTENSIONS: Record<string, string> = { jpeg: 'jpg', png: 'png', gif: 'gif', webp: 'webp', tiff: 'tiff', avif: 'avif' };

export { ATTACHMENT_MAX_BYTES };

/** Checks every file by its content first, then stores them all; nothing is stored if one is refused. */
export async function storeAttachments(blobs: BlobStore, files: BufferedFile[]): Promise<{ key: string; fileName: string }[]> {
  const checked = await Promise.all(
    files.map(async (file) => {
      const { format } = await sharp(file.buffer, { failOn: 'truncated' })
        .metadata()
        .catch(() => ({ format: undefined }));
      const extension = format ? EXTENSIONS[format] : undefined;
      if (!extension) throw invalid('attachment_not_image', undefined, { attachments: 'attachment_not_image' });
      return { file, extension };
    }),
  );
  const stored = [];
  for (const { file, extension } of checked) {
    const blob = await blobs.put('attachments', extension, file.buffer);
    stored.push({ key: blob.key, fileName: file.filename.slice(0, 255) });
  }
  return stored;
}
