import fs from 'node:fs/promises';
import { runAdmin } from '../support/admin-cli.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { signIn } from '../support/users.ts';

// axe-core is injected as an inline script, which the app's Content-Security-Policy would block.
test.use({ bypassCSP: true });

test('an administrator finds the accounts and their own sign-in in the audit log, filters it and downloads it', async ({ page, user }) => {
  expect(await runAdmin('set-admin', '--email', user.email)).toBe(`${user.email} is now an administrator of this server.\n`);
  await signIn(page.request, user);
  await page.goto('/');
  await page.getByRole('button', { name: `${user.first_name} ${user.last_name}` }).click();
  await page.getByRole('link', { name: 'Administration' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Administration', level: 1 })).toBeVisible();

  const users = page.getByRole('region', { name: 'Users' });
  const me = users.getByRole('row').filter({ hasText: user.email });
  await expect(me).toContainText('Administrator');
  await expect(me).toContainText('Active');

  const log = page.getByRole('region', { name: 'Audit log' });
  await expect(log.getByRole('row').filter({ hasText: 'Made an administrator' }).filter({ hasText: user.email }).first()).toContainText('operator (npm run admin)');
  await log.getByLabel('Action').selectOption({ label: 'Signed in' });
  await log.getByLabel('Actor').fill(user.email);
  await log.getByRole('button', { name: 'Filter' }).click();
  const rows = log.getByRole('row').filter({ hasText: 'Signed in' });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(user.email);
  await expect(rows.first()).toContainText(`Account: ${user.email}`);
  await expect(log.getByRole('row').filter({ hasText: 'Made an administrator' })).toHaveCount(0);
  await expectNoSeriousViolations(page);

  const downloaded = page.waitForEvent('download');
  await log.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  // Not trimmed: trim() would take the byte-order mark too.
  const lines = (await fs.readFile((await download.path())!, 'utf8')).replace(/\r\n$/, '').split('\r\n');
  expect(lines[0]).toBe('\uFEFFid,time,action,actor_id,actor,target_type,target_id,target,project_id,ip,device,user_agent,details');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`,auth.login,`);
  expect(lines[1]).toContain(user.email);

  await log.getByRole('button', { name: 'Clear' }).click();
  await expect(log.getByRole('row').filter({ hasText: 'Made an administrator' }).first()).toBeVisible();
});

test('an administrator sees how single sign-on stands and makes, then revokes, a SCIM token, each in the audit log', async ({ page, user }) => {
  await runAdmin('set-admin', '--email', user.email);
  await signIn(page.request, user);
  await page.goto('/admin');
  // This server runs without OIDC_* settings: the section says so and gives the redirect URI to register.
  const sso = page.getByRole('region', { name: 'Single sign-on' });
  await expect(sso).toContainText('Single sign-on is off.');
  await expect(sso).toContainText('/api/v1/auth/sso/callback');

  const scim = page.getByRole('region', { name: 'SCIM provisioning' });
  await expect(scim.getByLabel('SCIM base URL')).toHaveValue(/\/scim\/v2$/);
  await scim.getByLabel('Token name').fill('Okta');
  await scim.getByRole('button', { name: 'Create token' }).click();
  const secret = scim.getByLabel('Your new SCIM token “Okta”');
  await expect(secret).toHaveValue(/^scim_/);
  const token = await secret.inputValue();
  // The token works against the SCIM endpoint at once.
  const listed = await page.request.get(`/scim/v2/Users?filter=${encodeURIComponent(`userName eq "${user.email}"`)}`, { headers: { authorization: `Bearer ${token}` } });
  expect(listed.status()).toBe(200);
  expect((await listed.json()).totalResults).toBe(1);

  await scim.getByRole('button', { name: 'Done' }).click();
  await scim.getByRole('button', { name: 'Revoke Okta' }).click();
  await page.getByRole('dialog', { name: 'Revoke this SCIM token?' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(scim.getByRole('list', { name: 'SCIM tokens' }).getByText('Okta')).toHaveCount(0);
  expect((await page.request.get('/scim/v2/Users', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);

  await page.reload();
  const log = page.getByRole('region', { name: 'Audit log' });
  await expect(log.getByRole('row').filter({ hasText: 'Okta' })).toHaveCount(2);
});

test('someone who is not an administrator has no Administration in their menu, and the page tells them so', async ({ signedInPage: page, user }) => {
  await page.getByRole('button', { name: `${user.first_name} ${user.last_name}` }).click();
  await expect(page.getByRole('link', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Administration' })).toHaveCount(0);
  await page.goto('/admin');
  await expect(page.getByText('Only administrators of this server can see the Administration.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Audit log' })).toHaveCount(0);
});
