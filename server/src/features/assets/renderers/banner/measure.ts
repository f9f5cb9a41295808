import { createHash } from 'node:crypto';
import fsp from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { chromiumMissing, hasChromium, withChromium } from '../../../../renderer/chromium.ts';
import { RenderRefusal } from '../refusal.ts';
import { readAdSize } from './ad-size.ts';
import { openBannerPage } from './banner-page.ts';
import { recordBanner, recordingScale, RECORDING_FPS, type BannerRecording } from './record.ts';
import { BANNER_NO_SIZE } from './refusals.ts';
import { unpackBanner } from './unpack.ts';
import { VIRTUAL_CLOCK } from './virtual-clock.ts';

/** What a banner did in Chromium, measured as an ad server's checks see it. */
export interface BannerMeasures {
  /** Bytes and requests of its own files until the page's load event: its initial load. */
  load_bytes: number;
  load_requests: number;
  /** The same once watching ended (what it loads later, politely, included). */
  total_bytes: number;
  total_requests: number;
  /** When its picture last changed; `still_moving` when it was still changing when watching ended. */
  animation_ms: number;
  still_moving: boolean;
  /** How many times it played: its first picture seen again after it had moved on counts a new play. */
  loops: number;
  /** The clickTag variable its script defines (clickTag, clickTAG or clicktag), or null. */
  click_tag: string | null;
  /** Addresses outside its own files it asked for: refused, never fetched. */
  remote: string[];
}

/** What the render-banner job gets: the measures, and the animation recorded as a video (null, with the reason, when it could not be). */
export interface BannerRun {
  measures: BannerMeasures;
  recording: BannerRecording | null;
  recording_failed: string | null;
}

/** The end frame is held this long after the animation stops, so a comment can sit on it. */
const END_FRAME_MS = 500;

/** A recording's length: the animation and its held end frame, at most `maxSeconds`; a still banner gets a second. */
export const recordingLength = (measures: Pick<BannerMeasures, 'animation_ms' | 'still_moving'>, maxSeconds: number) =>
  Math.min(maxSeconds * 1000, measures.still_moving ? Infinity : Math.ceil((measures.animation_ms + END_FRAME_MS) / (1000 / RECORDING_FPS)) * (1000 / RECORDING_FPS));

/** Longer than any banner may run (the IAB's 15 s, Google's 30 s), so an endless one is told apart. */
const WATCH_MS = 32_000;
const STEP_MS = 100;
/** A picture unchanged this long is the end frame (a pause within an animation is shorter). */
const SETTLED_MS = 6_000;

const frameHash = async (page: Page) => createHash('sha1').update(await page.screenshot({ type: 'png' })).digest('hex');

async function watch(page: Page) {
  const start = Date.now();
  const first = await frameHash(page);
  let previous = first;
  let lastChange = 0;
  let restarts = 0;
  let leftFirst = false;
  for (let at = 0; at < WATCH_MS; at = Date.now() - start) {
    await page.waitForTimeout(STEP_MS);
    const hash = await frameHash(page);
    const now = Date.now() - start;
    if (hash !== previous) {
      lastChange = now;
      if (hash === first && leftFirst) restarts += 1;
      if (hash !== first) leftFirst = true;
      previous = hash;
    } else if (now - lastChange > SETTLED_MS) {
      return { animation_ms: lastChange, still_moving: false, loops: leftFirst ? restarts + 1 : 0 };
    }
  }
  return { animation_ms: Date.now() - start, still_moving: true, loops: restarts + 1 };
}

const readClickTag = (page: Page) =>
  page.evaluate(() => {
    const scope = window as unknown as Record<string, unknown>;
    const value = scope.clickTag ?? scope.clickTAG ?? scope.clicktag;
    return typeof value === 'string' && value.trim() ? value.trim().slice(0, 500) : null;
  });

/** Recording gives up after two and a half minutes (record.ts); its encoding's end and the page's closing take a few seconds more. */
const RECORDING_RUN_MS = 165_000;

/**
 * Plays a banner ZIP in headless Chromium and measures it: its initial load (bytes and requests up to
 * the load event), its animation's length and loops (by its pictures, whatever animates it: CSS,
 * canvas or a script library), its clickTag and what it tried to fetch from elsewhere. Then plays it
 * again, from its start, on a clock of the recorder's (record.ts) for as long as it animates (at
 * most `recordSeconds`), as the video the review screen's Recording plays. Runs in the renderer
 * process; refuses with the reason when there is no Chromium. A recording that fails leaves the
 * measures, with the reason.
 */
export async function measureBanner(zipPath: string, outDir: string, { chromiumPath, recordSeconds }: { chromiumPath: string; recordSeconds: number }): Promise<BannerRun> {
  if (!(await hasChromium(chromiumPath))) throw new RenderRefusal(chromiumMissing(chromiumPath));
  const files = await unpackBanner(zipPath, outDir);
  try {
    const size = readAdSize(await fsp.readFile(files.get('index.html')!.file.path, 'utf8'));
    if (!size) throw new RenderRefusal(BANNER_NO_SIZE);
    return await withChromium(chromiumPath, WATCH_MS + RECORDING_RUN_MS + 10_000, async (browser) => {
      const banner = { files, ...size };
      // The animation is timed from the load event, as ad servers count it; it may have begun before, which the recording, from the page's start, includes.
      let beforeLoadMs = 0;
      const measures: BannerMeasures = await openBannerPage(browser, banner, async (page, traffic) => {
        const load = { load_bytes: traffic.bytes, load_requests: traffic.requests };
        beforeLoadMs = await page.evaluate(() => performance.now());
        const animation = await watch(page);
        return { ...load, total_bytes: traffic.bytes, total_requests: traffic.requests, ...animation, click_tag: await readClickTag(page), remote: [...traffic.remote] };
      });
      try {
        const scale = recordingScale(size);
        const length = recordingLength({ ...measures, animation_ms: beforeLoadMs + measures.animation_ms }, recordSeconds);
        const recording = await openBannerPage(browser, banner, (page) => recordBanner(page, { ...size, scale }, length, outDir), { scale, initScript: VIRTUAL_CLOCK });
        return { measures, recording, recording_failed: null };
      } catch (error) {
        return { measures, recording: null, recording_failed: error instanceof RenderRefusal ? error.message : 'Chromium could not record the banner.' };
      }
    });
  } finally {
    await Promise.all([...files.values()].map((item) => fsp.rm(item.file.path, { force: true })));
  }
}
