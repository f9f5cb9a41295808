import path from 'node:path';
import type { BlobStore, ReceivedFile } from '../../blob/blob-store.ts';
import { designFileError, RenderFailure, type DesignRenderer } from './design-renderer.ts';
import type { OpenOptions } from './renderers/open-design.ts';
import { removePageFiles, type RenderedPage } from './renderers/page-output.ts';
import { bannerBlobKeys, bannerBytes, storeBannerFiles, type StoredBanner } from './banner-files.ts';
import type { VariationRow } from './repository.ts';

/** The columns a variation gets from its file once the file and its first page's renderings are stored. */
export type StoredDesign = Pick<VariationRow, 'design_file' | 'thumbnail' | 'preview' | 'file_name' | 'file_type' | 'file_size' | 'width' | 'height'> & {
  page_count: number;
  /** `rendering` while a document's later pages, or a video's proxies, are still to come (a job renders them). */
  render_state: 'ready' | 'rendering';
  rendered_size: number;
  /** JSON of a video's or a sound file's probe (told apart by `kind: 'audio'`); null for stills. */
  video_probe: string | null;
  /** An HTML5 banner's files, stored; their rows are written with the variation's. */
  banner: StoredBanner | null;
};

/** The renderer's refusals become the upload's 422; anything else stays what it is. */
export const asUploadError = (error: unknown): never => {
  throw error instanceof RenderFailure ? designFileError(error.message) : error;
};

/** Stores a page's preview and thumbnail; the local files go whatever happens. */
export async function storePage(blobs: BlobStore, page: RenderedPage) {
  try {
    const thumbnail = await blobs.putFile('thumbs', 'webp', page.thumbnail);
    const preview = await blobs.putFile('previews', 'webp', page.preview);
    return { thumbnail: thumbnail.key, preview: preview.key, size: thumbnail.size + preview.size };
  } finally {
    await removePageFiles(page);
  }
}

/**
 * Checks the received file by content and renders its first page, then stores the original and
 * page 1's renderings. A document's later pages are left to the render-pages job, and a video's
 * proxies to the render-video job (its first frame is its page 1), so the asset appears at once.
 */
export async function storeDesignFile(
  blobs: BlobStore,
  renderer: DesignRenderer,
  file: ReceivedFile & { filename: string },
  options: OpenOptions,
): Promise<StoredDesign> {
  const outDir = path.dirname(file.path);
  const opened = await renderer.open(file.path, outDir, options).catch(asUploadError);
  const first = opened.firstPage ?? (await renderer.renderPage(file.path, 1, outDir).catch(asUploadError));
  const page = await storePage(blobs, first);
  const original = await blobs.putFile('originals', opened.extension, file);
  const banner = opened.banner ? await storeBannerFiles(blobs, opened.banner) : null;
  return {
    design_file: original.key,
    thumbnail: page.thumbnail,
    preview: page.preview,
    file_name: file.filename.slice(0, 255),
    file_type: opened.mime,
    file_size: file.size,
    width: first.width,
    height: first.height,
    page_count: opened.pageCount,
    render_state: opened.pageCount > 1 || opened.video || opened.audio || opened.banner || opened.office ? 'rendering' : 'ready',
    rendered_size: page.size + bannerBytes(banner),
    video_probe: opened.video || opened.audio ? JSON.stringify(opened.video ?? opened.audio) : null,
    banner,
  };
}

export const blobKeysOf = (design: Pick<StoredDesign, 'design_file' | 'thumbnail' | 'preview'> & { banner?: StoredBanner | null }) => [
  design.design_file,
  design.thumbnail,
  design.preview,
  ...bannerBlobKeys(design.banner),
];

/** The spec's variation name: the file name without its extension. */
export const nameWithoutExtension = (fileName: string) => fileName.replace(/\.[^./\\]*$/, '').trim() || fileName;
