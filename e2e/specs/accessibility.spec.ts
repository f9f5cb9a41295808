import { expectNoSeriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

// axe-core is injected as an inline script, which the app's Content-Security-Policy would block.
test.use({ bypassCSP: true });

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    });

    test('the login screen has no serious accessibility problems', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
      await expectNoSeriousViolations(page);
    });

    test('the sign-up screen has no serious accessibility problems', async ({ page }) => {
      await page.goto('/sign-up');
      await expect(page.getByRole('button', { name: 'Join' })).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('the dashboard has no serious accessibility problems', async ({ signedInPage: page }) => {
      await expect(page.getByRole('navigation', { name: 'Projects' })).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
}
