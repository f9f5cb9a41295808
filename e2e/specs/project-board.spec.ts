import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { pngFile, seedUploadedAsset } from '../support/asset-seed.ts';
import { seedProject } from '../support/project-seed.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';

const column = (page: Page, title: string) => page.getByRole('region', { name: new RegExp(`^${title} \\(`) });

test('an image uploaded from the board shows its thumbnail, and a mouse drag to Approved survives a reload', async ({ signedInPage: page }) => {
  const project = await seedProject(page.request, 'Spring campaign');
  await page.goto(`/project/${project.id}`);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(/Dashboard\s*>\s*Spring campaign/);
  await expect(page.getByText('No assets yet — upload a design')).toBeVisible();

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload design' }).click();
  await (await chooser).setFiles(await pngFile('hero-banner.png'));
  await expect(page.getByText('File Uploaded Successfully')).toBeVisible();

  const todo = column(page, 'To-do');
  await expect(todo).toHaveAccessibleName('To-do (1 asset)');
  const card = todo.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'hero-banner' }) });
  const thumbnail = card.locator('img');
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(card.getByText('1 version')).toBeAttached();

  const approved = column(page, 'Approved');
  const from = (await thumbnail.boundingBox())!;
  const to = (await approved.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2 + 10, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 12 });
  await page.mouse.up();

  await expect(page.getByText('Status Updated!')).toBeVisible();
  await expect(approved.getByRole('link', { name: 'hero-banner' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/project/${project.id}$`));

  await page.reload();
  await expect(column(page, 'Approved')).toHaveAccessibleName('Approved (1 asset)');
  await expect(column(page, 'Approved').getByRole('link', { name: 'hero-banner' })).toBeVisible();
  await expect(column(page, 'To-do')).toHaveAccessibleName('To-do (0 assets)');
});

test('a card moves to another column with the keyboard alone, and screen readers hear where it went', async ({ signedInPage: page }) => {
  const project = await seedProject(page.request, 'Keyboard board');
  await seedUploadedAsset(page.request, project.id, 'pricing-table.png');
  await page.goto(`/project/${project.id}`);

  const handle = page.getByRole('button', { name: 'Move pricing-table' });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: 'Picked up pricing-table in To-do.' })).toBeAttached();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('status').filter({ hasText: 'pricing-table is over Review.' })).toBeAttached();
  await page.keyboard.press('Space');

  await expect(page.getByText('Status Updated!')).toBeVisible();
  await expect(column(page, 'Review').getByRole('link', { name: 'pricing-table' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Move pricing-table' })).toBeFocused();

  await page.reload();
  await expect(column(page, 'Review')).toHaveAccessibleName('Review (1 asset)');
});

test('a move the server refuses puts the card back, and a file it refuses says why', async ({ signedInPage: page }) => {
  const project = await seedProject(page.request, 'Refusals');
  await seedUploadedAsset(page.request, project.id, 'poster.png');
  await page.goto(`/project/${project.id}`);

  await page.route('**/api/v1/assets/*', (route) =>
    route.request().method() === 'PUT' ? route.fulfill({ status: 403, json: { message: 'You may not change this asset.' } }) : route.fallback(),
  );
  await page.getByRole('button', { name: 'Move poster' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect(page.getByText('An error occurred while updating the asset.')).toBeVisible();
  await expect(page.getByText('Error!', { exact: true })).toBeVisible();
  await expect(column(page, 'To-do').getByRole('link', { name: 'poster' })).toBeVisible();
  await expect(column(page, 'In Progress')).toHaveAccessibleName('In Progress (0 assets)');

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload design' }).click();
  await (await chooser).setFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('plain text, not an image') });
  await expect(page.getByText('Failed to Upload File')).toBeVisible();
  await expect(page.getByText('Only jpg, png, gif and tiff images are accepted.')).toBeVisible();
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the board scrolls sideways column by column, and the page itself does not', async ({ signedInPage: page }) => {
    const project = await seedProject(page.request, 'Small screen');
    await seedUploadedAsset(page.request, project.id, 'mobile-home.png');
    await page.goto(`/project/${project.id}`);
    await expect(column(page, 'To-do').getByRole('link', { name: 'mobile-home' })).toBeVisible();

    const columns = column(page, 'To-do').locator('..');
    const scroller = await columns.evaluate((element) => ({ snap: getComputedStyle(element).scrollSnapType, overflows: element.scrollWidth > element.clientWidth }));
    expect(scroller).toEqual({ snap: 'x mandatory', overflows: true });
    const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(pageOverflow).toBeLessThanOrEqual(0);

    await column(page, 'Approved').scrollIntoViewIfNeeded();
    await expect(column(page, 'Approved')).toBeInViewport();
  });
});

test.describe('accessibility', () => {
  test.use({ bypassCSP: true });

  test('the board, in both layouts, has no serious axe violations', async ({ signedInPage: page }) => {
    const project = await seedProject(page.request, 'Axe board');
    await seedUploadedAsset(page.request, project.id, 'a-title-longer-than-twenty-characters.png');
    await page.goto(`/project/${project.id}`);
    const link = page.getByRole('link', { name: 'a-title-longer-than-twenty-characters' });
    await expect(link).toContainText('a-title-longer-than-...');
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Plain' }).click();
    await expectNoSeriousViolations(page);
  });
});
