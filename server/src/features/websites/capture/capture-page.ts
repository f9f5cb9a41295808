import type { BrowserContextOptions, Page } from 'playwright-core';
import sharp from 'sharp';

/** After the load event: how long the page may keep fetching before it is taken as it is. */
const SETTLE_MS = 5_000;
/** Scrolling down the page so lazy images load, at most this long, a pause a screenful. */
const SCROLL_MS = 5_000;
const SCROLL_PAUSE_MS = 100;
/** Fonts still loading after scrolling are waited for this long at most. */
const FONTS_MS = 2_000;
const SCREENSHOT_MS = 20_000;
/** The longest a breakpoint takes once its page has loaded: the whole capture's time limit counts it. */
export const AFTER_LOAD_MS = SETTLE_MS + SCROLL_MS + FONTS_MS + SCREENSHOT_MS + 3_000;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** A viewport as tall as the kind of screen that width is (desktop, tablet, phone), for pages sized in vh. */
export const viewportHeight = (width: number) => (width >= 1024 ? 900 : width >= 600 ? 1024 : 844);

/** Widths up to this are phones: captured as a phone shows the page, not as a narrow desktop window. */
const PHONE_MAX_WIDTH = 480;
export const isPhoneWidth = (width: number) => width <= PHONE_MAX_WIDTH;

/**
 * How a breakpoint's page is emulated: a phone's is mobile (its meta viewport obeyed, a touch screen,
 * Chrome for Android's user agent for sites that choose by it), so a site's phone layout is what the
 * reviewer sees. Chromium drops touch emulation while it takes a page beyond the viewport, so CSS
 * asking `(pointer: coarse)` is not applied in the picture; scripts that ask for touch are answered.
 * The device scale stays 1 at every width: a capture's pixels are its CSS pixels, which pins are
 * stored in and compare, What changed and the report measure, and a phone's 3x would make each capture
 * nine times the pixels to store, render and tile.
 */
export function deviceOf(width: number, browserVersion: string): Pick<BrowserContextOptions, 'isMobile' | 'hasTouch' | 'deviceScaleFactor' | 'userAgent'> {
  if (!isPhoneWidth(width)) return { isMobile: false, hasTouch: false, deviceScaleFactor: 1 };
  const major = browserVersion.split('.')[0];
  const userAgent = `Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.0.0 Mobile Safari/537.36`;
  return { isMobile: true, hasTouch: true, deviceScaleFactor: 1, userAgent };
}

/**
 * Gets a loaded page ready for its picture: scrolled down a screenful at a time to the height that
 * will be captured so lazy images load, back at the top, then the network quiet and fonts ready.
 * Each wait is bounded here, in Node, as the page's own timers may never fire.
 */
export async function settlePage(page: Page, maxHeight: number): Promise<void> {
  const scrolled = page
    .evaluate(
      async ({ maxHeight, budgetMs, pauseMs }) => {
        const started = performance.now();
        const step = Math.max(200, window.innerHeight);
        for (let y = step; y < Math.min(document.documentElement.scrollHeight, maxHeight) && performance.now() - started < budgetMs; y += step) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, pauseMs));
        }
        window.scrollTo(0, 0);
      },
      { maxHeight, budgetMs: SCROLL_MS, pauseMs: SCROLL_PAUSE_MS },
    )
    .catch(() => undefined);
  await Promise.race([scrolled, pause(SCROLL_MS + 1_000)]);
  await page.waitForLoadState('networkidle', { timeout: SETTLE_MS }).catch(() => undefined);
  await Promise.race([page.evaluate(() => document.fonts.ready.then(() => undefined)).catch(() => undefined), pause(FONTS_MS)]);
}

/**
 * Hides what the project lists (cookie banners and the like) by each matching element's own style,
 * which a page's Content-Security-Policy does not forbid the way it may an injected stylesheet. Run
 * just before the picture, so a banner a script added late is hidden too; a selector that is not
 * valid CSS is passed over.
 */
export async function hideElements(page: Page, selectors: string[]): Promise<void> {
  if (selectors.length === 0) return;
  await page.evaluate((list) => {
    for (const selector of list) {
      let found: NodeListOf<Element>;
      try {
        found = document.querySelectorAll(selector);
      } catch {
        continue;
      }
      for (const element of found) if (element instanceof HTMLElement || element instanceof SVGElement) element.style.setProperty('display', 'none', 'important');
    }
  }, selectors);
}

/**
 * The full page at the viewport's width, cut at `maxHeight`; CSS animations finished, so two captures
 * of a still page are the same picture. A page with no meta viewport is laid out by a phone 980 px
 * wide and shown shrunk to the screen: it is taken at its layout's width and shrunk the same way.
 */
export async function screenshotPage(page: Page, width: number, maxHeight: number): Promise<{ png: Buffer; height: number; truncated: boolean }> {
  const layout = await page.evaluate(() => ({
    width: window.innerWidth,
    height: Math.max(document.documentElement.scrollHeight, document.body?.scrollHeight ?? 0, window.innerHeight),
  }));
  const shrink = Math.min(1, width / layout.width);
  const full = Math.round(layout.height * shrink);
  const height = Math.min(full, maxHeight);
  const clip = { x: 0, y: 0, width: Math.round(width / shrink), height: Math.round(height / shrink) };
  const png = await page.screenshot({ type: 'png', fullPage: true, clip, animations: 'disabled', timeout: SCREENSHOT_MS });
  if (shrink === 1) return { png, height, truncated: full > maxHeight };
  return { png: await sharp(png).resize(width, height, { fit: 'fill' }).png().toBuffer(), height, truncated: full > maxHeight };
}
