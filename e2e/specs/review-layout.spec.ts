import { seedDesign } from '../support/design-seed.ts';
import { expect, test } from '../support/fixtures.ts';

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
