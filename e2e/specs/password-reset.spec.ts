import { expect, test } from '../support/fixtures.ts';
import { waitForMail } from '../support/mail-catcher.ts';

test('Forgot password? asks for the address and shows the server sentence', async ({ page, user }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If an account exists for that address, we have sent it a link to reset the password.')).toBeVisible();
});

test('the e-mailed link sets a new password once, and the old one stops working', async ({ page, user }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If an account exists for that address, we have sent it a link to reset the password.')).toBeVisible();

  const mail = await waitForMail(user.email);
  expect(mail.subject).toBe('Reset your password');
  const link = mail.text.match(/https?:\/\/\S+\/reset-password\/[\w-]+/)?.[0];
  expect(link).toBeDefined();
  const resetPath = new URL(link!).pathname;
  await page.goto(resetPath);
  await page.getByLabel('New password').fill('a-brand-new-password');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
  await page.getByLabel('Password').fill('a-brand-new-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${user.first_name}` })).toBeVisible();

  await page.context().clearCookies();
  await page.goto(resetPath);
  await page.getByLabel('New password').fill('yet-another-password');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('This reset link is invalid or has expired.')).toBeVisible();
});

test('a reset link that is not valid says so', async ({ page }) => {
  await page.goto('/reset-password/not-a-real-token');
  await page.getByLabel('New password').fill('short');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await page.getByLabel('New password').fill('a-brand-new-password');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('This reset link is invalid or has expired.')).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password\//);
});
