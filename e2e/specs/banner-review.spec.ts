import type { APIRequestContext, Page } from '@playwright/test';
import type { Asset } from '@review/contract/assets';
import type { ShareLink } from '@review/contract/sharing';
import { validBanner } from '../../server/src/test/banner-zips.ts';
import { expect, test } from '../support/fixtures.ts';
import { seedProject } from '../support/project-seed.ts';

async function seedBanner(request: APIRequestContext): Promise<Asset> {
  const project = await seedProject(request, `Banners ${Date.now() % 100000}`);
  const upload = await request.post('/api/v1/upload/design_files', { multipart: { project_id: String(project.id), design_file: { name: 'summer-sale-300x250.zip', mimeType: 'application/zip', buffer: await validBanner() } } });
  expect(upload.status(), await upload.text()).toBe(201);
  const asset = ((await upload.json()) as { data: Asset }).data;
  expect(asset.versions[0]?.variations[0]?.media.kind, 'the server takes the ZIP as a banner').toBe('banner');
  return asset;
}

/** The banner's own page inside the review screen: its script ran once it says so. */
const bannerFrame = (page: Page) => page.frameLocator('iframe[title="summer-sale-300x250: HTML5 banner 300 × 250"]');

test.describe('reviewing an HTML5 banner', () => {
  test.setTimeout(240_000);

  test('it plays in its sandbox, replays, takes a comment, and a guest on a link sees it play', async ({ signedInPage: page, browser }) => {
    const asset = await seedBanner(page.request);
    await page.goto(`/asset/${asset.id}`);

    // The banner runs as its own page: its script, stylesheet and picture all load from its sandboxed path.
    await expect(bannerFrame(page).getByText('played')).toBeVisible();
    await expect(bannerFrame(page).getByRole('img', { name: 'logo' })).toHaveJSProperty('naturalWidth', 40);
    await expect(page.getByText('HTML5 banner, 300 × 250 px')).toBeVisible();
    // Its page has an opaque origin: it cannot read the app's cookies or storage.
    const origin = await page.frames().find((frame) => frame.url().includes('/banners/'))!.evaluate(() => window.origin);
    expect(origin).toBe('null');
    await expect(page.getByRole('button', { name: 'Pen', exact: true })).toHaveCount(0);
    // It plays at its own size: no zoom to offer.
    await expect(page.getByRole('button', { name: 'Fit width' })).toHaveCount(0);
    await expect(page.getByText('No comments yet — add a comment')).toBeVisible();

    // Replay loads it afresh: its script runs again from the start.
    const loads: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/js/main.js')) loads.push(request.url());
    });
    await page.getByRole('button', { name: 'Replay' }).click();
    await expect(bannerFrame(page).getByText('played')).toBeVisible();
    await expect.poll(() => loads.length).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Add a comment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a comment' });
    await dialog.getByLabel('Comment').fill('Make the end frame logo bigger');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Make the end frame logo bigger')).toBeVisible();

    // The checks beside it come once Chromium on the server has measured it.
    const checks = page.getByRole('region', { name: 'Banner checks' });
    await expect(checks.getByText('clickTag: https://www.example.com/landing')).toBeVisible({ timeout: 90_000 });
    await expect(checks.getByText(/^Initial load: [\d.]+ KB \(limit 150 KB\)$/)).toBeVisible();
    await expect(checks.getByText('Requests at load: 4')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('banner-review.png') });

    const created = await page.request.post(`/api/v1/assets/${asset.id}/share-links`, { data: {} });
    expect(created.status(), await created.text()).toBe(201);
    const link = ((await created.json()) as { data: ShareLink }).data;
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1280, height: 800 } });
    const guest = await context.newPage();
    await guest.goto(new URL(link.link).pathname);
    await expect(bannerFrame(guest).getByText('played')).toBeVisible();
    await expect(guest.getByText('Make the end frame logo bigger')).toBeVisible();
    await guest.screenshot({ path: test.info().outputPath('banner-guest.png') });
    await context.close();
  });
});
