import type { Locator, Page } from '@playwright/test';
import type { ShareLinkReply } from '@review/contract/sharing';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { seedDocument, seedDocumentVersion, waitForPages } from '../support/document-seed.ts';
import { screenshotPath } from '../support/screenshot.ts';

/** Draws a pen stroke over the part of the image in view, between two points given as fractions of that part. */
async function drawStroke(page: Page, image: Locator, from: [number, number], to: [number, number]) {
  const picture = (await image.boundingBox())!;
  const view = (await page.getByRole('region', { name: /^Variation .*, zoom/ }).boundingBox())!;
  const left = Math.max(picture.x, view.x);
  const top = Math.max(picture.y, view.y);
  const width = Math.min(picture.x + picture.width, view.x + view.width) - left;
  const height = Math.min(picture.y + picture.height, view.y + view.height) - top;
  await page.mouse.move(left + width * from[0], top + height * from[1]);
  await page.mouse.down();
  await page.mouse.move(left + width * to[0], top + height * to[1], { steps: 8 });
  await page.mouse.up();
}

test('a PDF is reviewed page by page: a comment drawn on page 2 stays on page 2, and two versions compare on that page', async ({ signedInPage: page }) => {
  const asset = await seedDocument(page.request);
  await waitForPages(page.request, asset.id);
  await page.goto(`/asset/${asset.id}`);

  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(page.getByText('Page 1 of 3', { exact: true })).toBeVisible();
  await expect(pages.getByRole('button', { name: /^Page \d$/ })).toHaveCount(3);
  await expect(page.getByRole('img', { name: 'brochure, variation 1A, page 1' })).toBeVisible();

  // Page 2 from its thumbnail: the URL, the header and the image follow.
  await pages.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(page.getByText('Page 2 of 3', { exact: true })).toBeVisible();
  const pageTwo = page.getByRole('img', { name: 'brochure, variation 1A, page 2' });
  await expect(pageTwo).toBeVisible();
  await expect.poll(() => pageTwo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Pen', exact: true }).click();
  await drawStroke(page, pageTwo, [0.3, 0.4], [0.5, 0.55]);
  const form = page.getByRole('form', { name: 'New Comment' });
  await form.getByRole('textbox', { name: 'Comment' }).fill('Crop the picture on page 2');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form).toBeHidden();
  const marker = page.getByRole('button', { name: 'Comment 1', exact: true });
  await expect(marker).toBeVisible();
  const thread = page.getByRole('article', { name: /^Comment by/ }).filter({ hasText: 'Crop the picture on page 2' });
  await expect(thread.getByText('Page 2', { exact: true })).toBeVisible();

  const saved = (await (await page.request.get(`/api/v1/comments?asset=${asset.id}`)).json()) as { data: { page: number; content: string }[] };
  expect(saved.data.map((comment) => [comment.content, comment.page])).toEqual([['Crop the picture on page 2', 2]]);

  // After a reload the URL still opens page 2 with its marker; other pages have none.
  await page.reload();
  await expect(page.getByText('Page 2 of 3', { exact: true })).toBeVisible();
  await expect(marker).toBeVisible();
  await page.keyboard.press('PageUp');
  await expect(page.getByText('Page 1 of 3', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'brochure, variation 1A, page 1' })).toBeVisible();
  await expect(marker).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Page number' }).fill('3');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Page 3 of 3', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'brochure, variation 1A, page 3' })).toBeVisible();
  await expect(marker).toHaveCount(0);

  // The sidebar lists every page's threads, or only this page's.
  await expect(thread).toBeVisible();
  await page.getByRole('group', { name: 'Comments of' }).getByRole('button', { name: 'This page' }).click();
  await expect(thread).toHaveCount(0);
  await page.keyboard.press('PageUp');
  await expect(page.getByText('Page 2 of 3', { exact: true })).toBeVisible();
  await expect(thread).toBeVisible();
  await expect(marker).toBeVisible();

  // Version 2, also 3 pages: compared with version 1 on page 2, in every mode, and page by page.
  await seedDocumentVersion(page.request, asset);
  await waitForPages(page.request, asset.id);
  // Opened afresh (the URL held version 1), the newest version shows, on the page asked for.
  await page.goto(`/asset/${asset.id}?page=2`);
  await expect(page.getByText('Version: 2')).toBeVisible();
  await expect(page.getByText('Page 2 of 3', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Compare' }).click();
  const dialog = page.getByRole('dialog', { name: 'Compare' });
  await expect(dialog.getByRole('textbox', { name: 'Page number' })).toHaveValue('2');
  await expect(dialog.getByRole('img', { name: 'A: Version 1 · 1A · page 2' })).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'B: Version 2 · 2A · page 2' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Wipe' }).click();
  await expect(dialog.getByRole('slider', { name: 'Wipe divider' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Overlay' }).click();
  await expect(dialog.getByRole('img', { name: 'B: Version 2 · 2A · page 2' })).toHaveCSS('opacity', '0.5');
  await dialog.getByRole('button', { name: 'Difference' }).click();
  const difference = dialog.getByRole('img', { name: 'Pixel difference between Version 1 · 1A · page 2 and Version 2 · 2A · page 2' });
  await expect(difference).toBeVisible();
  await expect.poll(async () => Number(await difference.getAttribute('data-changed')), { timeout: 10_000 }).toBeGreaterThan(1000);
  await page.keyboard.press('PageDown');
  await expect(dialog.getByRole('textbox', { name: 'Page number' })).toHaveValue('3');
  await expect(dialog.getByRole('img', { name: 'Pixel difference between Version 1 · 1A · page 3 and Version 2 · 2A · page 3' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Previous page' }).click();
  await dialog.getByRole('button', { name: 'Side by side' }).click();
  await expect(dialog.getByRole('img', { name: 'A: Version 1 · 1A · page 2' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test.describe('the page strip', () => {
  // axe-core is injected as an inline script, which the app's Content-Security-Policy would block.
  test.use({ bypassCSP: true });

  test('a twelve-page brochure shows its pages as a strip, with a marker on its page and each thread saying its page', async ({ signedInPage: page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const asset = await seedDocument(page.request, 12);
    await waitForPages(page.request, asset.id);
    const variationId = asset.versions[0]!.variations[0]!.id;
    const box = [
      { x: 120, y: 250 },
      { x: 1200, y: 250 },
      { x: 1200, y: 520 },
      { x: 120, y: 520 },
    ];
    const drawn = await page.request.post('/api/v1/annotation-comments', {
      data: { variation_id: variationId, page: 3, content: 'The headline wraps badly here — shorten it?', color: 'red', shape: 'rect', starting_point: JSON.stringify([box[0]]), path: JSON.stringify(box) },
    });
    expect(drawn.status(), await drawn.text()).toBe(201);
    const written = await page.request.post('/api/v1/comments', { data: { variation_id: variationId, page: 7, content: 'The price list is out of date.' } });
    expect(written.status(), await written.text()).toBe(201);

    await page.goto(`/asset/${asset.id}?page=3`);
    await expect(page.getByText('Page 3 of 12', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Comment 1', exact: true })).toBeVisible();
    const threads = page.getByRole('list', { name: 'Open comments' }).getByRole('article');
    await expect(threads.filter({ hasText: 'shorten it?' }).getByText('Page 3', { exact: true })).toBeVisible();
    await expect(threads.filter({ hasText: 'price list' }).getByText('Page 7', { exact: true })).toBeVisible();
    const strip = page.getByRole('list', { name: 'Page thumbnails' });
    await expect(strip.getByRole('button', { name: 'Page 3', exact: true })).toHaveAttribute('aria-current', 'page');
    // The thumbnails in view (lazy ones load as they come into view) have loaded before the picture is taken.
    const thumbnailsLoaded = (images: HTMLImageElement[]) => images.filter((image) => image.getBoundingClientRect().right <= window.innerWidth).every((image) => image.complete && image.naturalWidth > 0);
    await expect.poll(() => strip.locator('img').evaluateAll(thumbnailsLoaded)).toBe(true);
    await expect.poll(() => page.getByRole('img', { name: 'brochure, variation 1A, page 3' }).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await page.screenshot({ path: screenshotPath('document-pages.png') });
    await expectNoSeriousViolations(page);
  });
});

test('a review link turns a document page by page, and a guest comments on the page on screen', async ({ signedInPage: page, browser }) => {
  const asset = await seedDocument(page.request);
  await waitForPages(page.request, asset.id);
  const created = await page.request.post(`/api/v1/assets/${asset.id}/share-links`);
  expect(created.status(), await created.text()).toBe(201);
  const link = new URL(((await created.json()) as ShareLinkReply).data.link).pathname;

  // axe-core is injected as an inline script, which the app's Content-Security-Policy would block.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, bypassCSP: true });
  const guest = await context.newPage();
  await guest.goto(`${link}?page=2`);
  await expect(guest.getByText('Page 2 of 3', { exact: true })).toBeVisible();
  await expect(guest.getByRole('img', { name: 'brochure, variation 1A, page 2' })).toBeVisible();
  await guest.keyboard.press('PageDown');
  await expect(guest.getByText('Page 3 of 3', { exact: true })).toBeVisible();
  await guest.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Previous page' }).click();
  await expect(guest.getByRole('img', { name: 'brochure, variation 1A, page 2' })).toBeVisible();
  // The thumbnails are one Tab stop; the arrow keys move the page and the focus with it.
  const thumbnails = guest.getByRole('list', { name: 'Page thumbnails' });
  await thumbnails.getByRole('button', { name: 'Page 2', exact: true }).focus();
  await guest.keyboard.press('ArrowLeft');
  await expect(guest.getByText('Page 1 of 3', { exact: true })).toBeVisible();
  await expect(thumbnails.getByRole('button', { name: 'Page 1', exact: true })).toBeFocused();
  await guest.keyboard.press('ArrowRight');
  await expect(thumbnails.getByRole('button', { name: 'Page 2', exact: true })).toBeFocused();
  await expectNoSeriousViolations(guest);

  await guest.getByLabel('Your name').fill('Casey Client');
  await guest.getByLabel('Your email').fill('casey@client.example');
  await guest.getByLabel('Comment', { exact: true }).fill('Can the second page breathe a little more?');
  await guest.getByRole('button', { name: 'Post comment' }).click();
  const thread = guest.getByRole('complementary', { name: 'Comments' }).getByRole('article').filter({ hasText: 'breathe' });
  await expect(thread.getByText('Page 2', { exact: true })).toBeVisible();
  await context.close();

  const saved = (await (await page.request.get(`/api/v1/comments?asset=${asset.id}`)).json()) as { data: { page: number; content: string }[] };
  expect(saved.data.map((comment) => [comment.content, comment.page])).toEqual([['Can the second page breathe a little more?', 2]]);
});
