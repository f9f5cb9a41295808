import { expect, test } from '../support/fixtures.ts';
import { seedAsset } from '../support/review-seed.ts';
import { buildUser } from '../support/users.ts';

test('a new account signs up, finds its address filled in on sign-in, and is welcomed, not welcomed back', async ({ page }) => {
  const person = buildUser({ first_name: 'Grace', last_name: 'Hopper' });
  await page.goto('/sign-up');
  await expect(page).toHaveTitle('Sign up – Review');
  await page.getByLabel('First name').fill(person.first_name);
  await page.getByLabel('Last name').fill(person.last_name);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByLabel('I accept the Terms of Service').check();
  await page.getByRole('button', { name: 'Join' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle('Sign in – Review');
  await expect(page.getByText('Your account is ready. Sign in to start reviewing.')).toBeVisible();
  await expect(page.getByText(/Welcome back/)).toHaveCount(0);
  await expect(page.getByLabel('Email')).toHaveValue(person.email);
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Grace');
  await expect(page).toHaveTitle('Dashboard – Review');
  // Once they have been here, they are welcomed back.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Grace');
});

test('every main screen names itself in the tab title, the item first', async ({ signedInPage: page, browser }) => {
  const asset = await seedAsset(page.request, 'Homepage v3');
  const screens: [string, string][] = [
    ['/', 'Dashboard – Review'],
    [`/project/${asset.project_id}`, `${asset.project_name} – Review`],
    [`/asset/${asset.id}`, `Homepage v3 – ${asset.project_name} – Review`],
    [`/add/${asset.id}`, `Add version – Homepage v3 – ${asset.project_name} – Review`],
    ['/notifications', 'Notifications – Review'],
    ['/profile', 'My Profile – Review'],
    ['/starred', 'Starred – Review'],
    ['/archived', 'Archived – Review'],
    ['/pricing', 'Pricing – Review'],
    ['/about', 'About – Review'],
    ['/contact', 'Contact support – Review'],
    ['/search?q=homepage', 'Search: homepage – Review'],
    ['/no-such-screen', 'Page not found – Review'],
  ];
  for (const [path, title] of screens) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
  }

  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const signedOut = await visitor.newPage();
  for (const [path, title] of [
    ['/login', 'Sign in – Review'],
    ['/sign-up', 'Sign up – Review'],
    ['/forgot-password', 'Forgot password – Review'],
  ]) {
    await signedOut.goto(path!);
    await expect(signedOut, path).toHaveTitle(title!);
  }
  await visitor.close();
});
