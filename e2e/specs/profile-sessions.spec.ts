import { expectNoSeriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { signIn } from '../support/users.ts';
import { screenshotPath } from '../support/screenshot.ts';

// axe-core is injected as an inline script, which the app's Content-Security-Policy would block.
test.use({ bypassCSP: true });

test('the profile lists my sessions and signs out every other one', async ({ signedInPage: page, user, browser }) => {
  const otherContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const otherPage = await otherContext.newPage();
  await signIn(otherPage.request, user);
  await otherPage.goto('/profile');
  await expect(otherPage.getByRole('heading', { name: 'My Profile' })).toBeVisible();

  await page.goto('/profile');
  const sessions = page.getByRole('region', { name: 'Sessions' });
  const devices = sessions.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
  await expect(devices).toHaveCount(2);
  await expect(devices.first().getByText('This device')).toBeVisible();
  await expect(devices.nth(1).getByText('This device')).toHaveCount(0);
  await expect(devices.first()).toContainText('Last seen');
  await expect(devices.nth(1).getByRole('button', { name: /^Sign out .+/ })).toBeVisible();

  await expectNoSeriousViolations(page);
  await sessions.screenshot({ path: screenshotPath('profile-sessions.png') });

  await sessions.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(page.getByText('Signed out of every other session.')).toBeVisible();
  await expect(devices).toHaveCount(1);
  await expect(sessions.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();

  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/login/);
  await otherContext.close();
});

test('a single other device can be signed out on its own', async ({ signedInPage: page, user, browser }) => {
  const otherContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await signIn(otherContext.request, user);

  await page.goto('/profile');
  const sessions = page.getByRole('region', { name: 'Sessions' });
  const other = sessions.getByRole('listitem').filter({ hasNot: page.getByText('This device') });
  await other.getByRole('button', { name: /^Sign out .+/ }).click();
  await expect(page.getByText('Session signed out.')).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  expect((await otherContext.request.get('/api/v1/sessions')).status()).toBe(401);
  await otherContext.close();
});
