import { pptxOf } from '../../server/src/test/office-files.ts';
import { waitForPages } from '../support/document-seed.ts';
import { expect, test } from '../support/fixtures.ts';
import { seedProject } from '../support/project-seed.ts';
import { screenshotPath } from '../support/screenshot.ts';

test('a PowerPoint deck uploaded from the board is reviewed slide by slide, its speaker notes beside each slide, and takes a pinned comment', async ({ signedInPage: page }) => {
  test.setTimeout(180_000);
  const project = await seedProject(page.request, `Pitch ${Date.now() % 100000}`);
  await page.goto(`/project/${project.id}`);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload design' }).click();
  const deck = pptxOf([
    { title: 'Opening slide', notes: ['Welcome everyone', 'Introduce the team'] },
    { title: 'Numbers slide', notes: null },
    { title: 'Closing slide', notes: ['Ask for questions'] },
  ]);
  await (await chooser).setFiles({ name: 'pitch.pptx', mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', buffer: deck });
  // The upload is answered at once; LibreOffice converts the deck in the convert-office job.
  await expect(page.getByText('File Uploaded Successfully')).toBeVisible({ timeout: 30_000 });

  await page.getByRole('link', { name: 'pitch' }).first().click();
  await expect(page).toHaveURL(/\/asset\/\d+/);
  const assetId = Number(/\/asset\/(\d+)/.exec(page.url())![1]);
  await waitForPages(page.request, assetId, 90_000);
  await page.reload();

  const notes = page.getByRole('region', { name: 'Speaker notes' });
  await expect(page.getByText('Page 1 of 3', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'pitch, variation 1A, page 1' })).toBeVisible();
  await expect(notes).toContainText('Welcome everyone');
  await expect(notes).toContainText('Introduce the team');

  const pages = page.getByRole('navigation', { name: 'Pages' });
  await pages.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page.getByText('Page 2 of 3', { exact: true })).toBeVisible();
  await expect(notes).toHaveText(/No speaker notes on slide 2\./);
  await pages.getByRole('button', { name: 'Page 3', exact: true }).click();
  const slide = page.getByRole('img', { name: 'pitch, variation 1A, page 3' });
  await expect.poll(() => slide.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(notes).toContainText('Ask for questions');

  // A box drawn on slide 3 pins the comment there.
  await page.getByRole('button', { name: 'Rectangle', exact: true }).click();
  const view = (await page.getByRole('region', { name: /^Variation .*, zoom/ }).boundingBox())!;
  await page.mouse.move(view.x + view.width * 0.4, view.y + view.height * 0.4);
  await page.mouse.down();
  await page.mouse.move(view.x + view.width * 0.6, view.y + view.height * 0.6, { steps: 6 });
  await page.mouse.up();
  const form = page.getByRole('form', { name: 'New Comment' });
  await form.getByRole('textbox', { name: 'Comment' }).fill('Make the closing question bigger');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('button', { name: 'Comment 1', exact: true })).toBeVisible();
  const saved = (await (await page.request.get(`/api/v1/comments?asset=${assetId}`)).json()) as { data: { page: number; content: string }[] };
  expect(saved.data.map((comment) => [comment.content, comment.page])).toEqual([['Make the closing question bigger', 3]]);
  await page.screenshot({ path: screenshotPath('office-speaker-notes.png') });
});
