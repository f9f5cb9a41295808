import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import type { Asset } from '@review/contract/assets';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { seedProject } from '../support/project-seed.ts';

// axe-core is injected as an inline script, which the app's Content-Security-Policy would block.
test.use({ bypassCSP: true });

const WIDTH = 800;
const HEIGHT = 400;

/** An 800×400 PNG: the left half #777777, the right half #FFFFFF (a known pair: 4.48:1). */
function twoHalves(): Promise<Buffer> {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) pixels.fill(x < WIDTH / 2 ? 0x77 : 0xff, (y * WIDTH + x) * 3, (y * WIDTH + x) * 3 + 3);
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } }).png().toBuffer();
}

/** Where an image pixel shows on the page now, whatever the zoom and scroll. */
async function screenOf(image: Locator, x: number, y: number) {
  const box = (await image.boundingBox())!;
  return { x: box.x + (x * box.width) / WIDTH, y: box.y + (y * box.height) / HEIGHT };
}

async function dragOver(page: Page, image: Locator, from: [number, number], to: [number, number]) {
  const start = await screenOf(image, ...from);
  const end = await screenOf(image, ...to);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(end.x, end.y, { steps: 8 });
  await page.mouse.up();
}

test('the eyedropper, measure and contrast read the image’s own pixels, and a result goes into a comment as a chip', async ({ signedInPage: page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const project = await seedProject(page.request, `Checks ${Date.now() % 100000}`);
  const upload = await page.request.post('/api/v1/upload/design_files', {
    multipart: { project_id: String(project.id), design_file: { name: 'halves.png', mimeType: 'image/png', buffer: await twoHalves() } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const asset = ((await upload.json()) as { data: Asset }).data;
  await page.goto(`/asset/${asset.id}`);
  const image = page.getByRole('img', { name: 'halves, variation 1A' });
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);

  // At 50 %, so screen pixels and image pixels differ.
  await page.keyboard.press('1');
  for (let step = 0; step < 5; step += 1) await page.keyboard.press('-');
  await expect(page.getByRole('group', { name: 'Zoom' }).getByLabel('Zoom level')).toHaveText('50%');
  await expect.poll(async () => (await image.boundingBox())!.width).toBeCloseTo(WIDTH / 2, 0);

  // Eyedropper (D): the readout follows the pointer; a click keeps the colour.
  const checks = page.getByRole('group', { name: 'Design checks' });
  await page.keyboard.press('d');
  await expect(checks.getByRole('button', { name: 'Eyedropper' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Hand (pan)' })).toHaveAttribute('aria-pressed', 'false');
  const eyedropper = page.getByRole('region', { name: 'Eyedropper results' });
  await expect(eyedropper).toContainText('from the original file');
  const left = await screenOf(image, 150, 200);
  await page.mouse.move(left.x, left.y);
  await expect(eyedropper).toContainText('Pointer#777777rgb(119, 119, 119)');
  await page.mouse.click(left.x, left.y);
  await expect(eyedropper.getByTestId('kept-colour')).toHaveText('Kept#777777rgb(119, 119, 119)');
  const right = await screenOf(image, 650, 200);
  await page.mouse.move(right.x, right.y);
  await expect(page.getByTestId('design-check-overlay')).toContainText('#FFFFFFrgb(255, 255, 255)');
  await expectNoSeriousViolations(page);

  // Measure (U): from (200, 100) to (500, 340) is 300 × 240 px, 384.2 px apart, at 50 % as at any zoom.
  await checks.getByRole('button', { name: 'Measure' }).click();
  await dragOver(page, image, [200, 100], [500, 340]);
  const measure = page.getByRole('region', { name: 'Measure results' });
  await expect(measure.getByTestId('measure-result')).toHaveText('Distance 384.2 px · Box 300 × 240 px at 200, 100');
  await page.screenshot({ path: test.info().outputPath('design-checks-measure.png') });

  // Contrast (C): click the text, then the background.
  await page.keyboard.press('c');
  const contrast = page.getByRole('region', { name: 'Contrast results' });
  await page.mouse.click(left.x, left.y);
  await page.mouse.click(right.x, right.y);
  await expect(contrast.getByLabel('Text')).toHaveValue('#777777');
  await expect(contrast.getByLabel('Background')).toHaveValue('#FFFFFF');
  const result = contrast.getByTestId('contrast-result');
  await expect(result).toContainText('4.48:1');
  await expect(result).toContainText('AA normal fail');
  await expect(result).toContainText('AA large pass');
  await expect(result).toContainText('AAA normal fail');
  await expect(result).toContainText('APCA Lc 71.1');
  // A box over both halves finds them itself: the larger part (white) is the background.
  await contrast.getByLabel('Text').fill('#000000');
  await expect(result).toContainText('21.00:1');
  await dragOver(page, image, [300, 100], [600, 300]);
  await expect(contrast.getByLabel('Text')).toHaveValue('#777777');
  await expect(contrast.getByLabel('Background')).toHaveValue('#FFFFFF');
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: test.info().outputPath('design-checks-contrast.png') });

  // Add to comment: the composer opens with the chip; posted, the comment shows it as a chip.
  const chip = 'Contrast: #777777 on #FFFFFF: 4.48:1, AA large, Lc 71.1';
  await contrast.getByRole('button', { name: 'Add to comment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a comment' });
  await expect(dialog.getByLabel('Comment')).toHaveValue(`[${chip}] `);
  await dialog.getByLabel('Comment').pressSequentially('Too light for body text.');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  const posted = page.getByRole('region', { name: 'Review sidebar' }).getByTestId('check-chip');
  await expect(posted).toHaveText(chip);
  await page.screenshot({ path: test.info().outputPath('design-checks-comment.png') });
  // The API keeps plain text, for e-mail, search and exports.
  const comments = (await (await page.request.get(`/api/v1/comments?asset=${asset.id}`)).json()) as { data: { content: string }[] };
  expect(comments.data.map((comment) => comment.content)).toContain(`[${chip}] Too light for body text.`);
});
