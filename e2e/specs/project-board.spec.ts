import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { pngFile, seedUploadedAsset } from '../support/asset-seed.ts';
import { buildPdf } from '../support/document-seed.ts';
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
  await expect(page.getByText('Only jpg, png, gif, tiff, webp, avif, svg, pdf, docx, pptx, xlsx, odt, odp, ods, mp4, mov, webm, mp3, wav, m4a, aac, flac, ogg, opus and zip (HTML5 banner) files are accepted.')).toBeVisible();
});

test('a PDF uploaded from the board shows its first page and its page count, and a file of another type is not sent', async ({ signedInPage: page }) => {
  const project = await seedProject(page.request, 'Print campaign');
  await page.goto(`/project/${project.id}`);
  await expect(page.getByText('Or drop jpg, png, gif, tiff, webp, avif, svg, pdf, docx, pptx, xlsx, odt, odp, ods, mp4, mov, webm, mp3, wav, m4a, aac, flac, ogg, opus or zip files here.')).toBeVisible();

  let uploads = 0;
  page.on('request', (request) => request.url().endsWith('/api/v1/upload/design_files') && (uploads += 1));
  const refused = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload design' }).click();
  await (await refused).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a design') });
  await expect(page.getByText('notes.txt — Choose a jpg, png, gif, tiff, webp, avif, svg, pdf, docx, pptx, xlsx, odt, odp, ods, mp4, mov, webm, mp3, wav, m4a, aac, flac, ogg, opus or zip file.')).toBeVisible();
  expect(uploads).toBe(0);

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload design' }).click();
  await (await chooser).setFiles({ name: 'catalogue.pdf', mimeType: 'application/pdf', buffer: await buildPdf(8) });
  await expect(page.getByText('File Uploaded Successfully')).toBeVisible();

  const card = column(page, 'To-do').getByRole('listitem').filter({ has: page.getByRole('link', { name: 'catalogue' }) });
  await expect(card.getByText('8 pages')).toBeVisible();
  await expect.poll(() => card.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  // The later pages render in the background; the live stream refreshes the card until they are all there.
  await expect(card.getByText(/^Rendering \d+\/8$/)).toBeHidden({ timeout: 30_000 });
  await expect(card.getByText('Rendering failed')).toHaveCount(0);
  await card.getByRole('button', { name: 'Actions for catalogue' }).click();
  await expect(page.getByRole('menuitem', { name: 'Open' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Retry rendering' })).toHaveCount(0);
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
    const pdf = { name: 'brochure.pdf', mimeType: 'application/pdf', buffer: await buildPdf(3) };
    const upload = await page.request.post('/api/v1/upload/design_files', { multipart: { project_id: String(project.id), design_file: pdf } });
    expect(upload.status(), await upload.text()).toBe(201);
    await page.goto(`/project/${project.id}`);
    const link = page.getByRole('link', { name: 'a-title-longer-than-twenty-characters' });
    await expect(link).toContainText('a-title-longer-than-...');
    await expect(page.getByText('3 pages')).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Plain' }).click();
    await expectNoSeriousViolations(page);
  });
});
