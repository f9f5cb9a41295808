import { expect, test } from '../support/fixtures.ts';

test('/signup leads to the sign-up form', async ({ page }) => {
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/sign-up$/);
  await expect(page.getByRole('button', { name: 'Join' })).toBeVisible();
});

test('the user menu reaches profile, support and about', async ({ signedInPage: page, user }) => {
  const openMenu = () => page.getByRole('button', { name: `${user.first_name} ${user.last_name}` }).click();

  await openMenu();
  await page.getByRole('link', { name: 'My Profile' }).click();
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(user.email);

  await openMenu();
  await page.getByRole('link', { name: 'Contact Support' }).click();
  await expect(page.getByRole('tab', { name: 'Contact support' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Ambassador' })).toBeVisible();

  await openMenu();
  await page.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/About$/);
  await expect(page.getByRole('tab', { name: 'Welcome' })).toHaveAttribute('aria-selected', 'true');
});

test('the upgrade dialog switches prices and closes on Escape', async ({ signedInPage: page }) => {
  await page.getByRole('banner').getByRole('button', { name: 'Upgrade' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upgrade your plan' });
  await expect(dialog.getByText("Choose a plan that's right for you")).toBeVisible();
  await expect(dialog.getByText('Current plan')).toBeVisible();
  await expect(dialog.getByText('$15')).toBeVisible();
  await dialog.getByRole('button', { name: 'Yearly' }).click();
  await expect(dialog.getByText('$10')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('choosing a plan changes the badge at once', async ({ signedInPage: page }) => {
  const banner = page.getByRole('banner');
  await expect(banner.getByText('Starter')).toBeVisible();
  await banner.getByRole('button', { name: 'Upgrade' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Upgrade now: Lite' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(banner.getByText('Lite')).toBeVisible();
});

test('the notifications bell opens its dropdown and closes on an outside click', async ({ signedInPage: page }) => {
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  await page.getByRole('heading', { name: /^Welcome/ }).click();
  await expect(panel).toBeHidden();
});

test('Enter in the search box opens the results page for the words', async ({ signedInPage: page }) => {
  await page.goto('/profile');
  const search = page.getByRole('searchbox', { name: 'Search projects and assets' });
  await expect(search).toHaveAttribute('placeholder', 'search in project workspace');
  await search.fill('brand guide');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=brand%20guide$/);
  await expect(page.getByRole('heading', { name: 'Search', level: 1 })).toBeVisible();
  await expect(search).toHaveValue('brand guide');
});

test('the theme toggle switches to dark and is remembered', async ({ signedInPage: page }) => {
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
});

test('a project that cannot be loaded says so, under the Dashboard breadcrumb', async ({ signedInPage: page }) => {
  await page.goto('/project/999999');
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb).toHaveText(/^Dashboard\s*>$/);
  await expect(page.getByText('Error loading project')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});

test('a new project opens its board under the breadcrumb', async ({ signedInPage: page }) => {
  await page.getByRole('button', { name: 'New Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Project' });
  await expect(dialog.getByRole('button', { name: 'Add' })).toBeDisabled();
  await dialog.getByLabel('Project name').fill('Brand refresh');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Project Created Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/project\/\d+$/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(/Dashboard\s*>\s*Brand refresh/);
});
