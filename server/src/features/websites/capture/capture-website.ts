import { createHash, randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ReceivedFile } from '../../../blob/blob-store.ts';
import { authorityOf, checkDestination, destinationOf } from '../../../net/outbound-guard.ts';
import { startOutboundProxy, type OutboundProxy } from '../../../net/outbound-proxy.ts';
import { ChromiumTimeout, chromiumMissing, hasChromium, withChromium } from '../../../renderer/chromium.ts';
import { RenderRefusal } from '../../../renderer/operations.ts';
import { AFTER_LOAD_MS, deviceOf, hideElements, isPhoneWidth, screenshotPage, settlePage, viewportHeight } from './capture-page.ts';
import type { CaptureWebsiteArgs, CaptureWebsiteResult, CapturedBreakpoint, RefusedRequest } from './contract.ts';
import { didNotLoad, isADownload, leftTheWeb, ledToPrivate, needsCredentials, notAWebAddress, privateDestination, tookTooLong, unknownHost, unreachable } from './refusals.ts';

/** Starting Chromium, on a loaded machine. */
const LAUNCH_MS = 30_000;
/** What the requester allows beyond Chromium's own limit, so a capture that runs long is stopped here, with this feature's sentence. */
const REQUEST_MARGIN_MS = 10_000;
const MAX_REFUSED_LISTED = 50;

const isWeb = (url: string) => /^https?:/i.test(url);
const authorityOfUrl = (url: string) => {
  if (!URL.canParse(url)) return null;
  const { host, port } = destinationOf(new URL(url));
  return authorityOf(host, port);
};

/** The longest Chromium may run for a capture, its start included. */
const chromiumLimitMs = ({ breakpoints, timeoutMs }: Pick<CaptureWebsiteArgs, 'breakpoints' | 'timeoutMs'>) => LAUNCH_MS + breakpoints.length * (timeoutMs + AFTER_LOAD_MS);

/** What the renderer request asking for a capture should allow: Chromium's limit and a margin. */
export const captureTimeLimitMs = (args: Pick<CaptureWebsiteArgs, 'breakpoints' | 'timeoutMs'>) => chromiumLimitMs(args) + REQUEST_MARGIN_MS;

/** The URL as one a capture may open, or the sentence why not: only http and https, before anything starts. */
function webUrl(url: string): URL {
  const parsed = URL.canParse(url) ? new URL(url) : null;
  if (!parsed || !isWeb(parsed.protocol)) throw new RenderRefusal(notAWebAddress(url));
  return parsed;
}

/**
 * The page's requests the proxy refused. Only destinations the pages asked for count: Chromium's own
 * traffic (its component updater, Google's sign-in check) passes through the proxy as well, and is
 * no part of the site. A plain request's refusal names its URL; a tunnel's names only host:port, so
 * the page's own URLs for it are listed.
 */
function refusedRequests(proxy: OutboundProxy, requested: Set<string>): RefusedRequest[] {
  const listed = new Map<string, RefusedRequest>();
  for (const refusal of proxy.refusals) {
    const seen = [...requested].filter((url) => authorityOfUrl(url) === refusal.authority);
    if (seen.length === 0) continue;
    for (const url of refusal.target.startsWith('https:') ? seen : [refusal.target]) if (!listed.has(url)) listed.set(url, { url, reason: refusal.reason });
  }
  return [...listed.values()].slice(0, MAX_REFUSED_LISTED);
}

interface Run {
  args: CaptureWebsiteArgs;
  url: URL;
  proxy: OutboundProxy;
  written: ReceivedFile[];
  progress: (percent: number) => void;
}

/**
 * Why the page at `url` was not opened, in words: a step of its navigation (the URL or a redirect)
 * the proxy refused, credentials missing or refused, a load past the time limit, a download, or the
 * browser's own error.
 */
function explainNavigation({ proxy, url, args }: Run, navigated: string[], loaded: { status: number | null; error: Error | null }): RenderRefusal | null {
  for (const step of navigated) {
    const refusal = proxy.refusals.find((entry) => entry.authority === authorityOfUrl(step));
    if (!refusal) continue;
    if (refusal.reason === 'unknown host') return new RenderRefusal(unknownHost(new URL(step).hostname));
    return new RenderRefusal(step === url.href ? privateDestination(url.origin) : ledToPrivate(step));
  }
  const { error } = loaded;
  if (loaded.status === 401) return new RenderRefusal(needsCredentials(Boolean(args.credentials)));
  if (!error) return null;
  if (error.name === 'TimeoutError') return new RenderRefusal(didNotLoad(args.timeoutMs));
  if (error.message.includes('Download is starting')) return new RenderRefusal(isADownload(url.href));
  return new RenderRefusal(unreachable(url.href, /net::ERR_[A-Z_]+/.exec(error.message)?.[0] ?? 'the browser could not load it'));
}

async function writePng(outDir: string, png: Buffer): Promise<ReceivedFile> {
  const file = path.join(outDir, `${randomUUID()}.png`);
  await fsp.writeFile(file, png, { flag: 'wx' });
  return { path: file, size: png.length, sha256: createHash('sha256').update(png).digest('hex') };
}

/** One breakpoint in a page of its own: loaded, settled, cookie banners hidden, the picture written. */
async function captureBreakpoint(context: BrowserContext, run: Run, breakpoint: number, requested: Set<string>) {
  const { args, url } = run;
  const page: Page = await context.newPage();
  try {
    const navigated: string[] = [];
    let leftFor: string | null = null;
    let answered: number | null = null;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigated.push(request.url());
    });
    // A 401 whose credentials Chromium gave up on fails the navigation, but its answer is seen here.
    page.on('response', (response) => {
      if (response.request().isNavigationRequest() && response.frame() === page.mainFrame()) answered = response.status();
    });
    // A navigation guard: Chromium itself refuses file: and chrome: to a web page; should the main frame still leave the web, nothing is captured.
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && !isWeb(frame.url())) leftFor = frame.url();
    });
    page.on('popup', (popup) => void popup.close().catch(() => undefined));
    page.on('websocket', (socket) => requested.add(socket.url()));
    await page.setViewportSize({ width: breakpoint, height: viewportHeight(breakpoint) });
    const loaded = await page.goto(url.href, { waitUntil: 'load', timeout: args.timeoutMs }).then(
      (response) => ({ status: response?.status() ?? answered, error: null }),
      (error: Error) => ({ status: answered, error }),
    );
    const refusal = explainNavigation(run, navigated, loaded);
    if (refusal) throw refusal;
    await settlePage(page, args.maxHeight);
    await hideElements(page, args.hideSelectors);
    if (leftFor !== null || !isWeb(page.url())) throw new RenderRefusal(leftTheWeb(leftFor ?? page.url()));
    const shot = await screenshotPage(page, breakpoint, args.maxHeight);
    const png = await writePng(args.outDir, shot.png);
    run.written.push(png);
    const capture: CapturedBreakpoint = { breakpoint, width: breakpoint, height: shot.height, truncated: shot.truncated, png };
    return { capture, title: await page.title(), finalUrl: page.url() };
  } finally {
    await page.close().catch(() => undefined);
  }
}

async function captureIn(browser: Browser, run: Run): Promise<CaptureWebsiteResult> {
  const { args, url } = run;
  const requested = new Set<string>();
  // One context for the widths a window shows and one for phones, whose emulation is the context's:
  // the windows' breakpoints share a cache, as one visitor's tabs would.
  const contexts = new Map<boolean, BrowserContext>();
  const contextFor = async (breakpoint: number) => {
    const phone = isPhoneWidth(breakpoint);
    const open = contexts.get(phone);
    if (open) return open;
    const context = await browser.newContext({
      ...deviceOf(breakpoint, browser.version()),
      acceptDownloads: false,
      serviceWorkers: 'block',
      permissions: [],
      javaScriptEnabled: true,
      httpCredentials: args.credentials ? { ...args.credentials, origin: url.origin } : undefined,
    });
    context.on('request', (request) => void requested.add(request.url()));
    contexts.set(phone, context);
    return context;
  };
  try {
    const captures: CapturedBreakpoint[] = [];
    let first: { title: string; finalUrl: string; capturedAt: string } | null = null;
    for (const [index, breakpoint] of args.breakpoints.entries()) {
      const capturedAt = new Date().toISOString();
      const shot = await captureBreakpoint(await contextFor(breakpoint), run, breakpoint, requested);
      first ??= { title: shot.title, finalUrl: shot.finalUrl, capturedAt };
      captures.push(shot.capture);
      run.progress(Math.floor(((index + 1) * 100) / args.breakpoints.length));
    }
    return { ...first!, refused: refusedRequests(run.proxy, requested), captures };
  } finally {
    await Promise.all([...contexts.values()].map((context) => context.close().catch(() => undefined)));
  }
}

/**
 * The renderer operation `captureWebsite`: the page at `url`, full length, once per breakpoint, in a
 * headless Chromium of its own whose every connection goes through an outbound proxy started for
 * this capture (net/outbound-proxy.ts: private addresses refused unless the host is on `allowHosts`).
 * A URL that is not http(s), a host the guard refuses or that does not resolve, and a server with no
 * Chromium are refused before Chromium starts; a page that does not load in `timeoutMs`, or whose
 * navigation the proxy refuses, is refused with a sentence. PNGs are written to `outDir`, and removed
 * again when the capture fails.
 */
export async function captureWebsite(args: CaptureWebsiteArgs, progress: (percent: number) => void = () => undefined): Promise<CaptureWebsiteResult> {
  const url = webUrl(args.url);
  if (args.breakpoints.length === 0) throw new RenderRefusal('A capture needs at least one breakpoint.');
  if (!(await hasChromium(args.chromiumPath))) throw new RenderRefusal(chromiumMissing(args.chromiumPath));
  const { host, port } = destinationOf(url);
  const checked = await checkDestination(host, port, args.allowHosts);
  if (checked.verdict === 'private address') throw new RenderRefusal(privateDestination(url.origin));
  if (checked.verdict === 'unknown host') throw new RenderRefusal(unknownHost(url.hostname));

  const proxy = await startOutboundProxy({ allowHosts: args.allowHosts });
  const run: Run = { args, url, proxy, written: [], progress };
  const limitMs = chromiumLimitMs(args);
  try {
    return await withChromium(args.chromiumPath, limitMs, (browser) => captureIn(browser, run), { proxy: { server: proxy.url, username: proxy.username, password: proxy.password } });
  } catch (error) {
    await Promise.all(run.written.map((file) => fsp.rm(file.path, { force: true })));
    throw error instanceof ChromiumTimeout ? new RenderRefusal(tookTooLong(limitMs)) : error;
  } finally {
    await proxy.close();
  }
}
