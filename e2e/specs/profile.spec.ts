import { expect, test } from '../support/fixtures.ts';

/** A 1x1 PNG: the server decodes every avatar, so it has to be a real image. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test.beforeEach(async ({ signedInPage: page }) => {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
});

test('renaming keeps the user signed in and updates the top bar', async ({ signedInPage: page, user }) => {
  await expect(page.getByLabel('Email')).toHaveValue(user.email);
  await expect(page.getByLabel('Email')).not.toBeEditable();
  await page.getByLabel('First name').fill('Augusta');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('User data updated successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: `Augusta ${user.last_name}` })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Augusta');
});

test('uploading an avatar shows it in the top bar', async ({ signedInPage: page }) => {
  let alertText = '';
  page.once('dialog', (dialog) => {
    alertText = dialog.message();
    void dialog.accept();
  });
  await page.getByLabel('Avatar image').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect.poll(() => alertText).toBe('Avatar uploaded and updated successfully!');
  await expect(page.getByRole('banner').locator('img')).toHaveAttribute('src', /^\/files\//);
});

test('a file that is not an image is refused', async ({ signedInPage: page }) => {
  let alertText = '';
  page.once('dialog', (dialog) => {
    alertText = dialog.message();
    void dialog.accept();
  });
  await page.getByLabel('Avatar image').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not really a picture') });
  await expect.poll(() => alertText).toBe('Failed to upload avatar.');
});

test('changing the password needs the current one', async ({ signedInPage: page, user }) => {
  await page.getByLabel('Current password').fill('wrong-password');
  await page.getByLabel('New password').fill('a-new-password-1');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('The current password is incorrect.')).toBeVisible();

  await page.getByLabel('Current password').fill(user.password);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Password changed' })).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
});

test('the plan card lists the Starter limits', async ({ signedInPage: page }) => {
  const plan = page.getByRole('region', { name: 'Starter Plan' });
  await expect(plan.getByText('Plan limits')).toBeVisible();
  for (const [label, value] of [['Projects', '3'], ['Assets per project', '10'], ['Variations per version', '3'], ['Members per project', '3'], ['Storage', '500 MB']]) {
    await expect(plan.getByRole('term').filter({ hasText: label })).toBeVisible();
    await expect(plan.getByRole('definition').filter({ hasText: new RegExp(`^${value}$`) }).first()).toBeVisible();
  }
});

test('Log Out ends the session', async ({ signedInPage: page }) => {
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
