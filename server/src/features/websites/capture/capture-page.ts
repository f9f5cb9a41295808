import type { Page } from 'playwright-core';

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

/** The full page at the viewport's width, cut at `maxHeight`; CSS animations finished, so two captures of a still page are the same picture. */
export async function screenshotPage(page: Page, width: number, maxHeight: number): Promise<{ png: Buffer; height: number; truncated: boolean }> {
  const full = await page.evaluate(() => Math.max(document.documentElement.scrollHeight, document.body?.scrollHeight ?? 0, window.innerHeight));
  const height = Math.min(full, maxHeight);
  const png = await page.screenshot({ type: 'png', fullPage: true, clip: { x: 0, y: 0, width, height }, animations: 'disabled', timeout: SCREENSHOT_MS });
  return { png, height, truncated: full > maxHeight };
}
