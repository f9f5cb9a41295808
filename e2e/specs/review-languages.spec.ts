import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { seedDesign } from '../support/design-seed.ts';
import type { TestUser } from '../support/users.ts';

/** The account's language, which the interface follows once the profile is read. */
async function chooseLanguage(page: Page, user: TestUser, locale: string) {
  const reply = await page.request.put('/api/v1/profile/update', { data: { first_name: user.first_name, last_name: user.last_name, locale } });
  expect(reply.status(), await reply.text()).toBe(200);
}

test('the review screen reads in the account’s language: sidebar, annotation, tools, compare and shortcuts in German and Japanese, pictured in each', async ({ signedInPage: page, user }) => {
  const { asset } = await seedDesign(page.request);
  const variationId = asset.versions[0]!.variations[0]!.id;
  const pin = await page.request.post('/api/v1/annotation-comments', {
    data: { variation_id: variationId, starting_point: JSON.stringify([{ x: 300, y: 200 }]), path: JSON.stringify([{ x: 300, y: 200 }]), content: 'Make the headline bigger', color: 'red' },
  });
  expect(pin.status(), await pin.text()).toBe(201);

  await chooseLanguage(page, user, 'de');
  await page.goto(`/asset/${asset.id}`);
  const sidebar = page.getByRole('region', { name: 'Review-Seitenleiste' });
  await expect(sidebar.getByRole('tab', { name: /^Kommentare/ })).toHaveAttribute('aria-selected', 'true');
  await expect(sidebar.getByRole('tab', { name: 'Verlauf' })).toBeVisible();
  await expect(sidebar.getByRole('button', { name: 'Markierung 1: im Bild zeigen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kommentar 1', exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Werkzeuge' }).getByRole('button', { name: 'Stift', exact: true })).toBeVisible();
  await expect(page.getByText('Version: 1')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('review-screen-de.png') });

  await page.getByRole('button', { name: 'Vergleichen' }).click();
  const compare = page.getByRole('dialog', { name: 'Vergleichen' });
  await expect(compare.getByRole('group', { name: 'Vergleichsmodus (Tasten 1–4)' }).getByRole('button', { name: 'Nebeneinander' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await expect(compare).toBeHidden();

  await chooseLanguage(page, user, 'ja');
  await page.goto(`/asset/${asset.id}`);
  await expect(page.getByRole('region', { name: 'レビューのサイドバー' }).getByRole('tab', { name: /^コメント/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'コメント 1', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'コメントを追加' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('review-screen-ja.png') });
  await page.keyboard.press('?');
  const shortcuts = page.getByRole('dialog', { name: 'キーボードショートカット' });
  await expect(shortcuts.getByText('ペン のオン／オフ')).toBeVisible();
  await expect(shortcuts.getByText('Esc', { exact: true })).toBeVisible();
});
