import type { APIRequestContext } from '@playwright/test';
import type { Asset } from '@review/contract/assets';
import type { VariationChanges } from '@review/contract/changes';
import { expect, test } from '../support/fixtures.ts';
import { seedDocument, seedDocumentVersion, waitForPages } from '../support/document-seed.ts';
import { AFTER, BEFORE, designWithBlock, WIDTH } from '../support/moved-block.ts';
import { seedProject } from '../support/project-seed.ts';

/** A pin (one point) on a variation, through the API. */
async function seedPin(request: APIRequestContext, variationId: number, at: { x: number; y: number }, content: string) {
  const response = await request.post('/api/v1/annotation-comments', { data: { variation_id: variationId, starting_point: JSON.stringify([at]), path: JSON.stringify([at]), content, color: 'red' } });
  expect(response.status(), await response.text()).toBe(201);
}

/**
 * An asset whose version 2 moved the block, compared: version 1's two pins carried forward, one where
 * the block was ('changed'), one on the untouched footer.
 */
async function seedComparedAsset(request: APIRequestContext) {
  const project = await seedProject(request, `Changes ${Date.now() % 100000}`);
  const upload = await request.post('/api/v1/upload/design_files', {
    multipart: { project_id: String(project.id), design_file: { name: 'hero.png', mimeType: 'image/png', buffer: await designWithBlock(BEFORE) } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const asset = ((await upload.json()) as { data: Asset }).data;
  const v1 = asset.versions[0]!.variations[0]!;
  await seedPin(request, v1.id, { x: BEFORE.x + 60, y: BEFORE.y + 50 }, 'Move this block to the right');
  await seedPin(request, v1.id, { x: 400, y: 520 }, 'The footer spacing is fine');

  const second = await request.post('/api/v1/versions', {
    multipart: { asset_id: String(asset.id), note: 'Moved the block', design_file: { name: 'hero.png', mimeType: 'image/png', buffer: await designWithBlock(AFTER) } },
  });
  expect(second.status(), await second.text()).toBe(201);
  const reloaded = ((await (await request.get(`/api/v1/assets/${asset.id}`)).json()) as { data: Asset }).data;
  const v2 = reloaded.versions.find((version) => version.version === 2)!.variations[0]!;

  // The comparison runs in the background: wait for it.
  const changesOf = async () => ((await (await request.get(`/api/v1/variations/${v2.id}/changes`)).json()) as { data: VariationChanges }).data;
  await expect.poll(async () => (await changesOf()).state, { timeout: 30_000 }).toBe('ready');
  return { asset, v1, v2, changes: await changesOf() };
}

test('What changed outlines the moved element and marks the carried-forward comments', async ({ signedInPage: page }) => {
  const { request } = page;
  const { asset, v1, changes } = await seedComparedAsset(request);
  expect(changes.compared_with).toBe(v1.id);
  expect(changes.regions).toHaveLength(2);

  await page.goto(`/asset/${asset.id}`);
  await expect(page.getByText('Version: 2')).toBeVisible();
  const toggle = page.getByRole('button', { name: 'What changed' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: '2 areas changed since version 1' })).toBeVisible();
  const areas = page.getByRole('list', { name: 'Changed areas' }).getByRole('listitem');
  await expect(areas).toHaveCount(2);

  // The boxes sit on their image pixels at the zoom shown: the one where the block now is, over it.
  const image = (await page.getByRole('img', { name: /variation 2A/ }).boundingBox())!;
  const scale = image.width / WIDTH;
  const boxes = await Promise.all((await areas.all()).map(async (area) => (await area.boundingBox())!));
  const moved = boxes.find((box) => box.x > image.x + image.width / 2)!;
  expect(moved.x).toBeLessThanOrEqual(image.x + AFTER.x * scale + 2);
  expect(moved.x + moved.width).toBeGreaterThanOrEqual(image.x + (AFTER.x + 120) * scale - 2);

  // G turns it off and on again.
  await page.getByRole('region', { name: /^Variation 2A/ }).focus();
  await page.keyboard.press('g');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(areas).toHaveCount(0);
  await page.keyboard.press('g');
  await expect(areas).toHaveCount(2);

  // The sidebar: the two carried-forward threads, marked, and the filter by change.
  const sidebar = page.getByRole('region', { name: 'Review sidebar' });
  const filter = sidebar.getByRole('group', { name: 'Comments by change' });
  await expect(filter.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  await sidebar.getByLabel('All variations').check();
  const threads = sidebar.getByRole('list', { name: 'Open comments' }).getByRole('article');
  await expect(threads).toHaveCount(2);
  await expect(threads.filter({ hasText: 'Move this block to the right' }).getByText('Changed here')).toBeVisible();
  await expect(threads.filter({ hasText: 'The footer spacing is fine' }).getByText('Untouched')).toBeVisible();

  await filter.getByRole('button', { name: 'Changed here' }).click();
  await expect(threads).toHaveCount(1);
  await expect(threads).toContainText('Move this block to the right');
  await page.screenshot({ path: test.info().outputPath('what-changed.png') });
  await filter.getByRole('button', { name: 'Untouched' }).click();
  await expect(threads).toHaveCount(1);
  await expect(threads).toContainText('The footer spacing is fine');
  await filter.getByRole('button', { name: 'All' }).click();
  await expect(threads).toHaveCount(2);

  // Compare's difference mode (version 1 against 2, the pair the server compared) outlines the same boxes.
  await page.getByRole('button', { name: 'Compare' }).click();
  const dialog = page.getByRole('dialog', { name: 'Compare' });
  await dialog.getByRole('button', { name: 'Difference' }).click();
  await expect(dialog.getByRole('img', { name: 'Pixel difference between Version 1 · 1A and Version 2 · 2A' })).toBeVisible();
  const outline = dialog.getByRole('checkbox', { name: 'Outline changed areas (2)' });
  await expect(outline).toBeChecked();
  const compared = dialog.getByRole('list', { name: 'Changed areas' }).getByRole('listitem');
  await expect(compared).toHaveCount(2);
  await outline.uncheck();
  await expect(compared).toHaveCount(0);
});

test('on a document, What changed outlines the page shown and lists the pages that changed', async ({ signedInPage: page }) => {
  const { request } = page;
  const asset = await seedDocument(request, 2);
  await seedDocumentVersion(request, asset, 2);
  await waitForPages(request, asset.id);
  const reloaded = ((await (await request.get(`/api/v1/assets/${asset.id}`)).json()) as { data: Asset }).data;
  const v2 = reloaded.versions.find((version) => version.version === 2)!.variations[0]!;
  await expect
    .poll(async () => ((await (await request.get(`/api/v1/variations/${v2.id}/changes`)).json()) as { data: VariationChanges }).data.state, { timeout: 30_000 })
    .toBe('ready');

  await page.goto(`/asset/${asset.id}`);
  await page.getByRole('button', { name: 'What changed' }).click();
  // The picture block moved on both pages.
  const pages = page.getByRole('navigation', { name: 'Pages that changed' });
  await expect(pages.getByRole('button')).toHaveText(['Page 1', 'Page 2']);
  await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  const areas = page.getByRole('list', { name: 'Changed areas' }).getByRole('listitem');
  await expect(areas.first()).toBeVisible();
  await pages.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(areas.first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('what-changed-document.png') });
});

test('under the default All, the Comments tab lists every open thread, changed and untouched alike, and the pins say which', async ({ signedInPage: page }) => {
  const { asset } = await seedComparedAsset(page.request);
  await page.goto(`/asset/${asset.id}`);
  await expect(page.getByText('Version: 2')).toBeVisible();

  // Variation 2A on screen, its own threads only (no 'All variations'): the carried-forward ones are listed too.
  const sidebar = page.getByRole('region', { name: 'Review sidebar' });
  await expect(sidebar.getByRole('group', { name: 'Comments by change' }).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  await expect(sidebar.getByLabel('All variations')).not.toBeChecked();
  const threads = sidebar.getByRole('list', { name: 'Open comments' }).getByRole('article');
  await expect(threads).toHaveCount(2);
  await expect(threads.filter({ hasText: 'Move this block to the right' }).getByText('Changed here')).toBeVisible();
  await expect(threads.filter({ hasText: 'The footer spacing is fine' }).getByText('Untouched')).toBeVisible();
  await expect(sidebar.getByText(/No comments yet/)).toHaveCount(0);

  // Version 1's pins on version 2 say which of the two each is.
  await page.getByRole('button', { name: 'V1 comments' }).click();
  const changedPin = page.getByRole('button', { name: 'Comment 1, changed here (version 1)' });
  const untouchedPin = page.getByRole('button', { name: 'Comment 2, untouched (version 1)' });
  await expect(changedPin).toHaveText('1 Changed here');
  await expect(untouchedPin).toHaveText('2 Untouched');
  await expect(page.getByText('addressed?')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('what-changed-pins.png') });

  // Resolving both on version 2 leaves them in its Resolved tab, and the Comments tab says so.
  for (const text of ['Move this block to the right', 'The footer spacing is fine']) {
    await threads.filter({ hasText: text }).getByRole('button', { name: 'Resolve' }).click();
  }
  await expect(threads).toHaveCount(0);
  await expect(sidebar.getByText('No open comments — 2 resolved.')).toBeVisible();
  await sidebar.getByRole('button', { name: 'View resolved' }).click();
  await expect(sidebar.getByRole('tab', { name: /^Resolved/ })).toHaveAttribute('aria-selected', 'true');
  await expect(sidebar.getByRole('list', { name: 'Resolved comments' }).getByRole('article')).toHaveCount(2);
});

test('resolving the only comment leaves "1 resolved" in the Comments tab, not "No comments yet"', async ({ signedInPage: page }) => {
  const { request } = page;
  const project = await seedProject(request, `Resolved ${Date.now() % 100000}`);
  const upload = await request.post('/api/v1/upload/design_files', {
    multipart: { project_id: String(project.id), design_file: { name: 'hero.png', mimeType: 'image/png', buffer: await designWithBlock(BEFORE) } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const asset = ((await upload.json()) as { data: Asset }).data;
  await seedPin(request, asset.versions[0]!.variations[0]!.id, { x: 300, y: 200 }, 'Tighten the heading');

  await page.goto(`/asset/${asset.id}`);
  const sidebar = page.getByRole('region', { name: 'Review sidebar' });
  const thread = sidebar.getByRole('list', { name: 'Open comments' }).getByRole('article');
  await thread.getByRole('button', { name: 'Resolve' }).click();
  await expect(sidebar.getByText('No open comments — 1 resolved.')).toBeVisible();
  await expect(sidebar.getByText(/No comments yet/)).toHaveCount(0);
  await page.reload();
  await expect(sidebar.getByText('No open comments — 1 resolved.')).toBeVisible();

  await sidebar.getByRole('button', { name: 'View resolved' }).click();
  await expect(sidebar.getByRole('tab', { name: /^Resolved/ })).toHaveAttribute('aria-selected', 'true');
  await expect(sidebar.getByRole('list', { name: 'Resolved comments' }).getByRole('article')).toContainText('Tighten the heading');
});
