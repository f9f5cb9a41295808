import { expect, test } from '../support/fixtures.ts';

test.use({ viewport: { width: 375, height: 740 } });

test('at 375 px the sidebar folds away and opens as a drawer', async ({ signedInPage: page }) => {
  const sidebar = page.getByRole('navigation', { name: 'Projects' });
  await expect(sidebar).toBeHidden();
  await page.getByRole('button', { name: 'Show sidebar' }).click();
  await expect(sidebar).toBeVisible();
  await expect(sidebar.getByRole('button', { name: 'New Project' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(sidebar).toBeHidden();
  await expect(page.getByRole('button', { name: 'Show sidebar' })).toBeFocused();
});

test('at 375 px no screen scrolls sideways', async ({ signedInPage: page }) => {
  for (const path of ['/', '/profile', '/pricing', '/about', '/about#permissions', '/about#contact', '/starred', '/notification']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0);
  }
});
