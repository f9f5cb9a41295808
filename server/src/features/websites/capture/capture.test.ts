import { spawnSync } from 'node:child_process';
import fsp from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumMissing, DEFAULT_CHROMIUM_PATH } from '../../../renderer/chromium.ts';
import { RenderRefusal } from '../../../renderer/operations.ts';
import { captureWebsite } from './capture-website.ts';
import type { CaptureWebsiteArgs, CaptureWebsiteResult } from './contract.ts';

/** A loopback server that counts the connections made to it. */
async function listen(handle: Parameters<typeof createServer>[1]): Promise<{ server: Server; port: number; connections: () => number }> {
  let connections = 0;
  const server = createServer(handle!);
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as { port: number }).port, connections: () => connections };
}

const PAGE_HEIGHT = 2400;
const AUTH = `Basic ${Buffer.from('staging:open sesame').toString('base64')}`;

let site: Awaited<ReturnType<typeof listen>>;
let outside: Awaited<ReturnType<typeof listen>>;
let outDir: string;
let args: (url: string, more?: Partial<CaptureWebsiteArgs>) => CaptureWebsiteArgs;
let captured: CaptureWebsiteResult;
/** A Chromium home left by a renderer that was killed mid-run: its process has gone. */
const abandonedHome = path.join(os.tmpdir(), `review-chromium-${spawnSync('true').pid}-abandoned`);

/**
 * The page the staging site serves: blue, PAGE_HEIGHT tall, a red cookie banner on top, a green
 * square only a phone shows, images and a WebSocket from the port off the allow list.
 */
const page = (outsidePort: number) => `<!doctype html><html><head><title>Staging home</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><style>
  html, body { margin: 0; background: #2050c0; }
  #cookie-consent { position: fixed; top: 0; left: 0; right: 0; height: 120px; background: #ff0000; }
  #touch-only { display: none; position: absolute; top: 200px; left: 0; width: 50px; height: 50px; background: #00a000; }
</style></head><body>
  <div style="height: ${PAGE_HEIGHT}px"></div>
  <div id="cookie-consent">We use cookies</div>
  <div id="touch-only"></div>
  <script>if (navigator.maxTouchPoints > 0 && / Mobile /.test(navigator.userAgent)) document.getElementById('touch-only').style.display = 'block';</script>
  <img style="position: absolute" src="http://127.0.0.1:${outsidePort}/pixel.png" alt=""><img style="position: absolute" src="https://127.0.0.1:${outsidePort}/tracker.png" alt="">
  <script>new WebSocket('ws://127.0.0.1:${outsidePort}/live');</script>
</body></html>`;

beforeAll(async () => {
  outside = await listen((_req, res) => res.end('never to be asked'));
  site = await listen((req, res) => {
    if (req.url === '/start') return res.writeHead(302, { location: '/welcome' }).end();
    if (req.url === '/welcome') {
      if (req.headers.authorization !== AUTH) return res.writeHead(401, { 'www-authenticate': 'Basic realm="staging"' }).end();
      return res.writeHead(200, { 'content-type': 'text/html' }).end(page(outside.port));
    }
    if (req.url === '/moved') return res.writeHead(302, { location: `http://127.0.0.1:${outside.port}/landing` }).end();
    // Tries file: (which Chromium refuses a web page), then leaves the web for about:blank once loaded.
    if (req.url === '/leave') {
      const script = "location.href = 'file:///etc/passwd'; addEventListener('load', () => setTimeout(() => (location.href = 'about:blank'), 100));";
      return res.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><title>Leaving</title><script>${script}</script>`);
    }
    // No meta viewport: a phone lays it out 980 px wide and shows it shrunk to its screen.
    if (req.url === '/desktop-only') return res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><body style="margin: 0"><div style="height: 3920px; background: #2050c0"></div>');
    if (req.url === '/brochure.pdf') return res.writeHead(200, { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="brochure.pdf"' }).end('%PDF-1.4');
    // Never finishes: the document's last bytes never come.
    if (req.url === '/hang') return res.writeHead(200, { 'content-type': 'text/html' }).write('<!doctype html><title>Slow</title><p>Loading');
    res.writeHead(404).end();
  });
  outDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'capture-test-'));
  await fsp.mkdir(abandonedHome);
  // The site is addressed by name: the proxy, not Chromium, resolves it.
  args = (url, more = {}) => ({
    url,
    breakpoints: [1000],
    credentials: null,
    hideSelectors: [],
    allowHosts: [`localhost:${site.port}`],
    timeoutMs: 10_000,
    maxHeight: 20_000,
    chromiumPath: DEFAULT_CHROMIUM_PATH,
    outDir,
    ...more,
  });
  captured = await captureWebsite(
    args(`http://localhost:${site.port}/start`, { breakpoints: [1000, 390], credentials: { username: 'staging', password: 'open sesame' }, hideSelectors: ['#cookie-consent', 'not a [valid selector'] }),
  );
}, 60_000);

afterAll(async () => {
  site.server.closeAllConnections();
  site.server.close();
  outside.server.close();
  await fsp.rm(outDir, { recursive: true, force: true });
  await fsp.rm(abandonedHome, { recursive: true, force: true });
});

const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof RenderRefusal ? error.message : `not a refusal: ${String(error)}`),
  );

describe('website capture', () => {
  it('captures an allow-listed staging page at each breakpoint (a phone as a touch screen), with its credentials, title and final URL, in a fresh Chromium home', async () => {
    expect(captured).toMatchObject({ title: 'Staging home', finalUrl: `http://localhost:${site.port}/welcome` });
    expect(Date.parse(captured.capturedAt)).toBeGreaterThan(Date.now() - 60_000);
    // Its Chromium swept away the home a killed run left behind, and deleted its own.
    const homes = (await fsp.readdir(os.tmpdir())).filter((name) => name.startsWith('review-chromium-'));
    expect(homes).not.toContain(path.basename(abandonedHome));
    expect(homes.filter((name) => name.startsWith(`review-chromium-${process.pid}-`))).toEqual([]);
    expect(captured.captures.map(({ breakpoint, width, height, truncated }) => ({ breakpoint, width, height, truncated }))).toEqual([
      { breakpoint: 1000, width: 1000, height: PAGE_HEIGHT, truncated: false },
      { breakpoint: 390, width: 390, height: PAGE_HEIGHT, truncated: false },
    ]);
    const pixel = async (file: string, top: number) => [...(await sharp(file).extract({ left: 10, top, width: 1, height: 1 }).raw().toBuffer()).subarray(0, 3)];
    for (const { png, width, height } of captured.captures) {
      expect(await sharp(png.path).metadata()).toMatchObject({ format: 'png', width, height });
      // The cookie banner was hidden: its red strip is the page's blue.
      expect(await pixel(png.path, 10)).toEqual([0x20, 0x50, 0xc0]);
    }
    // The phone breakpoint is a phone's touch screen to the page's script, the desktop's is not.
    expect(await pixel(captured.captures[0]!.png.path, 210)).toEqual([0x20, 0x50, 0xc0]);
    expect(await pixel(captured.captures[1]!.png.path, 210)).toEqual([0x00, 0xa0, 0x00]);
  });

  it('refuses what the page loads or opens (a WebSocket) from a private port off the allow list, and that port sees no request', () => {
    expect(captured.refused).toEqual(
      expect.arrayContaining([
        { url: `http://127.0.0.1:${outside.port}/pixel.png`, reason: 'private address' },
        { url: `https://127.0.0.1:${outside.port}/tracker.png`, reason: 'private address' },
        { url: `ws://127.0.0.1:${outside.port}/live`, reason: 'private address' },
      ]),
    );
    expect(captured.refused).toHaveLength(3);
    expect(outside.connections()).toBe(0);
  });

  it('refuses a page that redirects to a private port off the allow list, without reaching it, one whose credentials fail and a download', async () => {
    expect(await refusalOf(captureWebsite(args(`http://localhost:${site.port}/moved`)))).toBe(
      `The page sent the capture on to http://127.0.0.1:${outside.port}/landing, a private address (this server, its network, link-local or cloud metadata), which captures may not reach; an operator can allow a staging host with CAPTURE_ALLOW_HOSTS.`,
    );
    expect(await refusalOf(captureWebsite(args(`http://127.0.0.1:${outside.port}/`)))).toMatch(/^http:\/\/127\.0\.0\.1:\d+ is on a private address/);
    expect(await refusalOf(captureWebsite(args(`http://localhost:${site.port}/welcome`, { credentials: { username: 'staging', password: 'wrong' } })))).toBe(
      'The site did not accept the user name and password (401 Unauthorized).',
    );
    expect(await refusalOf(captureWebsite(args(`http://localhost:${site.port}/brochure.pdf`)))).toBe(
      `http://localhost:${site.port}/brochure.pdf starts a download rather than showing a page, so there is nothing to capture.`,
    );
    expect(outside.connections()).toBe(0);
  });

  it('cuts a page that never finishes loading at the time limit, and a page taller than the limit at maxHeight; shrinks a page without a meta viewport to a phone', async () => {
    expect(await refusalOf(captureWebsite(args(`http://localhost:${site.port}/hang`, { timeoutMs: 2000 })))).toBe('The page did not finish loading within 2 seconds, so it was not captured.');
    const tall = await captureWebsite(args(`http://localhost:${site.port}/welcome`, { credentials: { username: 'staging', password: 'open sesame' }, maxHeight: 1000 }));
    expect(tall.captures[0]).toMatchObject({ height: 1000, truncated: true });
    expect(await sharp(tall.captures[0]!.png.path).metadata()).toMatchObject({ width: 1000, height: 1000 });
    // A page without a meta viewport, on a phone: its 980 px layout shrunk to the screen's 390.
    const shrunk = await captureWebsite(args(`http://localhost:${site.port}/desktop-only`, { breakpoints: [390] }));
    expect(shrunk.captures[0]).toMatchObject({ width: 390, height: 1560, truncated: false });
    expect(await sharp(shrunk.captures[0]!.png.path).metadata()).toMatchObject({ width: 390, height: 1560 });
  });

  it('refuses a file: URL before Chromium starts, says what to install without Chromium, and captures nothing of a page that leaves the web', async () => {
    expect(await refusalOf(captureWebsite(args('file:///etc/passwd', { chromiumPath: '/nowhere/chromium' })))).toBe('Only http and https pages can be captured; "file:///etc/passwd" is not one.');
    expect(await refusalOf(captureWebsite(args(`http://localhost:${site.port}/start`, { chromiumPath: '/nowhere/chromium' })))).toBe(chromiumMissing('/nowhere/chromium'));
    expect(await refusalOf(captureWebsite(args(`http://localhost:${site.port}/leave`)))).toBe('The page moved to "about:blank"; captures open only http and https pages.');
  });
});
