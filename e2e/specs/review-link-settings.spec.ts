import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { LINK_PASSWORD_REQUIRED, LINK_PASSWORD_WRONG, type ShareLink } from '@review/contract/sharing';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { seedAsset } from '../support/review-seed.ts';
import { screenshotPath } from '../support/screenshot.ts';

// axe-core is injected as an inline script, which the app's Content-Security-Policy would block.
test.use({ bypassCSP: true });

/** The asset's review screen with its Share dialog open. */
async function openShareDialog(page: Page, assetId: number): Promise<Locator> {
  await page.goto(`/asset/${assetId}`);
  await page.getByRole('button', { name: 'Share' }).click();
  return page.getByRole('dialog', { name: 'Share for review' });
}

/** The dialog's row of the link at `path`. */
const linkRow = (dialog: Locator, path: string) =>
  dialog.getByRole('listitem').filter({ has: dialog.page().locator(`input[aria-label="Review link"][value$="${path}"]`) });

/** A browser with no account signed in, as the client who was sent the link. */
async function openAsGuest(browser: Browser, path: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, bypassCSP: true });
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
}

async function seedLink(request: APIRequestContext, assetId: number, settings: object): Promise<ShareLink> {
  const response = await request.post(`/api/v1/assets/${assetId}/share-links`, { data: settings });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: ShareLink }).data;
}

test('a password-protected link with downloads: the guest unlocks it and downloads the original until the owner turns downloads off', async ({ signedInPage: page, browser }) => {
  const asset = await seedAsset(page.request, 'Spring campaign');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const dialog = await openShareDialog(page, asset.id);
  const newLink = dialog.getByRole('form', { name: 'New link' });
  const password = newLink.getByLabel('Password (optional)');
  await password.fill('tulips');
  await newLink.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await newLink.getByLabel('Allow downloads').check();
  await newLink.getByRole('button', { name: 'Create link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  const linkPath = new URL(link).pathname;
  const row = linkRow(dialog, linkPath);
  await expect(row.getByRole('list', { name: 'Settings' }).getByRole('listitem')).toHaveText(['Password protected', 'Downloads allowed']);
  await expect(row).toContainText('Not opened yet');
  await expect(password).toHaveValue('');

  const { context, page: guest } = await openAsGuest(browser, linkPath);
  await expect(guest.getByRole('heading', { name: LINK_PASSWORD_REQUIRED })).toBeVisible();
  await expect(guest.getByRole('heading', { name: 'Spring campaign' })).toHaveCount(0);
  await expect(guest.getByRole('img')).toHaveCount(0);
  await guest.getByLabel('Password', { exact: true }).fill('daisies');
  await guest.getByRole('button', { name: 'Unlock' }).click();
  await expect(guest.getByText(LINK_PASSWORD_WRONG)).toBeVisible();
  await guest.getByLabel('Password', { exact: true }).fill('tulips');
  await guest.getByRole('button', { name: 'Unlock' }).click();
  await expect(guest.getByRole('img', { name: 'Spring campaign, variation 1A' })).toBeVisible();

  const download = guest.waitForEvent('download');
  await guest.getByRole('link', { name: 'Download original' }).click();
  expect((await download).suggestedFilename()).toBe('Spring campaign.png');

  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(row).toContainText('1 view · last opened this minute');

  await row.getByRole('button', { name: 'Edit' }).click();
  const settings = row.getByRole('form', { name: 'Link settings' });
  await expect(settings.getByLabel('New password')).toBeFocused();
  await settings.getByLabel('Allow downloads').uncheck();
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Review link saved.')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Edit' })).toBeFocused();
  await expect(row.getByRole('list', { name: 'Settings' }).getByRole('listitem')).toHaveText(['Password protected']);

  await guest.reload();
  await expect(guest.getByRole('img', { name: 'Spring campaign, variation 1A' })).toBeVisible();
  await expect(guest.getByRole('link', { name: 'Download original' })).toHaveCount(0);

  await row.getByRole('button', { name: 'Edit' }).click();
  await settings.getByLabel('Expires (optional)').fill('2020-01-01T10:00');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings.getByText('The expiry must be in the future.')).toBeVisible();
  await expect(settings.getByLabel('Expires (optional)')).toHaveAttribute('aria-invalid', 'true');
  await context.close();
});

test('the Share dialog shows each link’s settings and use; it and the password page have no serious accessibility problems', async ({ signedInPage: page, browser }) => {
  const asset = await seedAsset(page.request, 'Autumn lookbook');
  const inTwoWeeks = new Date(Date.now() + 14 * 86_400_000);
  inTwoWeeks.setHours(17, 0, 0, 0);
  const plain = await seedLink(page.request, asset.id, {});
  const guarded = await seedLink(page.request, asset.id, { password: 'tulips', expires_at: inTwoWeeks.toISOString(), allow_download: true });

  const { context, page: guest } = await openAsGuest(browser, new URL(guarded.link).pathname);
  await expect(guest.getByRole('button', { name: 'Unlock' })).toBeVisible();
  await expectNoSeriousViolations(guest);
  await guest.screenshot({ path: test.info().outputPath('password-page.png') });
  await guest.getByLabel('Password', { exact: true }).fill('tulips');
  await guest.getByRole('button', { name: 'Unlock' }).click();
  await expect(guest.getByRole('link', { name: 'Download original' })).toBeVisible();
  await expectNoSeriousViolations(guest);
  await context.close();

  await page.setViewportSize({ width: 1280, height: 1000 });
  const dialog = await openShareDialog(page, asset.id);
  await expect(linkRow(dialog, new URL(guarded.link).pathname)).toContainText('1 view · last opened this minute');
  await expect(linkRow(dialog, new URL(plain.link).pathname)).toContainText('Not opened yet');
  await linkRow(dialog, new URL(plain.link).pathname).getByRole('button', { name: 'Edit' }).click();
  await expect(dialog.getByRole('button', { name: 'Remove password' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.screenshot({ path: screenshotPath('share-link-settings.png') });

  await linkRow(dialog, new URL(guarded.link).pathname).getByRole('button', { name: 'Edit' }).click();
  await expect(dialog.getByRole('button', { name: 'Remove password' })).toBeVisible();
  await expectNoSeriousViolations(page);
});
