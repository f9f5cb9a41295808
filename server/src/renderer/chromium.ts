import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';

/** Debian's package; `CHROMIUM_PATH` names another. */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/** What a person is told when the server has no browser to run a page in. */
export const chromiumMissing = (executable: string) =>
  `The server has no Chromium at ${executable}: install Debian's chromium package (apt-get install chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.`;

export async function hasChromium(executable: string): Promise<boolean> {
  return fsp.access(executable, fsp.constants.X_OK).then(
    () => true,
    () => false,
  );
}

/** What every page Chromium opens for us shares: no GPU, extensions or sync, and a renderer heap as small as the file renderer's. */
const COMMON_ARGS = [
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-extensions',
  '--disable-sync',
  '--disable-background-networking',
  '--no-first-run',
  '--mute-audio',
  '--renderer-process-limit=2',
  '--js-flags=--max-old-space-size=256',
];

/** The proxy a website capture's browser must use for every connection, and its credential. */
export interface ChromiumProxy {
  /** `http://127.0.0.1:<port>`. */
  server: string;
  username: string;
  password: string;
}

/**
 * Chromium's network flags. Without a proxy of the caller's (banners: pages served by the caller's
 * `route` handlers, which never reach the network) every connection goes to a proxy that does not
 * exist. With one (website captures) Playwright's `proxy` launch option sends every connection to it,
 * loopback included, and answers its 407 with the credential. Either way Chromium resolves no name
 * itself (the proxy's own address, an IP literal, is the one exception a capture needs): a proxied
 * request's host name is handed to the proxy, which resolves it and checks the addresses it connects
 * to, and nothing else Chromium might look up (a prefetch, a WebRTC candidate) resolves. No QUIC and
 * no WebRTC UDP go around the proxy.
 */
const networkArgs = (proxy: ChromiumProxy | undefined) => [
  ...(proxy ? [] : ['--proxy-server=http://127.0.0.1:9', '--proxy-bypass-list=<-loopback>']),
  `--host-resolver-rules=MAP * ~NOTFOUND${proxy ? ', EXCLUDE 127.0.0.1' : ''}`,
  '--disable-quic',
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
];

/** A run's home folder: `review-chromium-<pid of the process that made it>-<random>`. */
const HOME_PREFIX = 'review-chromium-';

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

let swept = false;

/**
 * Deletes the home folders of runs whose process has died (a renderer killed for its time or memory
 * limit never reaches its `finally`), once per process, so a page's profile never outlives its run
 * for long. A folder whose process still runs, or whose name holds no process id, is left alone.
 */
async function sweepAbandonedHomes(): Promise<void> {
  if (swept) return;
  swept = true;
  const names = await fsp.readdir(os.tmpdir()).catch(() => []);
  await Promise.all(
    names.map(async (name) => {
      const pid = Number(new RegExp(`^${HOME_PREFIX}(\\d+)-`).exec(name)?.[1]);
      if (!pid || pid === process.pid || isRunning(pid)) return;
      await fsp.rm(path.join(os.tmpdir(), name), { recursive: true, force: true });
    }),
  );
}

/** A run that passed its time limit: the browser was killed. */
export class ChromiumTimeout extends Error {}

/** Chromium refuses its sandbox to root; elsewhere it runs in it unless the system lacks what it needs (user namespaces). */
const canSandbox = () => process.getuid?.() !== 0;

/**
 * Runs `use` with a headless Chromium started for it alone and closed after, whatever happens: a
 * fresh profile and home folder (deleted after, or by a later run once its process has died), an
 * environment of its own (never the server's settings or secrets), its own sandbox where the system
 * allows it, and `timeoutMs` for the whole run, after which the browser is killed and the run rejects. The one way the server starts a
 * browser: banners, and website captures, which pass `proxy` (the outbound proxy of
 * net/outbound-proxy.ts and its credential) for every connection the page makes.
 */
export async function withChromium<T>(executable: string, timeoutMs: number, use: (browser: Browser) => Promise<T>, { proxy }: { proxy?: ChromiumProxy } = {}): Promise<T> {
  // Loaded on first use: playwright-core takes most of a second to load, which every renderer start
  // (and every render's time limit after a crash) would otherwise pay, banner or not.
  const { chromium } = await import('playwright-core');
  await sweepAbandonedHomes();
  const home = await fsp.mkdtemp(path.join(os.tmpdir(), `${HOME_PREFIX}${process.pid}-`));
  const launch = (sandbox: boolean) =>
    chromium.launch({
      executablePath: executable,
      headless: true,
      chromiumSandbox: sandbox,
      proxy,
      args: [...networkArgs(proxy), ...COMMON_ARGS],
      env: { HOME: home, XDG_CONFIG_HOME: home, XDG_CACHE_HOME: home, TMPDIR: home, LANG: 'C.UTF-8' },
      timeout: Math.min(timeoutMs, 30_000),
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });
  let browser: Browser | null = null;
  let timer: NodeJS.Timeout | undefined;
  try {
    browser = canSandbox() ? await launch(true).catch(() => launch(false)) : await launch(false);
    const opened = browser;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChromiumTimeout(`Chromium took longer than ${Math.round(timeoutMs / 1000)} seconds`)), timeoutMs);
    });
    return await Promise.race([use(opened), expired]);
  } finally {
    clearTimeout(timer);
    await browser?.close().catch(() => undefined);
    await fsp.rm(home, { recursive: true, force: true });
  }
}
