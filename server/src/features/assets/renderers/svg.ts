import fsp from 'node:fs/promises';
import sharp from 'sharp';
import { PREVIEW_MAX, writePage, type RenderedPage } from './page-output.ts';
import { REFUSED_TYPE, RenderRefusal, UNREADABLE_SVG } from './refusal.ts';

export const SVG = { mime: 'image/svg+xml', extension: 'svg' };
/** libvips reads SVG at 72 dpi unless told otherwise; its density must stay within these. */
const BASE_DENSITY = 72;
const MAX_DENSITY = 100_000;

/** Whether the file starts like XML or SVG markup (after a byte-order mark and white space). */
export async function looksLikeSvg(filePath: string): Promise<boolean> {
  const handle = await fsp.open(filePath, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(512), 0, 512, 0);
    const start = buffer.subarray(0, bytesRead).toString('utf8').replace(/^\uFEFF/, '').trimStart();
    return start.startsWith('<');
  } finally {
    await handle.close();
  }
}

/**
 * Renders an SVG with librsvg, through sharp, so that its long side is 2560 px however small or large
 * it was drawn: a vector has no pixels of its own, so points on it are in the preview's pixels.
 * It is read from memory, never from its path: librsvg then has no base address, so it loads no
 * external file or image an `href` names (a file on the server, say), and it never runs scripts.
 */
export async function renderSvg(filePath: string, outDir: string): Promise<RenderedPage> {
  const content = await fsp.readFile(filePath);
  const metadata = await sharp(content)
    .metadata()
    .catch(() => null);
  if (metadata?.format !== 'svg') throw new RenderRefusal(content.subarray(0, 4096).includes('<svg') ? UNREADABLE_SVG : REFUSED_TYPE);
  try {
    if (!metadata.width || !metadata.height) throw new Error('an SVG without a size');
    const density = Math.min(MAX_DENSITY, (BASE_DENSITY * PREVIEW_MAX) / Math.max(metadata.width, metadata.height));
    const { data, info } = await sharp(content, { density })
      .resize({ width: PREVIEW_MAX, height: PREVIEW_MAX, fit: 'inside' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    return await writePage(pixels, outDir, { number: 1, width: info.width, height: info.height });
  } catch {
    throw new RenderRefusal(UNREADABLE_SVG);
  }
}
