import { expect, test } from '../support/fixtures.ts';
import { buildUser } from '../support/users.ts';

test("the profile's language switches the interface at once, stays after a reload, follows the account to a new sign-in, and goes back to English", async ({
  signedInPage: page,
  user,
  browser,
}) => {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  const language = page.getByRole('region', { name: 'Language' });
  await expect(language.getByLabel('Language')).toHaveValue('en');
  await language.getByLabel('Language').selectOption('de');
  await language.getByRole('button', { name: 'Save language' }).click();
  await expect(page.getByRole('heading', { name: 'Mein Profil' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('status').filter({ hasText: 'Sprache gespeichert.' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('profile-de.png'), fullPage: true });

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Mein Profil' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sprache' }).getByLabel('Sprache')).toHaveValue('de');

  // Another browser, English and with nothing remembered: the sign-in page is in English, the account's German takes over once signed in.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'en-US' });
  const other = await context.newPage();
  await other.goto('/login');
  await expect(other.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await other.getByLabel('Email').fill(user.email);
  await other.getByLabel('Password').fill(user.password);
  await other.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(other.locator('html')).toHaveAttribute('lang', 'de');
  await other.goto('/profile');
  await expect(other.getByRole('heading', { name: 'Mein Profil' })).toBeVisible();

  const sprache = other.getByRole('region', { name: 'Sprache' });
  await sprache.getByLabel('Sprache').selectOption('en');
  await sprache.getByRole('button', { name: 'Sprache speichern' }).click();
  await expect(other.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await other.reload();
  await expect(other.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(other.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});

test('a visitor reads the sign-up page in the language they pick, and the new account keeps it', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Language').selectOption('ja');
  await expect(page.getByRole('heading', { name: 'アカウントを作成' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'アカウントを作成' })).toBeVisible();

  const person = buildUser();
  await page.getByLabel('名', { exact: true }).fill(person.first_name);
  await page.getByLabel('姓', { exact: true }).fill(person.last_name);
  await page.getByLabel('メールアドレス').fill(person.email);
  await page.getByLabel('パスワード', { exact: true }).fill(person.password);
  await page.getByLabel('利用規約に同意します').check();
  await page.getByRole('button', { name: '参加する' }).click();
  await expect(page.getByText('アカウントを登録しました。')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ログイン' })).toBeVisible();

  await page.getByLabel('パスワード', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  const profile = await page.request.get('/api/v1/profile');
  expect(((await profile.json()) as { locale: string }).locale).toBe('ja');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: '言語' }).getByLabel('言語')).toHaveValue('ja');
  await context.close();
});
