import type { Browser, Page } from 'playwright-core';
import type { BannerFile } from './unpack.ts';

/** Where the banner's files are served inside Chromium: a name that can never resolve (RFC 6761). */
const ORIGIN = 'https://banner.invalid';

/** What the banner asked for while it was open. */
export interface BannerTraffic {
  /** Requests for its own files, index.html included. */
  requests: number;
  /** Bytes of its own files it loaded. */
  bytes: number;
  /** Addresses outside the banner it tried to reach: refused, never fetched. */
  remote: string[];
}

/** How the page is opened: its device pixels per CSS pixel, and a script run before the banner's own (the recorder's clock). */
export interface BannerPageOptions {
  scale?: number;
  initScript?: string;
}

/**
 * Opens the banner at its size in a page of its own, its files served from the unpacked folder by
 * Chromium's request interception (no server, no socket); every request for anything else, and
 * every WebSocket, is refused and noted. `observe` gets the page once index.html has loaded.
 */
export async function openBannerPage<T>(
  browser: Browser,
  banner: { files: Map<string, BannerFile>; width: number; height: number },
  observe: (page: Page, traffic: BannerTraffic) => Promise<T>,
  { scale = 1, initScript }: BannerPageOptions = {},
): Promise<T> {
  const context = await browser.newContext({ viewport: { width: banner.width, height: banner.height }, deviceScaleFactor: scale, serviceWorkers: 'block', acceptDownloads: false });
  if (initScript) await context.addInitScript(initScript);
  const traffic: BannerTraffic = { requests: 0, bytes: 0, remote: [] };
  const noteRemote = (url: string) => {
    if (!traffic.remote.includes(url) && traffic.remote.length < 50) traffic.remote.push(url);
  };
  try {
    await context.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if (url.origin !== ORIGIN) {
        noteRemote(`${url.origin}${url.pathname}`);
        return route.abort('blockedbyclient');
      }
      traffic.requests += 1;
      const file = banner.files.get(decodeURIComponent(url.pathname.slice(1)));
      if (!file) return route.fulfill({ status: 404, body: '' });
      traffic.bytes += file.file.size;
      return route.fulfill({ status: 200, path: file.file.path, contentType: file.type });
    });
    await context.routeWebSocket(/.*/, (socket) => {
      noteRemote(socket.url());
      return socket.close();
    });
    const page = await context.newPage();
    await page.goto(`${ORIGIN}/index.html`, { waitUntil: 'load', timeout: 15_000 });
    return await observe(page, traffic);
  } finally {
    await context.close().catch(() => undefined);
  }
}
