import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { waitForMail } from '../support/mail-catcher.ts';
import { startSsoServer, type SsoServer } from '../support/sso-server.ts';
import { buildUser } from '../support/users.ts';

/**
 * Company sign-in: the login page's button, the identity provider's own sign-in page (oidc-provider's
 * development pages, on loopback), and the way back, in a real browser. The provider's redirect back
 * is a cross-site navigation, and the session cookie is SameSite=Strict: the landing page must still
 * be signed in.
 */

const LABEL = 'Sign in with Acme';
const ENFORCED = 'acme-corp.test';

let sso: SsoServer;

test.beforeAll(async () => {
  sso = await startSsoServer({ OIDC_BUTTON_LABEL: LABEL, OIDC_ENFORCE_DOMAINS: ENFORCED });
});

test.afterAll(async () => {
  await sso?.close();
});

test.beforeEach(async ({ page }) => {
  // The provider's development pages import a web font; the test machine has no internet.
  await page.route('https://fonts.googleapis.com/**', (route) => route.abort());
});

let logins = 0;
function personAtProvider(person: Parameters<SsoServer['provider']['people']['set']>[1]): string {
  logins += 1;
  const login = `e2e-person-${logins}-${Date.now()}`;
  sso.provider.people.set(login, person);
  return login;
}

/** At the provider's sign-in page: any password, the login names the person. */
async function signInAtProvider(page: Page, login: string) {
  await expect(page).toHaveURL(new RegExp(`^${sso.provider.issuer}/interaction/`));
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

test('a first sign-in at the provider makes the account and lands where it started; signing out ends the provider’s session too', async ({ page }) => {
  const email = `grace.${Date.now()}@example.com`;
  const login = personAtProvider({ email, email_verified: true, given_name: 'Grace', family_name: 'Hopper' });

  await page.goto(`${sso.baseUrl}/profile`);
  await expect(page).toHaveURL(`${sso.baseUrl}/login`);
  await page.getByRole('button', { name: LABEL }).click();
  await signInAtProvider(page, login);

  // Back from the provider's site, on the page the visit started from, signed in.
  await expect(page).toHaveURL(`${sso.baseUrl}/profile`);
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Grace');
  await page.goto(`${sso.baseUrl}/`);
  await expect(page.getByRole('heading', { name: 'Welcome, Grace' })).toBeVisible();

  await page.goto(`${sso.baseUrl}/profile`);
  await page.getByRole('button', { name: 'Log Out' }).click();
  // The provider asks, then sends the browser back to our login page.
  await expect(page).toHaveURL(new RegExp(`^${sso.provider.issuer}/session/end`));
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await expect(page).toHaveURL(`${sso.baseUrl}/login`);
  await expect(page.getByRole('button', { name: LABEL })).toBeVisible();

  // Signed out here and there: the button leads to the provider's sign-in form again.
  await page.goto(`${sso.baseUrl}/profile`);
  await expect(page).toHaveURL(`${sso.baseUrl}/login`);
  await page.getByRole('button', { name: LABEL }).click();
  await expect(page.getByPlaceholder('Enter any login')).toBeVisible();
});

test('a verified address signs in to the account that has it, and its owner is told', async ({ page }) => {
  const person = buildUser({ first_name: 'Ada' });
  const registered = await page.request.post(`${sso.baseUrl}/api/v1/auth/register`, { data: { ...person, newsletter: false } });
  expect(registered.status()).toBe(201);

  await page.goto(`${sso.baseUrl}/login`);
  await page.getByRole('button', { name: LABEL }).click();
  await signInAtProvider(page, personAtProvider({ email: person.email, email_verified: true, given_name: 'Someone', family_name: 'Else' }));
  await expect(page.getByRole('heading', { name: 'Welcome, Ada' })).toBeVisible();
  const notice = await waitForMail(person.email, { subject: /linked to single sign-on/ });
  expect(notice.text).toContain('is now linked to single sign-on at 127.0.0.1');
});

test('an unverified address is not linked, and the login page says why', async ({ page }) => {
  const person = buildUser();
  expect((await page.request.post(`${sso.baseUrl}/api/v1/auth/register`, { data: { ...person, newsletter: false } })).status()).toBe(201);

  await page.goto(`${sso.baseUrl}/login`);
  await page.getByRole('button', { name: LABEL }).click();
  await signInAtProvider(page, personAtProvider({ email: person.email, email_verified: false }));
  await expect(page).toHaveURL(/\/login\?sso_error=/);
  await expect(page.getByRole('alert')).toContainText('Your identity provider has not verified your e-mail address');
  await page.goto(`${sso.baseUrl}/profile`);
  await expect(page).toHaveURL(`${sso.baseUrl}/login`);
});

test('the provider’s refusal shows on the login page', async ({ page }) => {
  await page.goto(`${sso.baseUrl}/login`);
  await page.getByRole('button', { name: LABEL }).click();
  await expect(page.getByPlaceholder('Enter any login')).toBeVisible();
  await page.getByRole('link', { name: '[ Cancel ]' }).click();
  await expect(page).toHaveURL(/\/login\?sso_error=/);
  await expect(page.getByRole('alert')).toHaveText(/Single sign-on did not work\s*The identity provider refused the sign-in: End-User aborted interaction\./);
  // Password sign-in is still there.
  await expect(page.getByLabel('Password')).toBeVisible();
});

test('a tampered state is refused', async ({ page }) => {
  await page.goto(`${sso.baseUrl}/login`);
  await page.getByRole('button', { name: LABEL }).click();
  await expect(page.getByPlaceholder('Enter any login')).toBeVisible();
  // Sent back with a state this browser never started.
  await page.goto(`${sso.baseUrl}/api/v1/auth/sso/callback?code=made-up&state=made-up`);
  await expect(page.getByRole('alert')).toContainText('This sign-in has expired, was already used, or was started in another browser.');
});

test('an enforced domain cannot use a password', async ({ page }) => {
  await page.goto(`${sso.baseUrl}/login`);
  await page.getByLabel('Email').fill(`someone@${ENFORCED}`);
  await page.getByLabel('Password').fill('a-password-of-theirs');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText(`Passwords are turned off for ${ENFORCED} addresses: use “${LABEL}” on the sign-in page.`)).toBeVisible();
});

test.describe('accessibility', () => {
  // axe-core is injected as an inline script, which the app's Content-Security-Policy would block.
  test.use({ bypassCSP: true });

  test('the login page with the button and a failure has no serious accessibility problems, in both themes', async ({ page }) => {
    for (const theme of ['light', 'dark']) {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await page.goto(`${sso.baseUrl}/login?sso_error=${encodeURIComponent('The identity provider refused the sign-in: access denied.')}`);
      await expect(page.getByRole('button', { name: LABEL })).toBeVisible();
      await expect(page.getByRole('alert')).toBeVisible();
      await expectNoSeriousViolations(page);
    }
  });
});
