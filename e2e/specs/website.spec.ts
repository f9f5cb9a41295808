import http from 'node:http';
import type { Asset } from '@review/contract/assets';
import type { ShareLink } from '@review/contract/sharing';
import { expect, test } from '../support/fixtures.ts';
import { seedProject } from '../support/project-seed.ts';

// A website added from the board, captured by the server's Chromium from a site this journey serves on
// loopback (playwright.config.ts allows its port with CAPTURE_ALLOW_HOSTS), pinned, and seen by a guest.

const SITE = `http://127.0.0.1:${process.env.E2E_SITE_PORT}/`;
const PAGE = `<!doctype html><html><head><title>Acme spring launch</title><style>
  body { margin: 0; font: 18px sans-serif; color: #111; }
  header { background: #0f172a; color: #fff; padding: 24px 40px; font-size: 28px; }
  .hero { margin: 40px; height: 320px; background: #2563eb; border-radius: 12px; }
  main { height: 1200px; }
</style></head><body><header>Acme</header><main><div class="hero"></div><p style="margin: 40px">Spring is here.</p></main></body></html>`;

let site: http.Server;

test.beforeAll(async () => {
  site = http.createServer((_request, response) => response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(PAGE));
  await new Promise<void>((resolve) => site.listen(Number(process.env.E2E_SITE_PORT), '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
});

test.describe('reviewing a website', () => {
  test.setTimeout(180_000);

  test('added from the board, captured at its breakpoints, pinned on the desktop capture, and seen by a guest with the live page', async ({ signedInPage: page, browser }) => {
    const project = await seedProject(page.request, `Websites ${Date.now() % 100000}`);
    await page.goto(`/project/${project.id}`);
    await page.getByRole('button', { name: 'Add a website' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a website' });
    await expect(dialog.getByLabel('Breakpoints')).toHaveValue('1440, 768, 390');

    // A page address the browser would not open is refused in words, before anything is sent.
    await dialog.getByLabel('Web address').fill('ftp://example.com/');
    await dialog.getByRole('button', { name: 'Add website' }).click();
    await expect(dialog.getByText('Enter a web address starting with http:// or https://.')).toBeVisible();

    await dialog.getByLabel('Web address').fill(SITE);
    await dialog.getByLabel('Breakpoints').fill('1280, 390');
    await page.screenshot({ path: test.info().outputPath('website-dialog.png') });
    await dialog.getByRole('button', { name: 'Add website' }).click();
    await expect(dialog).toBeHidden();

    const title = `127.0.0.1:${process.env.E2E_SITE_PORT}`;
    await page.getByRole('link', { name: new RegExp(title) }).first().click();
    // The desktop capture is the first variation; the phone's is beside it.
    const image = page.getByRole('img', { name: `${title}, variation 1A`, exact: true });
    await expect(image).toBeVisible({ timeout: 90_000 });
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByText('Acme spring launch')).toBeVisible();
    const live = page.getByRole('link', { name: /Open live page/ });
    await expect(live).toHaveAttribute('href', SITE);
    await expect(live).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByRole('button', { name: 'Capture again' })).toBeVisible();
    await expect(page.getByText('1B', { exact: true })).toBeVisible();

    // A pin's rectangle over the hero, with its comment.
    await page.getByRole('button', { name: 'Rectangle', exact: true }).click();
    const box = (await image.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.12);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.25, { steps: 8 });
    await page.mouse.up();
    const form = page.getByRole('form', { name: 'New Comment' });
    await form.getByRole('textbox', { name: 'Comment' }).fill('The hero needs the spring photo');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByRole('button', { name: 'Comment 1', exact: true })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('website-review.png') });

    const assetId = Number(new URL(page.url()).pathname.split('/').pop());
    const created = await page.request.post(`/api/v1/assets/${assetId}/share-links`, { data: {} });
    expect(created.status(), await created.text()).toBe(201);
    const link = ((await created.json()) as { data: ShareLink }).data;
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1280, height: 800 } });
    const guest = await context.newPage();
    await guest.goto(new URL(link.link).pathname);
    const guestImage = guest.getByRole('img', { name: `${title}, variation 1A`, exact: true });
    await expect(guestImage).toBeVisible();
    await expect.poll(() => guestImage.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    await expect(guest.getByRole('link', { name: /Open live page/ })).toHaveAttribute('href', SITE);
    await expect(guest.getByRole('button', { name: 'Capture again' })).toHaveCount(0);
    await expect(guest.getByText('The hero needs the spring photo')).toBeVisible();
    await guest.screenshot({ path: test.info().outputPath('website-guest.png') });
    await context.close();

    const asset = ((await (await page.request.get(`/api/v1/assets/${assetId}`)).json()) as { data: Asset }).data;
    expect(asset.versions[0]!.variations.map((variation) => [variation.variation_name, variation.media.kind, variation.width])).toEqual([
      ['Desktop 1280', 'website', 1280],
      ['Phone 390', 'website', 390],
    ]);
  });
});
