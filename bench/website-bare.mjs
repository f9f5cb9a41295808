#!/usr/bin/env node
// The bare twin of bench/website.mjs, in a process of its own: a plain playwright-core script taking the
// same captures of the same page with the same Chromium: one page per width, the viewport's height by
// kind of screen, a phone (≤ 480 px) emulated as one, the load event, a scroll down for lazy images,
// network idle (at most 5 s) and fonts, then a full-page PNG cut at 20,000 px, written to a folder.
// Run by the benchmark: node bench/website-bare.mjs <url> <out folder> <width>...
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const [url, outDir, ...widths] = process.argv.slice(2);
const MAX_HEIGHT = 20_000;
const viewportHeight = (width) => (width >= 1024 ? 900 : width >= 600 ? 1024 : 844);
const isPhone = (width) => width <= 480;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--disable-gpu', '--disable-dev-shm-usage'] });
const phoneAgent = `Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${browser.version().split('.')[0]}.0.0.0 Mobile Safari/537.36`;
const contexts = new Map();
const contextFor = async (width) => {
  const phone = isPhone(width);
  if (!contexts.has(phone)) contexts.set(phone, await browser.newContext(phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 1, userAgent: phoneAgent } : { deviceScaleFactor: 1 }));
  return contexts.get(phone);
};
try {
  for (const width of widths.map(Number)) {
    const page = await (await contextFor(width)).newPage();
    await page.setViewportSize({ width, height: viewportHeight(width) });
    await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
    await page.evaluate(async (maxHeight) => {
      for (let y = globalThis.innerHeight; y < Math.min(globalThis.document.documentElement.scrollHeight, maxHeight); y += globalThis.innerHeight) {
        globalThis.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      globalThis.scrollTo(0, 0);
    }, MAX_HEIGHT);
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    await page.evaluate(() => globalThis.document.fonts.ready.then(() => undefined));
    const height = Math.min(await page.evaluate(() => globalThis.document.documentElement.scrollHeight), MAX_HEIGHT);
    fs.writeFileSync(path.join(outDir, `${width}.png`), await page.screenshot({ type: 'png', fullPage: true, clip: { x: 0, y: 0, width, height } }));
    await page.close();
  }
} finally {
  await browser.close();
}
