import fsp from 'node:fs/promises';
import sharp from 'sharp';
import { hasChromium, withChromium } from '../../../../renderer/chromium.ts';
import { writePage, type RenderedPage } from '../page-output.ts';
import { RenderRefusal } from '../refusal.ts';
import { readAdSize } from './ad-size.ts';
import { openBannerPage } from './banner-page.ts';
import { BANNER_NO_SIZE } from './refusals.ts';
import { unpackBanner, type BannerFile } from './unpack.ts';

/** A banner as the upload stores it: its size, its files, and why it has no picture of its own when it has none. */
export interface OpenedBanner {
  width: number;
  height: number;
  files: BannerFile[];
  /** Null when Chromium drew the poster; else the reason the poster is a card. */
  posterMissing: string | null;
}

/** Most banners have drawn their first frame by then; the checks job watches the whole animation. */
const POSTER_AFTER_MS = 1500;
const POSTER_RUN_MS = 30_000;

/** A card of the banner's size saying what it is and why there is no picture, so the board still shows something true. */
function placeholderCard(width: number, height: number, reason: string) {
  const size = Math.max(9, Math.min(16, Math.round(Math.min(width, height) / 10)));
  const escape = (text: string) => text.replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c]!);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#eef0f3"/>
    <text x="50%" y="45%" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="${size}" font-weight="bold" fill="#30343b">HTML5 banner ${width} × ${height}</text>
    <text x="50%" y="45%" dy="${Math.round(size * 1.6)}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="${Math.max(8, size - 3)}" fill="#5b616b">${escape(reason)}</text>
  </svg>`;
  return sharp(Buffer.from(svg));
}

/** The poster: the banner in Chromium after a moment, or the card when the server has no Chromium or it failed. */
async function drawPoster(files: Map<string, BannerFile>, size: { width: number; height: number }, chromiumPath: string, outDir: string): Promise<{ page: RenderedPage; missing: string | null }> {
  const page = { number: 1, ...size };
  const card = async (reason: string) => ({ page: await writePage(placeholderCard(size.width, size.height, reason), outDir, page), missing: reason });
  if (!(await hasChromium(chromiumPath))) return card('No picture: the server has no Chromium');
  try {
    const png = await withChromium(chromiumPath, POSTER_RUN_MS, (browser) =>
      openBannerPage(browser, { files, ...size }, async (opened) => {
        await opened.waitForTimeout(POSTER_AFTER_MS);
        return opened.screenshot({ type: 'png' });
      }),
    );
    return { page: await writePage(sharp(png), outDir, page), missing: null };
  } catch {
    return card('Chromium could not open this banner');
  }
}

/**
 * Unpacks a banner ZIP (checked by unpack.ts), reads its size from index.html and draws its poster.
 * Runs in the renderer process; the files stay in `outDir` for the upload to store.
 */
export async function openBanner(zipPath: string, outDir: string, { chromiumPath }: { chromiumPath: string }): Promise<{ firstPage: RenderedPage; banner: OpenedBanner }> {
  const files = await unpackBanner(zipPath, outDir);
  try {
    const index = files.get('index.html')!;
    const size = readAdSize(await fsp.readFile(index.file.path, 'utf8'));
    if (!size) throw new RenderRefusal(BANNER_NO_SIZE);
    const poster = await drawPoster(files, size, chromiumPath, outDir);
    return { firstPage: poster.page, banner: { ...size, files: [...files.values()], posterMissing: poster.missing } };
  } catch (error) {
    await Promise.all([...files.values()].map((item) => fsp.rm(item.file.path, { force: true })));
    throw error;
  }
}
