import { test as base, expect, type Page } from '@playwright/test';
import { registerUser, signIn, type TestUser } from './users.ts';

interface Fixtures {
  /** A registered user, not signed in. */
  user: TestUser;
  /** A page whose browser holds the session of `user`, opened on the dashboard. */
  signedInPage: Page;
}

export const test = base.extend<Fixtures>({
  user: async ({ request }, use) => {
    await use(await registerUser(request));
  },
  signedInPage: async ({ page, user }, use) => {
    await signIn(page.request, user);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: `Welcome, ${user.first_name}` })).toBeVisible();
    await use(page);
  },
});

export { expect };
