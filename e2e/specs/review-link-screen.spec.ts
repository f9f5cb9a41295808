import type { APIRequestContext, Browser } from '@playwright/test';
import type { Asset } from '@review/contract/assets';
import type { VariationChanges } from '@review/contract/changes';
import type { ShareLinkReply } from '@review/contract/sharing';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { AFTER, BEFORE, designWithBlock, HEIGHT, WIDTH } from '../support/moved-block.ts';
import { seedProject } from '../support/project-seed.ts';
import { screenshotPath } from '../support/screenshot.ts';

/**
 * An asset whose version 2 moved the block, compared, with a pin of version 1 on the block: the
 * thread carried forward onto version 2, where the block changed.
 */
async function seedComparedAsset(request: APIRequestContext) {
  const project = await seedProject(request, `Shared changes ${Date.now() % 100000}`);
  const upload = await request.post('/api/v1/upload/design_files', {
    multipart: { project_id: String(project.id), design_file: { name: 'hero.png', mimeType: 'image/png', buffer: await designWithBlock(BEFORE) } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const asset = ((await upload.json()) as { data: Asset }).data;
  const at = JSON.stringify([{ x: BEFORE.x + 60, y: BEFORE.y + 50 }]);
  const pin = await request.post('/api/v1/annotation-comments', { data: { variation_id: asset.versions[0]!.variations[0]!.id, starting_point: at, path: at, content: 'Move this block to the right', color: 'red' } });
  expect(pin.status(), await pin.text()).toBe(201);
  const second = await request.post('/api/v1/versions', {
    multipart: { asset_id: String(asset.id), note: 'Moved the block', design_file: { name: 'hero.png', mimeType: 'image/png', buffer: await designWithBlock(AFTER) } },
  });
  expect(second.status(), await second.text()).toBe(201);
  const v2 = ((await second.json()) as { data: { variations: { id: number }[] } }).data.variations[0]!;
  await expect
    .poll(async () => ((await (await request.get(`/api/v1/variations/${v2.id}/changes`)).json()) as { data: VariationChanges }).data.state, { timeout: 30_000 })
    .toBe('ready');
  return asset;
}

/** A review link of the asset, with the link's default switches (no drawing, decisions or downloads); its path. */
async function shareLink(request: APIRequestContext, assetId: number): Promise<string> {
  const created = await request.post(`/api/v1/assets/${assetId}/share-links`);
  expect(created.status(), await created.text()).toBe(201);
  return new URL(((await created.json()) as ShareLinkReply).data.link).pathname;
}

async function openAsGuest(browser: Browser, path: string, viewport: { width: number; height: number }) {
  // axe-core is injected as an inline script, which the app's Content-Security-Policy would block.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport, bypassCSP: true });
  const guest = await context.newPage();
  await guest.goto(path);
  return { context, guest };
}

test('a guest reviews with the members’ screen: design checks, What changed, and the threads carried forward from version 1', async ({ signedInPage: page, browser }) => {
  const asset = await seedComparedAsset(page.request);
  const link = await shareLink(page.request, asset.id);
  const { context, guest } = await openAsGuest(browser, link, { width: 1280, height: 800 });

  const image = guest.getByRole('img', { name: 'hero, variation 2A' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);

  // The open thread of version 1 is listed on version 2, with what the new version did where it points.
  const sidebar = guest.getByRole('complementary', { name: 'Comments' });
  const carried = sidebar.getByRole('article').filter({ hasText: 'Move this block to the right' });
  await expect(carried.getByText('From version 1')).toBeVisible();
  await expect(carried.getByText('Changed here')).toBeVisible();
  await expect(sidebar.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();
  // Its marker, carried onto version 2 with the V1 comments toggle.
  await guest.getByRole('button', { name: 'V1 comments' }).click();
  await expect(guest.getByRole('button', { name: 'Comment 1, changed here (version 1)' })).toBeVisible();

  // What changed, read through the link.
  await guest.getByRole('button', { name: 'What changed' }).click();
  await expect(guest.getByRole('status').filter({ hasText: '2 areas changed since version 1' })).toBeVisible();
  await expect(guest.getByRole('list', { name: 'Changed areas' }).getByRole('listitem')).toHaveCount(2);

  // The design checks read the rendering the link shows.
  const checks = guest.getByRole('group', { name: 'Design checks' });
  await checks.getByRole('button', { name: 'Eyedropper' }).click();
  await expect(checks.getByRole('button', { name: 'Eyedropper' })).toHaveAttribute('aria-pressed', 'true');
  const results = guest.getByRole('region', { name: 'Eyedropper results' });
  // A guest is not given the original: the colours are the rendering's (WebP, within a step of the file's).
  await expect(results).toContainText('from the rendered preview');
  const box = (await image.boundingBox())!;
  // On the moved block of version 2: its dark blue, rgb(30, 58, 138).
  await guest.mouse.click(box.x + ((AFTER.x + 60) / WIDTH) * box.width, box.y + ((AFTER.y + 50) / HEIGHT) * box.height);
  const kept = results.getByTestId('kept-colour');
  await expect(kept).toContainText('Kept#');
  const [red, green, blue] = (/rgb\((\d+), (\d+), (\d+)\)/.exec((await kept.textContent()) ?? '') ?? []).slice(1).map(Number);
  expect([Math.abs(red! - 30), Math.abs(green! - 58), Math.abs(blue! - 138)].every((delta) => delta <= 3)).toBe(true);
  // Add to comment puts the colour into the guest's comment form.
  await results.getByRole('button', { name: 'Add to comment' }).click();
  const field = sidebar.getByLabel('Comment', { exact: true });
  await expect(field).toHaveValue(/^\[Colour: #[0-9A-F]{6}[^\]]*\] $/i);
  await expect(field).toBeFocused();
  await expectNoSeriousViolations(guest);
  await guest.screenshot({ path: screenshotPath('review-link-desktop.png') });

  // The link allows no drawing: no pen, still no way to draw.
  await expect(guest.getByRole('group', { name: 'Tools' })).toHaveCount(0);
  await guest.setViewportSize({ width: 390, height: 844 });
  await expect(image).toBeInViewport();
  expect(await guest.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await guest.screenshot({ path: screenshotPath('review-link-phone.png') });
  await context.close();
});

test('a guest sees the review’s stages, a private stage only when it takes the link’s guests', async ({ signedInPage: page, browser }) => {
  const { request } = page;
  expect((await request.put('/api/v1/profile/plan', { data: { plan: 'pro' } })).status()).toBe(200);
  const asset = await seedComparedAsset(request);
  const saved = await request.put(`/api/v1/assets/${asset.id}/stages`, {
    data: { stages: [{ name: 'Internal' }, { name: 'Legal', private: true }, { name: 'Client sign-off', private: true, guests: true }] },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const link = await shareLink(request, asset.id);
  const { context, guest } = await openAsGuest(browser, link, { width: 1280, height: 800 });

  const stages = guest.getByRole('region', { name: 'Stages' });
  const steps = stages.getByRole('list', { name: 'Review stages' });
  await expect(steps).toContainText('Internal');
  await expect(steps).toContainText('Client sign-off');
  await expect(steps).not.toContainText('Legal');
  await expect(stages.getByRole('button')).toHaveCount(0);
  await context.close();
});

test('a guest changes their own comment in the members’ editor: Enter saves, and the team reads the new words', async ({ signedInPage: page, browser }) => {
  const asset = await seedComparedAsset(page.request);
  const { context, guest } = await openAsGuest(browser, await shareLink(page.request, asset.id), { width: 1280, height: 800 });
  const sidebar = guest.getByRole('complementary', { name: 'Comments' });
  await sidebar.getByLabel('Your name').fill('Casey Client');
  await sidebar.getByLabel('Your email').fill('casey@client.example');
  await sidebar.getByLabel('Comment', { exact: true }).fill('The blue is too dark');
  await sidebar.getByRole('button', { name: 'Post comment' }).click();
  const thread = sidebar.getByRole('article', { name: 'Comment by Casey Client (guest)' });
  await expect(thread).toContainText('The blue is too dark');

  await thread.getByRole('button', { name: 'Edit' }).click();
  const field = thread.getByRole('textbox', { name: 'Edit comment' });
  await expect(field).toBeFocused();
  await field.fill('The blue is a little too dark');
  await field.press('Enter');
  await expect(field).toHaveCount(0);
  await expect(thread).toContainText('The blue is a little too dark');
  await context.close();

  const saved = (await (await page.request.get(`/api/v1/comments?asset=${asset.id}`)).json()) as { data: { content: string }[] };
  expect(saved.data.map((comment) => comment.content)).toContain('The blue is a little too dark');
});
