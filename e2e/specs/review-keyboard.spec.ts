import type { APIRequestContext, Locator } from '@playwright/test';
import type { Comment } from '@review/contract/comments';
import { expect, test } from '../support/fixtures.ts';
import { seedVariation } from '../support/asset-seed.ts';
import { seedChangedVersion, seedDesign, type SeededDesign } from '../support/design-seed.ts';

/** An annotation comment through the API, as the spec's clients send it (points as JSON text). */
async function seedAnnotation(request: APIRequestContext, variationId: number, at: { x: number; y: number }, content: string): Promise<Comment> {
  const response = await request.post('/api/v1/annotation-comments', {
    data: { variation_id: variationId, starting_point: JSON.stringify([at]), path: JSON.stringify([at, { x: at.x + 80, y: at.y + 40 }]), content, color: 'green' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Comment }).data;
}

/** The image pixel at a page position. */
async function pixelAt(image: Locator, design: SeededDesign, page: { x: number; y: number }) {
  const box = (await image.boundingBox())!;
  return { x: ((page.x - box.x) / box.width) * design.width, y: ((page.y - box.y) / box.height) * design.height };
}

test('keys: ? lists them, + − 0 1 W and Ctrl + wheel zoom, ] and [ switch variations, P R A pick tools, E resolves', async ({ signedInPage: page }) => {
  const design = await seedDesign(page.request);
  const version = design.asset.versions[0]!;
  const variationB = await seedVariation(page.request, version.id, 'alternative.png', '#22aa66');
  const comment = await seedAnnotation(page.request, version.variations[0]!.id, { x: 300, y: 200 }, 'Align the block');
  await page.goto(`/asset/${design.asset.id}`);
  const image = page.getByRole('img', { name: 'landing-page, variation 1A' });
  await expect(image).toBeVisible();

  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help.getByText('Resolve (or reopen) the selected comment')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  const bar = page.getByRole('group', { name: 'Zoom' });
  const zoom = bar.getByLabel('Zoom level');
  await expect(bar.getByRole('button', { name: 'Fit to screen' })).toHaveAttribute('aria-pressed', 'true');
  const fitted = await zoom.textContent();
  await page.keyboard.press('1');
  await expect(zoom).toHaveText('100%');
  await page.keyboard.press('+');
  await expect(zoom).toHaveText('110%');
  await page.keyboard.press('-');
  await page.keyboard.press('-');
  await expect(zoom).toHaveText('90%');
  await page.keyboard.press('w');
  await expect(bar.getByRole('button', { name: 'Fit width' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('0');
  await expect(zoom).toHaveText(fitted!);

  // Ctrl + wheel: 0.05 of scale per notch. Once the image is larger than the view, the pixel under
  // the pointer stays under it (while it fits, it stays centred).
  await page.keyboard.press('1');
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('+');
  await expect(zoom).toHaveText('150%');
  const view = (await page.getByRole('region', { name: /^Variation 1A/ }).boundingBox())!;
  const pointer = { x: view.x + view.width * 0.3, y: view.y + view.height * 0.6 };
  const before = await pixelAt(image, design, pointer);
  await page.mouse.move(pointer.x, pointer.y);
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, -100);
  await page.keyboard.up('Control');
  await expect(zoom).toHaveText('155%');
  const after = await pixelAt(image, design, pointer);
  expect(Math.abs(after.x - before.x)).toBeLessThanOrEqual(1.5);
  expect(Math.abs(after.y - before.y)).toBeLessThanOrEqual(1.5);
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, 300);
  await page.keyboard.up('Control');
  await expect(zoom).toHaveText('140%');
  await page.keyboard.press('0');

  for (const [key, tool] of [['p', 'Pen'], ['r', 'Rectangle'], ['a', 'Arrow']] as const) {
    await page.keyboard.press(key);
    await expect(page.getByRole('button', { name: tool, exact: true })).toHaveAttribute('aria-pressed', 'true');
  }
  await page.keyboard.press('a');
  await expect(page.getByRole('button', { name: 'Hand (pan)' })).toHaveAttribute('aria-pressed', 'true');

  await page.keyboard.press(']');
  await expect(page.getByRole('img', { name: 'landing-page, variation 1B' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`variation=${variationB.id}`));
  await page.keyboard.press('[');
  await expect(image).toBeVisible();

  await page.getByRole('button', { name: 'Comment 1', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`comment=${comment.id}`));
  await page.keyboard.press('e');
  await expect(page.getByText('Comment resolved.')).toBeVisible();
  const list = (await (await page.request.get(`/api/v1/comments?asset=${design.asset.id}`)).json()) as { data: Comment[] };
  expect(list.data.find((item) => item.id === comment.id)?.is_resolved).toBe(true);
  // Resolved markers hide unless selected or asked for.
  await page.getByRole('button', { name: 'Hand (pan)' }).click();
  await page.goto(`/asset/${design.asset.id}`);
  await expect(image).toBeVisible();
  await expect(page.getByRole('button', { name: /^Comment 1/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Show resolved' }).click();
  await expect(page.getByRole('button', { name: 'Comment 1 (resolved)' })).toBeVisible();
});

test('on version 2 the open annotations of version 1 can be carried over, marked addressed?', async ({ signedInPage: page }) => {
  const design = await seedDesign(page.request);
  const comment = await seedAnnotation(page.request, design.asset.versions[0]!.variations[0]!.id, { x: 540, y: 240 }, 'Block off the grid');
  await seedChangedVersion(page.request, design);
  await page.goto(`/asset/${design.asset.id}`);
  await expect(page.getByText('Version: 2')).toBeVisible();
  const image = page.getByRole('img', { name: 'landing-page, variation 2A' });
  await expect(image).toBeVisible();
  await expect(page.getByRole('button', { name: /addressed\?/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'V1 comments' }).click();
  const carried = page.getByRole('button', { name: 'Comment 1 addressed? (version 1)' });
  await expect(carried).toBeVisible();
  const circle = (await carried.boundingBox())!;
  const centre = await pixelAt(image, design, { x: circle.x + circle.width / 2, y: circle.y + circle.height / 2 });
  expect(Math.abs(centre.x - 540)).toBeLessThanOrEqual(1.5);
  expect(Math.abs(centre.y - 240)).toBeLessThanOrEqual(1.5);

  await carried.click();
  await expect(page).toHaveURL(new RegExp(`comment=${comment.id}`));
  await expect(carried).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Version: 2')).toBeVisible();
});
