import type { Browser, Locator, Page } from '@playwright/test';
import type { ShareLink } from '@review/contract/sharing';
import { seedDesign } from '../support/design-seed.ts';
import { seedDocument, waitForPages } from '../support/document-seed.ts';
import { expect, test } from '../support/fixtures.ts';
import { screenshotPath } from '../support/screenshot.ts';
import { buildBarcodeClip, hasFfmpeg, NO_FFMPEG, seedVideo, waitForProxy } from '../support/video-clips.ts';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the design comes first, in the first screenful, with the controls under it', async ({ signedInPage: page }) => {
    const design = await seedDesign(page.request, { width: 800, height: 1400 });
    await page.goto(`/asset/${design.asset.id}`);
    const image = page.getByRole('img', { name: 'landing-page, variation 1A' });
    await expect(image).toBeVisible();
    // The whole design is on the first screen, above the version controls.
    await expect(image).toBeInViewport({ ratio: 1 });
    const designTop = (await image.boundingBox())!.y;
    const versionTop = (await page.getByRole('group', { name: 'Versions' }).boundingBox())!.y;
    expect(designTop).toBeLessThan(versionTop);
    // The tools are a compact bar right above it, the zoom bar in view.
    const tools = (await page.getByRole('group', { name: 'Tools' }).boundingBox())!;
    const zoom = page.getByRole('group', { name: 'Zoom' });
    await expect(zoom).toBeInViewport({ ratio: 1 });
    const canvas = (await page.getByRole('region', { name: /^Variation 1A, zoom \d+%$/ }).boundingBox())!;
    expect(canvas.y - tools.y).toBeLessThan(140);
  });
});

test('skip links reach the design and the comments from the top of the page', async ({ signedInPage: page }) => {
  const design = await seedDesign(page.request);
  await page.goto(`/asset/${design.asset.id}`);
  await expect(page.getByRole('img', { name: 'landing-page, variation 1A' })).toBeVisible();

  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Tab');
  const toDesign = page.getByRole('link', { name: 'Skip to the design' });
  await expect(toDesign).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: /^Variation 1A, zoom \d+%$/ })).toBeFocused();

  await page.goto(`/asset/${design.asset.id}`);
  await expect(page.getByRole('img', { name: 'landing-page, variation 1A' })).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to the comments' })).toBeFocused();
  await page.keyboard.press('Enter');
  // The next Tab stop is the sidebar's first: its Comments tab.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('region', { name: 'Review sidebar' }).getByRole('tab', { name: 'Comments' })).toBeFocused();
});

/** The review screen's viewport, whatever the zoom its name gives. */
const viewerOf = (page: Page) => page.getByRole('region', { name: /^Variation .*, zoom \d+%$/ });

/** An image once its pixels have arrived, so its box is the one it keeps. */
async function loaded(image: Locator): Promise<Locator> {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  return image;
}

/** A link to the asset for guests, allowed to draw; its path. */
async function shareLink(page: Page, assetId: number): Promise<string> {
  const response = await page.request.post(`/api/v1/assets/${assetId}/share-links`, { data: { allow_annotations: true } });
  expect(response.status(), await response.text()).toBe(201);
  return new URL(((await response.json()) as { data: ShareLink }).data.link).pathname;
}

/** A rectangle dragged between two fractions of the image's box, in the order given. */
async function dragRectangle(page: Page, image: Locator, from: readonly [number, number], to: readonly [number, number]) {
  const box = (await image.boundingBox())!;
  await page.mouse.move(box.x + box.width * from[0], box.y + box.height * from[1]);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * to[0], box.y + box.height * to[1], { steps: 8 });
  await page.mouse.up();
  const [left, right] = [from[0], to[0]].sort((a, b) => a - b).map((fraction) => box.x + box.width * fraction);
  const [top, bottom] = [from[1], to[1]].sort((a, b) => a - b).map((fraction) => box.y + box.height * fraction);
  return { left: left!, right: right!, top: top!, bottom: bottom! };
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: { left: number; top: number; right: number; bottom: number }) =>
  a.x < b.right && a.x + a.width > b.left && a.y < b.bottom && a.y + a.height > b.top;

test.describe('on a laptop (1280 × 800)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a PDF page gets at least 70% of the height; its thumbnails fold away, remembered, and the design keeps the room', async ({ signedInPage: page }) => {
    const asset = await seedDocument(page.request, 3);
    await waitForPages(page.request, asset.id);
    await page.goto(`/asset/${asset.id}`);
    await loaded(page.getByRole('img', { name: 'brochure, variation 1A, page 1' }));
    const thumbnails = page.getByRole('list', { name: 'Page thumbnails' });
    await expect(thumbnails).toBeVisible();
    const canvasHeight = async () => (await viewerOf(page).boundingBox())!.height;
    expect(await canvasHeight()).toBeGreaterThanOrEqual(0.7 * 800);
    // Nothing of the screen is out of sight: the window does not scroll.
    expect(await page.evaluate(() => document.documentElement.scrollHeight - document.documentElement.clientHeight)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: screenshotPath('review-screen-1280x800.png') });

    const toggle = page.getByRole('button', { name: 'Pages', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(thumbnails).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await canvasHeight()).toBeGreaterThanOrEqual(0.7 * 800);
    // The page controls stay.
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText('Page 2 of 3', { exact: true })).toBeVisible();

    await page.reload();
    await loaded(page.getByRole('img', { name: 'brochure, variation 1A, page 2' }));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(thumbnails).toBeHidden();
    await toggle.click();
    await expect(thumbnails.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test('turning a design check on and off keeps the zoom and the design where it was', async ({ signedInPage: page }) => {
    const design = await seedDesign(page.request, { width: 1200, height: 1600 });
    await page.goto(`/asset/${design.asset.id}`);
    const image = await loaded(page.getByRole('img', { name: 'landing-page, variation 1A' }));
    const zoom = page.getByRole('group', { name: 'Zoom' }).getByLabel('Zoom level');
    const fitted = await zoom.textContent();
    const before = (await image.boundingBox())!;
    const checks = page.getByRole('group', { name: 'Design checks' });
    for (const name of ['Eyedropper', 'Measure', 'Contrast']) {
      await checks.getByRole('button', { name }).click();
      await expect(page.getByRole('region', { name: `${name} results` })).toBeVisible();
      expect(await image.boundingBox()).toEqual(before);
      await expect(zoom).toHaveText(fitted!);
    }
    await checks.getByRole('button', { name: 'Contrast' }).click();
    await expect(page.getByRole('region', { name: 'Contrast results' })).toBeHidden();
    expect(await image.boundingBox()).toEqual(before);
    await expect(zoom).toHaveText(fitted!);
  });

  test('the New Comment box opens beside the rectangle just drawn, not over it', async ({ signedInPage: page }) => {
    const design = await seedDesign(page.request, { width: 1600, height: 1000 });
    await page.goto(`/asset/${design.asset.id}`);
    const image = await loaded(page.getByRole('img', { name: 'landing-page, variation 1A' }));
    await page.getByRole('button', { name: 'Rectangle', exact: true }).click();
    const form = page.getByRole('form', { name: 'New Comment' });
    // Dragged up and to the left, and then near the right edge: the box goes where the shape is not.
    for (const [from, to] of [
      [[0.6, 0.7], [0.35, 0.3]],
      [[0.97, 0.2], [0.7, 0.6]],
    ] as const) {
      const shape = await dragRectangle(page, image, from, to);
      await expect(form).toBeVisible();
      const box = (await form.boundingBox())!;
      expect(overlaps(box, shape), `the box ${JSON.stringify(box)} covers the shape ${JSON.stringify(shape)}`).toBe(false);
      await expect(form).toBeInViewport({ ratio: 1 });
      // Nothing typed: it goes without a question.
      await form.getByRole('button', { name: 'Discard drawing' }).click();
      await expect(form).toBeHidden();
    }
  });
});

/** A review link of a new design opened by a guest on a phone, with every request that is not a read recorded. */
async function openLinkOnPhone(page: Page, browser: Browser) {
  const design = await seedDesign(page.request);
  const link = await shareLink(page, design.asset.id);
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 390, height: 844 } });
  const guest = await context.newPage();
  const sent: string[] = [];
  guest.on('request', (request) => {
    if (request.method() !== 'GET') sent.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  await guest.goto(link);
  return { context, guest, sent };
}

test.describe('a guest on a phone', () => {
  test('draws, and the comment box fits the screen with Submit in full; an empty name is asked for before anything is sent', async ({ signedInPage: page, browser }) => {
    const { context, guest, sent } = await openLinkOnPhone(page, browser);
    const image = await loaded(guest.getByRole('img', { name: 'landing-page, variation 1A' }));
    await guest.getByRole('button', { name: 'Rectangle', exact: true }).click();
    await dragRectangle(guest, image, [0.3, 0.5], [0.7, 0.9]);

    const form = guest.getByRole('form', { name: 'New Comment' });
    await expect(form).toBeInViewport({ ratio: 1 });
    const submit = form.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeInViewport({ ratio: 1 });
    await form.getByRole('textbox', { name: 'Comment' }).fill('The headline is too small here');
    await guest.screenshot({ path: screenshotPath('review-link-phone-comment.png') });

    await submit.click();
    await expect(form.getByText('Please enter your name.')).toBeVisible();
    await expect(form.getByLabel('Your name')).toBeFocused();
    await expect(form.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true');
    expect(sent, 'nothing is sent without a name').toEqual([]);
    await expect(submit).toBeInViewport({ ratio: 1 });

    await form.getByLabel('Your name').fill('Casey Client');
    await expect(form.getByText('Please enter your name.')).toBeHidden();
    await form.getByLabel('Your email').fill('casey@client.example');
    const posted = guest.waitForResponse((response) => response.request().method() === 'POST');
    await submit.click();
    expect((await posted).status()).toBe(201);
    await expect(form).toBeHidden();
    await context.close();
  });

  test('writes in the sidebar: an empty name is asked for before anything is sent', async ({ signedInPage: page, browser }) => {
    const { context, guest, sent } = await openLinkOnPhone(page, browser);
    const form = guest.getByRole('form', { name: 'Add a comment' });
    await form.getByLabel('Comment', { exact: true }).fill('Lovely');
    await form.getByRole('button', { name: 'Post comment' }).click();
    await expect(form.getByText('Please enter your name.')).toBeVisible();
    await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(form.getByLabel('Your name')).toBeFocused();
    expect(sent).toEqual([]);
    await context.close();
  });
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the design checks are in the one row of tools', async ({ signedInPage: page }) => {
    const design = await seedDesign(page.request);
    await page.goto(`/asset/${design.asset.id}`);
    await loaded(page.getByRole('img', { name: 'landing-page, variation 1A' }));
    const tools = (await page.getByRole('group', { name: 'Tools' }).boundingBox())!;
    const checks = page.getByRole('group', { name: 'Design checks' });
    await expect(checks).toBeAttached();
    // The same row as the drawing tools, reached by scrolling it sideways.
    expect(Math.abs((await checks.boundingBox())!.y - tools.y)).toBeLessThanOrEqual(2);
    await checks.getByRole('button', { name: 'Eyedropper' }).click();
    await expect(checks.getByRole('button', { name: 'Eyedropper' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('region', { name: 'Eyedropper results' })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: screenshotPath('review-screen-phone.png') });
  });

  test('a video is on the first screen, under one row of tools, for a member and for a guest', async ({ signedInPage: page }) => {
    test.skip(!hasFfmpeg(), NO_FFMPEG);
    const asset = await seedVideo(page.request, buildBarcodeClip({ seconds: 2 }));
    await waitForProxy(page.request, asset.id);
    const link = await shareLink(page, asset.id);
    for (const path of [`/asset/${asset.id}`, link]) {
      await page.goto(path);
      const video = page.getByLabel(/launch-film, variation 1A/).and(page.locator('video'));
      await expect(video).toBeVisible();
      const picture = (await video.boundingBox())!;
      expect(picture.y, path).toBeLessThan(844 / 2);
      await expect(video).toBeInViewport({ ratio: 1 });
      // Everything above the picture's viewport is one row: the tools, level with each other.
      const tools = (await page.getByRole('group', { name: 'Tools' }).boundingBox())!;
      const viewport = (await page.getByRole('region', { name: /zoom \d+%$/ }).boundingBox())!;
      expect(viewport.y - (tools.y + tools.height), path).toBeLessThanOrEqual(20);
      expect((await page.getByRole('group', { name: 'Pen colour' }).boundingBox())!.y, path).toBeLessThanOrEqual(tools.y + tools.height);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), path).toBeLessThanOrEqual(0);
    }
  });
});
