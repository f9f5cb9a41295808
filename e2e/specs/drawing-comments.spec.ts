import type { Locator, Page } from '@playwright/test';
import { pngFile } from '../support/asset-seed.ts';
import { seedDesign, type SeededDesign } from '../support/design-seed.ts';
import { expect, test } from '../support/fixtures.ts';
import { addMember } from '../support/notification-seed.ts';
import { registerUser, signIn } from '../support/users.ts';

/** The design's image on the review screen, once it has loaded. */
async function loadedImage(page: Page, assetId: number): Promise<Locator> {
  await page.goto(`/asset/${assetId}`);
  const image = page.getByRole('img', { name: 'landing-page, variation 1A' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  return image;
}

/** A rectangle dragged over the image between two of its pixels. */
async function drawRectangle(page: Page, image: Locator, design: SeededDesign, from: [number, number], to: [number, number]) {
  await page.getByRole('button', { name: 'Rectangle', exact: true }).click();
  const box = (await image.boundingBox())!;
  const toPage = ([x, y]: [number, number]) => ({ x: box.x + (x * box.width) / design.width, y: box.y + (y * box.height) / design.height });
  const start = toPage(from);
  const end = toPage(to);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(end.x, end.y, { steps: 8 });
  await page.mouse.up();
}

test('a member picked from the list in the drawing box is told they were mentioned', async ({ signedInPage: page, request, browser }) => {
  const design = await seedDesign(page.request);
  const colleague = await registerUser(request, { first_name: 'Grace', last_name: 'Hopper' });
  await signIn(request, colleague);
  await addMember(page.request, request, design.asset.project_id, colleague);

  const image = await loadedImage(page, design.asset.id);
  await drawRectangle(page, image, design, [500, 200], [740, 380]);
  const form = page.getByRole('form', { name: 'New Comment' });
  const text = form.getByRole('textbox', { name: 'Comment' });
  await expect(text).toBeFocused();
  await text.pressSequentially('Wider, @Gra');
  const people = form.getByRole('listbox', { name: 'People to mention' });
  await expect(people.getByRole('option')).toHaveText([/Grace Hopper/]);
  await page.screenshot({ path: '/tmp/drawing-comment-mention-list.png' });
  await people.getByRole('option', { name: /Grace Hopper/ }).click();
  await expect(text).toHaveValue('Wider, @Grace Hopper ');
  await text.pressSequentially('what do you think?');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('button', { name: 'Comment 1', exact: true })).toBeVisible();

  // Grace, in a browser of her own, hears of it as a mention.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await signIn(context.request, colleague);
  const grace = await context.newPage();
  await grace.goto('/');
  await grace.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  const panel = grace.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('link', { name: /^Unread: Ada Lovelace mentioned you on landing-page: "Wider, @Grace Hopper what do you think\?"/ })).toBeVisible();
  await expect(panel.getByText(/commented on/)).toHaveCount(0);
  await context.close();
});

test('Escape on a drawn, typed comment asks first; the draft outlives a reload until it is discarded', async ({ signedInPage: page }) => {
  const design = await seedDesign(page.request);
  const image = await loadedImage(page, design.asset.id);
  await drawRectangle(page, image, design, [500, 200], [740, 380]);
  const form = page.getByRole('form', { name: 'New Comment' });
  const text = form.getByRole('textbox', { name: 'Comment' });
  await text.fill('Move the block to the left');

  const question = page.getByRole('dialog', { name: 'Discard this comment?' });
  await page.keyboard.press('Escape');
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await page.screenshot({ path: '/tmp/drawing-comment-discard-question.png' });
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(question).toBeHidden();
  await expect(text).toHaveValue('Move the block to the left');
  await expect(text).toBeFocused();
  // Escape in the question backs out of it too; so does the X ask first.
  await form.getByRole('button', { name: 'Discard drawing' }).click();
  await expect(question).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(form).toBeVisible();

  await page.reload();
  await expect(form).toBeVisible();
  await expect(text).toHaveValue('Move the block to the left');
  await expect(page.locator('[data-draft]')).toHaveCount(1);

  await page.keyboard.press('Control+z');
  await expect(text).toHaveValue('Move the block to the left');
  await form.getByRole('button', { name: 'Discard drawing' }).click();
  await question.getByRole('button', { name: 'Discard' }).click();
  await expect(form).toBeHidden();
  await expect(page.locator('[data-draft]')).toHaveCount(0);
  await page.reload();
  await expect(image).toBeVisible();
  await expect(form).toBeHidden();

  // With nothing typed, Escape drops the bare drawing at once.
  await drawRectangle(page, image, design, [100, 100], [300, 200]);
  await expect(form).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expect(question).toBeHidden();
  const comments = await page.request.get(`/api/v1/comments?asset=${design.asset.id}`);
  expect((await comments.json()).data).toEqual([]);
});

test('a guest’s drawn comment asks too before Escape drops it, and outlives a reload', async ({ signedInPage: page, browser }) => {
  const design = await seedDesign(page.request);
  const link = await page.request.post(`/api/v1/assets/${design.asset.id}/share-links`, { data: { allow_annotations: true } });
  expect(link.status(), await link.text()).toBe(201);
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1280, height: 800 } });
  const guest = await context.newPage();
  await guest.goto(new URL(((await link.json()) as { data: { link: string } }).data.link).pathname);
  const image = guest.getByRole('img', { name: 'landing-page, variation 1A' });
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  await drawRectangle(guest, image, design, [500, 200], [740, 380]);
  const form = guest.getByRole('form', { name: 'New Comment' });
  // Guests see no member list: '@' is only a character.
  await form.getByRole('textbox', { name: 'Comment' }).fill('Can this be @larger?');
  await expect(form.getByRole('listbox')).toHaveCount(0);

  await guest.reload();
  await expect(form.getByRole('textbox', { name: 'Comment' })).toHaveValue('Can this be @larger?');
  await guest.keyboard.press('Escape');
  const question = guest.getByRole('dialog', { name: 'Discard this comment?' });
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Discard drawing' }).click();
  await question.getByRole('button', { name: 'Discard' }).click();
  await expect(form).toBeHidden();
  await guest.reload();
  await expect(image).toBeVisible();
  await expect(form).toBeHidden();
  await context.close();
});

test('the sidebar’s Add a comment asks before Escape throws typed text away', async ({ signedInPage: page }) => {
  const design = await seedDesign(page.request);
  await loadedImage(page, design.asset.id);
  await page.getByRole('button', { name: 'Add a comment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a comment' });
  await dialog.getByRole('textbox', { name: 'Comment' }).fill('The footer is cramped');
  await page.keyboard.press('Escape');
  const question = page.getByRole('dialog', { name: 'Discard this comment?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Comment' })).toHaveValue('The footer is cramped');
  await expect(dialog.getByRole('textbox', { name: 'Comment' })).toBeFocused();
  await page.keyboard.press('Escape');
  await question.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
  await expect(question).toBeHidden();
});

test('Add Version on the review screen lands on the new version', async ({ signedInPage: page }) => {
  const design = await seedDesign(page.request);
  await loadedImage(page, design.asset.id);
  await expect(page.getByText('Version: 1')).toBeVisible();

  await page.getByRole('button', { name: 'Add Version' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add version' });
  await dialog.getByLabel('Design file').setInputFiles(await pngFile('landing-page.png'));
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByText('Version: 2')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Versions' }).getByRole('button', { name: 'Version 2' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('img', { name: 'landing-page, variation 2A' })).toBeVisible();
  const versions = (await (await page.request.get(`/api/v1/assets/${design.asset.id}`)).json()) as { data: { versions: { id: number; version: number }[] } };
  const newest = versions.data.versions.find((version) => version.version === 2)!;
  await expect(page).toHaveURL(new RegExp(`[?&]version=${newest.id}(&|$)`));
});
