import { runAdmin } from '../support/admin-cli.ts';
import { expect, test } from '../support/fixtures.ts';
import { signIn } from '../support/users.ts';

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

test('at 375 px the audit log says its table scrolls sideways, and fades the edge that hides columns', async ({ page, user }) => {
  await runAdmin('set-admin', '--email', user.email);
  await signIn(page.request, user);
  await page.goto('/admin');
  const log = page.getByRole('region', { name: 'Audit log' });
  const table = log.getByRole('region', { name: 'Entries table' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  expect(await table.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeGreaterThan(0);
  const hint = log.getByText('Scroll sideways to see every column');
  await expect(hint).toBeVisible();
  const fadeBefore = log.locator('[data-edge="before"]');
  const fadeAfter = log.locator('[data-edge="after"]');
  await expect(fadeAfter).toHaveCSS('opacity', '1');
  await expect(fadeBefore).toHaveCSS('opacity', '0');
  // The table takes the focus, so the keyboard scrolls it too; at its end the fade moves to the start.
  await table.focus();
  await table.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect(fadeAfter).toHaveCSS('opacity', '0');
  await expect(fadeBefore).toHaveCSS('opacity', '1');
  // The accounts table says the same.
  await expect(page.getByRole('region', { name: 'Users' }).getByText('Scroll sideways to see every column')).toBeVisible();

  // Wide enough for every column: no hint, no fade.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(hint).toBeHidden();
  await expect(fadeAfter).toHaveCSS('opacity', '0');
});
