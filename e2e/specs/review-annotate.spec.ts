import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { seedDesign, type SeededDesign } from '../support/design-seed.ts';

/** Where an image pixel is on the page, from the image's box and its natural size. */
async function pixelToPage(image: Locator, asset: SeededDesign, x: number, y: number) {
  const box = (await image.boundingBox())!;
  return { x: box.x + (x * box.width) / asset.width, y: box.y + (y * box.height) / asset.height };
}

/** The image pixel under a marker's centre. */
async function markerPixel(marker: Locator, image: Locator, asset: SeededDesign) {
  const mark = (await marker.boundingBox())!;
  const box = (await image.boundingBox())!;
  return { x: ((mark.x + mark.width / 2 - box.x) / box.width) * asset.width, y: ((mark.y + mark.height / 2 - box.y) / box.height) * asset.height };
}

async function zoomTo(page: Page, percent: number) {
  const level = page.getByRole('group', { name: 'Zoom' }).getByLabel('Zoom level');
  while (Number((await level.textContent())!.replace('%', '')) < percent) await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(level).toHaveText(`${percent}%`);
}

/** The marker lands on the pixel the stroke started on, and the stroke spans the pixels it was drawn over. */
async function expectOnTarget(page: Page, asset: SeededDesign) {
  const image = page.getByRole('img', { name: 'landing-page, variation 1A' });
  const marker = page.getByRole('button', { name: 'Comment 1', exact: true });
  await expect(marker).toBeVisible();
  const centre = await markerPixel(marker, image, asset);
  expect(Math.abs(centre.x - 200)).toBeLessThanOrEqual(1.5);
  expect(Math.abs(centre.y - 150)).toBeLessThanOrEqual(1.5);

  const stroke = page.locator('g[data-comment-id] path').last();
  const strokeBox = (await stroke.boundingBox())!;
  const imageBox = (await image.boundingBox())!;
  const toImage = (px: number, size: number, start: number, length: number) => ((px - start) / length) * size;
  // The path's box (without its stroke width) covers image pixels 200–400 × 150–300.
  expect(Math.abs(toImage(strokeBox.x, asset.width, imageBox.x, imageBox.width) - 200)).toBeLessThanOrEqual(3);
  expect(Math.abs(toImage(strokeBox.x + strokeBox.width, asset.width, imageBox.x, imageBox.width) - 400)).toBeLessThanOrEqual(3);
  expect(Math.abs(toImage(strokeBox.y, asset.height, imageBox.y, imageBox.height) - 150)).toBeLessThanOrEqual(3);
  expect(Math.abs(toImage(strokeBox.y + strokeBox.height, asset.height, imageBox.y, imageBox.height) - 300)).toBeLessThanOrEqual(3);
}

test('a stroke and its marker stay on the pixels they were drawn on, at every zoom and after a reload', async ({ signedInPage: page }) => {
  const asset = await seedDesign(page.request);
  await page.goto(`/asset/${asset.asset.id}`);
  const image = page.getByRole('img', { name: 'landing-page, variation 1A' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  // It opens fitted to the viewport.
  await expect(page.getByRole('group', { name: 'Zoom' }).getByRole('button', { name: 'Fit to screen' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Pen', exact: true }).click();
  const points = [
    [200, 150],
    [260, 190],
    [330, 240],
    [400, 300],
  ] as const;
  const start = await pixelToPage(image, asset, 200, 150);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (const [x, y] of points.slice(1)) {
    const at = await pixelToPage(image, asset, x, y);
    await page.mouse.move(at.x, at.y, { steps: 5 });
  }
  await page.mouse.up();

  const form = page.getByRole('form', { name: 'New Comment' });
  await expect(form).toBeVisible();
  await form.getByRole('textbox', { name: 'Comment' }).fill('Move the headline up');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form).toBeHidden();
  await expectOnTarget(page, asset);

  await zoomTo(page, 150);
  await expectOnTarget(page, asset);

  await page.reload();
  await expect(image).toBeVisible();
  await expectOnTarget(page, asset);
  await zoomTo(page, 150);
  await expectOnTarget(page, asset);
});

test('X, Escape and Ctrl+Z discard a bare drawing at once; a refused one keeps its text and shows why', async ({ signedInPage: page }) => {
  const asset = await seedDesign(page.request);
  await page.goto(`/asset/${asset.asset.id}`);
  const image = page.getByRole('img', { name: 'landing-page, variation 1A' });
  await expect(image).toBeVisible();
  await page.keyboard.press('p');
  await expect(page.getByRole('button', { name: 'Pen', exact: true })).toHaveAttribute('aria-pressed', 'true');

  const drawStroke = async () => {
    const from = await pixelToPage(image, asset, 100, 100);
    const to = await pixelToPage(image, asset, 300, 200);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 8 });
    await page.mouse.up();
  };
  const form = page.getByRole('form', { name: 'New Comment' });
  await drawStroke();
  await form.getByRole('button', { name: 'Discard drawing' }).click();
  await expect(form).toBeHidden();
  await drawStroke();
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await drawStroke();
  await expect(form.getByRole('textbox', { name: 'Comment' })).toBeFocused();
  await page.keyboard.press('Control+z');
  await expect(form).toBeHidden();
  await expect(page.locator('[data-draft]')).toHaveCount(0);

  await page.route('**/api/v1/annotation-comments', (route) => route.fulfill({ status: 422, json: { message: 'Annotation points must lie on the image.' } }));
  await drawStroke();
  await form.getByRole('textbox', { name: 'Comment' }).fill('Keep me');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('alert')).toHaveText('Annotation points must lie on the image.');
  await expect(form.getByRole('textbox', { name: 'Comment' })).toHaveValue('Keep me');
  await page.unroute('**/api/v1/annotation-comments');
  // With text typed, the X asks first.
  await form.getByRole('button', { name: 'Discard drawing' }).click();
  await page.getByRole('dialog', { name: 'Discard this comment?' }).getByRole('button', { name: 'Discard' }).click();
  await expect(form).toBeHidden();

  const comments = await page.request.get(`/api/v1/comments?asset=${asset.asset.id}`);
  expect((await comments.json()).data).toEqual([]);
});
