import { expect, test } from '../support/fixtures.ts';
import { buildUser } from '../support/users.ts';

test('sign up, log in, see the greeting, log out, and stay out', async ({ page }) => {
  const user = buildUser({ first_name: 'Grace', last_name: 'Hopper' });

  await page.goto('/sign-up');
  await page.getByLabel('First name').fill(user.first_name);
  await page.getByLabel('Last name').fill(user.last_name);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await expect(page.getByLabel(/newsletter/)).not.toBeChecked();
  await page.getByLabel('I accept the Terms of Service').check();
  await page.getByRole('button', { name: 'Join' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Grace' })).toBeVisible();
  await expect(page.getByText(/^[A-Z][a-z]{2} \d{2}, \d{4}$/)).toBeVisible();

  await page.getByRole('button', { name: 'Grace Hopper' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('a protected address sends a signed-out visitor to /login', async ({ page }) => {
  for (const path of ['/', '/profile', '/project/1', '/About']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
});

test('a signed-in visitor of /login and /sign-up goes to the dashboard', async ({ signedInPage: page }) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/sign-up');
  await expect(page).toHaveURL(/\/$/);
});

test('logging out in one tab signs out every other tab within a second', async ({ signedInPage: page, user }) => {
  const otherTab = await page.context().newPage();
  await otherTab.goto('/profile');
  await expect(otherTab.getByRole('heading', { name: 'My Profile' })).toBeVisible();

  await page.getByRole('button', { name: `${user.first_name} ${user.last_name}` }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(otherTab).toHaveURL(/\/login$/, { timeout: 1500 });
});

test('a session the server no longer knows sends the user to /login', async ({ signedInPage: page }) => {
  // Ends the session on the server only; the browser still has its readable signedIn cookie.
  await page.context().clearCookies({ name: 'authToken' });
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
});
