import type { Browser, Locator, Page } from '@playwright/test';
import type { Comment } from '@review/contract/comments';
import type { ShareLink } from '@review/contract/sharing';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { seedDocument, waitForPages } from '../support/document-seed.ts';
import { seedChangedVersion, seedDesign, type SeededDesign } from '../support/design-seed.ts';
import { expect, test } from '../support/fixtures.ts';

// axe-core is injected as an inline script, which the app's Content-Security-Policy would block.
test.use({ bypassCSP: true });

/** The review screen's viewport, whatever the zoom its name gives. */
const viewerOf = (page: Page) => page.getByRole('region', { name: /^Variation .*, zoom \d+%$/ });
const zoomBarOf = (scope: Page | Locator) => scope.getByRole('group', { name: 'Zoom' });

/** An image once its pixels have arrived, so its box is the one it keeps. */
async function loaded(image: Locator): Promise<Locator> {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  return image;
}

/** The whole image is in view: its box lies inside the viewport's. */
async function expectWhole(image: Locator, viewport: Locator) {
  await expect
    .poll(async () => {
      const [picture, view] = [(await image.boundingBox())!, (await viewport.boundingBox())!];
      return picture.x >= view.x && picture.y >= view.y && picture.x + picture.width <= view.x + view.width + 0.5 && picture.y + picture.height <= view.y + view.height + 0.5;
    })
    .toBe(true);
}

/** The zoom bar's percentage as a number. */
async function zoomLevel(scope: Page | Locator): Promise<number> {
  return Number((await zoomBarOf(scope).getByLabel('Zoom level').textContent())!.replace('%', ''));
}

/** The image is drawn at 100 %: one image pixel per CSS pixel. */
async function expectActualSize(image: Locator, width: number) {
  await expect.poll(async () => (await image.boundingBox())!.width).toBeCloseTo(width, 0);
}

test('a PDF page opens whole; 1 shows it at 100 %, W across the width, 0 fits again, and the window resizing refits it', async ({ signedInPage: page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const asset = await seedDocument(page.request, 2);
  await waitForPages(page.request, asset.id);
  await page.goto(`/asset/${asset.id}`);
  const image = await loaded(page.getByRole('img', { name: 'brochure, variation 1A, page 1' }));
  const viewer = viewerOf(page);
  const bar = zoomBarOf(page);
  await expectWhole(image, viewer);
  await expect(bar.getByRole('button', { name: 'Fit to screen' })).toHaveAttribute('aria-pressed', 'true');
  const fitted = await zoomLevel(page);
  expect(fitted).toBeGreaterThan(10);
  expect(fitted).toBeLessThan(100);
  // Centred across: as much grey on either side.
  const [picture, view] = [(await image.boundingBox())!, (await viewer.boundingBox())!];
  expect(Math.abs(picture.x - view.x - (view.x + view.width - picture.x - picture.width))).toBeLessThanOrEqual(2);
  const natural = await image.evaluate((element: HTMLImageElement) => ({ width: element.naturalWidth, height: element.naturalHeight }));
  await expectNoSeriousViolations(page);

  await page.keyboard.press('1');
  await expect(bar.getByLabel('Zoom level')).toHaveText('100%');
  await expect(bar.getByRole('button', { name: '100% (actual size)' })).toHaveAttribute('aria-pressed', 'true');
  await expectActualSize(image, natural.width);

  await page.keyboard.press('w');
  await expect(bar.getByRole('button', { name: 'Fit width' })).toHaveAttribute('aria-pressed', 'true');
  // The page spans the viewport's width (less the stage's padding) and runs below it.
  await expect.poll(async () => (await image.boundingBox())!.width).toBeGreaterThan(view.width - 100);
  expect((await image.boundingBox())!.width).toBeLessThanOrEqual(view.width);
  expect(await viewer.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  expect(await viewer.evaluate((element) => element.scrollHeight - element.clientHeight)).toBeGreaterThan(0);

  await page.keyboard.press('0');
  await expect(bar.getByLabel('Zoom level')).toHaveText(`${fitted}%`);
  await expectWhole(image, viewer);

  // The buttons do the same as the keys.
  await bar.getByRole('button', { name: '100% (actual size)' }).click();
  await expect(bar.getByLabel('Zoom level')).toHaveText('100%');
  await bar.getByRole('button', { name: 'Fit to screen' }).click();
  await expect(bar.getByLabel('Zoom level')).toHaveText(`${fitted}%`);

  // While fitted, a smaller window fits the page again; a zoom of one's own stays as it is.
  await page.setViewportSize({ width: 1440, height: 700 });
  await expect.poll(() => zoomLevel(page)).toBeLessThan(fitted);
  await expectWhole(image, viewer);
  await page.keyboard.press('+');
  const chosen = await zoomLevel(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(viewer).toHaveAttribute('aria-label', new RegExp(`zoom ${chosen}%$`));
  await expect(bar.getByLabel('Zoom level')).toHaveText(`${chosen}%`);

  // The shortcuts dialog lists the keys.
  await page.keyboard.press('0');
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  for (const label of ['Fit to screen', 'Fit width', '100% (actual size)']) await expect(help.getByText(label, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
});

test('a tall image opens whole; the zoom chosen on an asset stays through another version and a return to it', async ({ signedInPage: page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const design = await seedDesign(page.request, { width: 600, height: 3000 });
  await seedChangedVersion(page.request, design);
  const other = await seedDesign(page.request);
  await page.goto(`/asset/${design.asset.id}`);
  await expect(page.getByText('Version: 2')).toBeVisible();
  const newest = await loaded(page.getByRole('img', { name: 'landing-page, variation 2A' }));
  await expectWhole(newest, viewerOf(page));
  expect(await zoomLevel(page)).toBeLessThan(30);

  await page.keyboard.press('1');
  await expectActualSize(newest, 600);
  await page.getByRole('group', { name: 'Versions' }).getByRole('button', { name: 'Version 1' }).click();
  const first = await loaded(page.getByRole('img', { name: 'landing-page, variation 1A' }));
  await expect(zoomBarOf(page).getByLabel('Zoom level')).toHaveText('100%');
  await expectActualSize(first, 600);

  // Another asset has its own zoom: it opens fitted.
  await page.goto(`/asset/${other.asset.id}`);
  await loaded(page.getByRole('img', { name: 'landing-page, variation 1A' }));
  await expect(zoomBarOf(page).getByRole('button', { name: 'Fit to screen' })).toHaveAttribute('aria-pressed', 'true');

  // Back to the tall one in the same tab: still 100 %.
  await page.goBack();
  await loaded(page.getByRole('img', { name: 'landing-page, variation 1A' }));
  await expect(zoomBarOf(page).getByLabel('Zoom level')).toHaveText('100%');
  await expect(zoomBarOf(page).getByRole('button', { name: '100% (actual size)' })).toHaveAttribute('aria-pressed', 'true');

  // Fit to the width, then a fresh visit of the asset keeps that too.
  await zoomBarOf(page).getByRole('button', { name: 'Fit width' }).click();
  await page.goto(`/asset/${design.asset.id}`);
  await loaded(page.getByRole('img', { name: 'landing-page, variation 2A' }));
  await expect(zoomBarOf(page).getByRole('button', { name: 'Fit width' })).toHaveAttribute('aria-pressed', 'true');
});

test('compare fits both sides in every mode', async ({ signedInPage: page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const design = await seedDesign(page.request, { width: 1600, height: 1200 });
  await seedChangedVersion(page.request, design);
  await page.goto(`/asset/${design.asset.id}`);
  await page.getByRole('button', { name: 'Compare' }).click();
  const dialog = page.getByRole('dialog', { name: 'Compare' });
  const a = await loaded(dialog.getByRole('img', { name: 'A: Version 1 · 1A' }));
  const b = await loaded(dialog.getByRole('img', { name: 'B: Version 2 · 2A' }));
  const panes = dialog.getByRole('region');
  await expectWhole(a, panes.first());
  await expectWhole(b, panes.last());
  // 1 picks side by side here; 100 % is the zoom bar's button.
  await expect(zoomBarOf(dialog).getByRole('button', { name: '100% (actual size)' })).not.toHaveAttribute('aria-keyshortcuts');
  await zoomBarOf(dialog).getByRole('button', { name: '100% (actual size)' }).click();
  await expectActualSize(b, 1600);
  await page.keyboard.press('0');
  await expectWhole(b, panes.last());

  await page.keyboard.press('2');
  await expectWhole(dialog.getByRole('img', { name: 'A: Version 1 · 1A' }), dialog.getByRole('region', { name: /^Wipe between/ }));
  await page.keyboard.press('3');
  await expectWhole(dialog.getByRole('img', { name: 'A: Version 1 · 1A' }), dialog.getByRole('region', { name: /over/ }));
  await page.keyboard.press('4');
  await expectWhole(dialog.getByRole('img', { name: /^Pixel difference/ }), dialog.getByRole('region', { name: /^Difference between/ }));
  await page.keyboard.press('Escape');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the design opens whole and nothing scrolls sideways', async ({ signedInPage: page }) => {
    const design = await seedDesign(page.request);
    await page.goto(`/asset/${design.asset.id}`);
    const image = await loaded(page.getByRole('img', { name: 'landing-page, variation 1A' }));
    await expectWhole(image, viewerOf(page));
    await expect(zoomBarOf(page)).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await zoomBarOf(page).getByRole('button', { name: '100% (actual size)' }).click();
    await expectActualSize(image, design.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });
});

/** A browser with no account, holding the link. */
async function openAsGuest(browser: Browser, linkPath: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport, bypassCSP: true });
  const page = await context.newPage();
  await page.goto(linkPath);
  return { context, page };
}

/** Where an image pixel is on the page. */
async function pixelToPage(image: Locator, design: SeededDesign, x: number, y: number) {
  const box = (await image.boundingBox())!;
  return { x: box.x + (x * box.width) / design.width, y: box.y + (y * box.height) / design.height };
}

test('a guest gets the viewer: fitted, 1 and 0, Ctrl + wheel, drag to pan, and drawing on target at 150 %', async ({ signedInPage: page, browser }) => {
  const design = await seedDesign(page.request, { width: 1200, height: 1600 });
  const response = await page.request.post(`/api/v1/assets/${design.asset.id}/share-links`, { data: { allow_annotations: true } });
  expect(response.status(), await response.text()).toBe(201);
  const link = new URL(((await response.json()) as { data: ShareLink }).data.link).pathname;

  const { context, page: guest } = await openAsGuest(browser, link, { width: 1280, height: 800 });
  const image = await loaded(guest.getByRole('img', { name: 'landing-page, variation 1A' }));
  const viewer = guest.getByRole('region', { name: /^landing-page, variation 1A, zoom \d+%$/ });
  await expectWhole(image, viewer);
  await expect(zoomBarOf(guest).getByRole('button', { name: 'Fit to screen' })).toHaveAttribute('aria-pressed', 'true');
  const fitted = await zoomLevel(guest);
  await expectNoSeriousViolations(guest);

  await guest.keyboard.press('1');
  await expect(zoomBarOf(guest).getByLabel('Zoom level')).toHaveText('100%');
  await expectActualSize(image, 1200);
  // Drag to pan (no tool picked: the hand).
  const view = (await viewer.boundingBox())!;
  const before = await viewer.evaluate((element) => [element.scrollLeft, element.scrollTop]);
  await guest.mouse.move(view.x + view.width / 2, view.y + view.height / 2);
  await guest.mouse.down();
  await guest.mouse.move(view.x + view.width / 2 - 120, view.y + view.height / 2 - 150, { steps: 5 });
  await guest.mouse.up();
  const after = await viewer.evaluate((element) => [element.scrollLeft, element.scrollTop]);
  expect(after[0]! - before[0]!).toBeCloseTo(120, -1);
  expect(after[1]! - before[1]!).toBeCloseTo(150, -1);

  await guest.keyboard.press('0');
  await expect(zoomBarOf(guest).getByLabel('Zoom level')).toHaveText(`${fitted}%`);
  await expectWhole(image, viewer);
  await guest.mouse.move(view.x + view.width / 2, view.y + view.height / 2);
  await guest.keyboard.down('Control');
  await guest.mouse.wheel(0, -100);
  await guest.keyboard.up('Control');
  await expect.poll(() => zoomLevel(guest)).toBe(fitted + 5);

  // At 150 % a rectangle lands on the pixels it was drawn over, and its marker on its first one.
  await guest.keyboard.press('1');
  await zoomBarOf(guest).getByRole('button', { name: 'Zoom in' }).click();
  for (let i = 0; i < 4; i += 1) await guest.keyboard.press('+');
  await expect(zoomBarOf(guest).getByLabel('Zoom level')).toHaveText('150%');
  await guest.keyboard.press('r');
  // Zoomed about the middle, so the middle of the image is in view.
  const start = await pixelToPage(image, design, 560, 760);
  const end = await pixelToPage(image, design, 700, 840);
  for (const point of [start, end]) {
    expect(point.x).toBeGreaterThan(view.x);
    expect(point.y).toBeGreaterThan(view.y);
    expect(point.x).toBeLessThan(view.x + view.width);
    expect(point.y).toBeLessThan(view.y + view.height);
  }
  await guest.mouse.move(start.x, start.y);
  await guest.mouse.down();
  await guest.mouse.move(end.x, end.y, { steps: 8 });
  await guest.mouse.up();
  const form = guest.getByRole('form', { name: 'New Comment' });
  await form.getByLabel('Your name').fill('Casey Client');
  await form.getByLabel('Your email').fill('casey@client.example');
  await form.getByRole('textbox', { name: 'Comment' }).fill('Larger, please');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form).toBeHidden();
  await context.close();

  const comments = (await (await page.request.get(`/api/v1/comments?asset=${design.asset.id}`)).json()) as { data: Comment[] };
  const mark = comments.data[0]!.annotation!;
  expect(Math.abs(mark.starting_point.x - 560)).toBeLessThanOrEqual(2);
  expect(Math.abs(mark.starting_point.y - 760)).toBeLessThanOrEqual(2);
  const xs = mark.path.map((point) => point.x);
  const ys = mark.path.map((point) => point.y);
  expect(Math.abs(Math.max(...xs) - 700)).toBeLessThanOrEqual(2);
  expect(Math.abs(Math.max(...ys) - 840)).toBeLessThanOrEqual(2);
});

test('a guest on a phone sees the design whole', async ({ signedInPage: page, browser }) => {
  const design = await seedDesign(page.request, { width: 600, height: 3000 });
  const response = await page.request.post(`/api/v1/assets/${design.asset.id}/share-links`, { data: {} });
  expect(response.status(), await response.text()).toBe(201);
  const link = new URL(((await response.json()) as { data: ShareLink }).data.link).pathname;
  const { context, page: guest } = await openAsGuest(browser, link, { width: 390, height: 844 });
  const image = await loaded(guest.getByRole('img', { name: 'landing-page, variation 1A' }));
  await expectWhole(image, guest.getByRole('region', { name: /^landing-page, variation 1A, zoom/ }));
  expect(await guest.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await context.close();
});
