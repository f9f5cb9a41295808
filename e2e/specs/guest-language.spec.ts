import type { APIRequestContext } from '@playwright/test';
import type { ShareLink } from '@review/contract/sharing';
import { expect, test } from '../support/fixtures.ts';
import { seedAsset } from '../support/review-seed.ts';

async function seedLink(request: APIRequestContext, assetId: number, settings: object): Promise<ShareLink> {
  const response = await request.post(`/api/v1/assets/${assetId}/share-links`, { data: settings });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: ShareLink }).data;
}

test("a link opens in its guests' language, a guest's own choice for it wins and is kept, another link keeps its default", async ({ signedInPage: page, browser }) => {
  const asset = await seedAsset(page.request, 'Autumn campaign');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/asset/${asset.id}`);
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share for review' });
  const newLink = dialog.getByRole('form', { name: 'New link' });
  await expect(newLink.getByLabel("Guests' language")).toHaveValue('');
  await newLink.getByLabel("Guests' language").selectOption('de');
  await newLink.getByRole('button', { name: 'Create link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  const german = new URL(await page.evaluate(() => navigator.clipboard.readText())).pathname;
  await expect(dialog.getByRole('list', { name: 'Settings' }).getByRole('listitem')).toHaveText(['Guests: Deutsch']);
  const french = new URL((await seedLink(page.request, asset.id, { locale: 'fr' })).link).pathname;

  // The client reads English in the browser; the link was set to German for its guests.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'en-US' });
  const guest = await context.newPage();
  await guest.goto(german);
  await expect(guest.locator('html')).toHaveAttribute('lang', 'de');
  await expect(guest.getByRole('heading', { name: 'Autumn campaign' })).toBeVisible();
  await expect(guest.getByText('Zur Review geteilt')).toBeVisible();
  await expect(guest.getByRole('complementary', { name: 'Kommentare' })).toBeVisible();
  await guest.screenshot({ path: test.info().outputPath('review-link-de.png') });

  await guest.getByLabel('Sprache').selectOption('ja');
  await expect(guest.getByText('レビュー用に共有')).toBeVisible();
  await guest.reload();
  await expect(guest.getByText('レビュー用に共有')).toBeVisible();
  await expect(guest.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(guest.getByLabel('言語')).toHaveValue('ja');
  await guest.screenshot({ path: test.info().outputPath('review-link-ja.png') });

  await guest.goto(french);
  await expect(guest.getByText('Partagé pour revue')).toBeVisible();
  await expect(guest.locator('html')).toHaveAttribute('lang', 'fr');
  await context.close();
});
