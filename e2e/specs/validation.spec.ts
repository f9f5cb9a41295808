import { expect, test } from '../support/fixtures.ts';
import { buildUser } from '../support/users.ts';

test.describe('login form', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/login');
  });

  test('asks for both fields', async ({ page }) => {
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
  });

  test('checks the address and the password length', async ({ page }) => {
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
  });

  test("shows the server's message when the credentials are wrong", async ({ page, user }) => {
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).not.toBeEmpty();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the Register link leads to the sign-up form', async ({ page }) => {
    await page.getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/sign-up$/);
  });
});

test.describe('sign-up form', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/sign-up');
  });

  test('keeps Join disabled until the terms are accepted', async ({ page }) => {
    const join = page.getByRole('button', { name: 'Join' });
    await expect(join).toBeDisabled();
    await page.getByLabel('I accept the Terms of Service').check();
    await expect(join).toBeEnabled();
    await page.getByLabel('I accept the Terms of Service').uncheck();
    await expect(join).toBeDisabled();
    await expect(page.getByText('You must accept the Terms of Service')).toBeVisible();
  });

  test('asks for every field', async ({ page }) => {
    await page.getByLabel('I accept the Terms of Service').check();
    await page.getByRole('button', { name: 'Join' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByText('Last name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
  });

  test('checks the address and the password length', async ({ page }) => {
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Email').fill('ada@localhost');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('I accept the Terms of Service').check();
    await page.getByRole('button', { name: 'Join' }).click();
    await expect(page.getByText('Email address is invalid')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  });

  test('an address already taken fails with an alert and the message in the form', async ({ page, user }) => {
    const again = buildUser({ email: user.email });
    await page.getByLabel('First name').fill(again.first_name);
    await page.getByLabel('Last name').fill(again.last_name);
    await page.getByLabel('Email').fill(again.email);
    await page.getByLabel('Password', { exact: true }).fill(again.password);
    await page.getByLabel('I accept the Terms of Service').check();
    let alertText = '';
    page.once('dialog', (dialog) => {
      alertText = dialog.message();
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Join' }).click();
    await expect.poll(() => alertText).toMatch(/^Signup failed: .+/);
    const message = alertText.slice('Signup failed: '.length);
    await expect(page.getByText(message).first()).toBeVisible();
    await expect(page).toHaveURL(/\/sign-up$/);
  });

  test('the Login link leads to the login form', async ({ page }) => {
    await page.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
