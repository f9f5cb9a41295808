import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import type { Comment } from '@review/contract/comments';
import type { ShareLinkReply } from '@review/contract/sharing';
import { expect, test } from '../support/fixtures.ts';
import { seedVariation } from '../support/asset-seed.ts';
import { seedChangedVersion, seedDesign, type SeededDesign } from '../support/design-seed.ts';

/** An annotation comment through the API, as the spec's clients send it (points as JSON text). */
async function seedAnnotation(request: APIRequestContext, variationId: number, at: { x: number; y: number }, content: string): Promise<Comment> {
  const response = await request.post('/api/v1/annotation-comments', {
    data: { variation_id: variationId, starting_point: JSON.stringify([at]), path: JSON.stringify([at, { x: at.x + 80, y: at.y + 40 }]), content, color: 'green' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Comment }).data;
}

/** The image pixel at a page position. */
async function pixelAt(image: Locator, design: SeededDesign, page: { x: number; y: number }) {
  const box = (await image.boundingBox())!;
  return { x: ((page.x - box.x) / box.width) * design.width, y: ((page.y - box.y) / box.height) * design.height };
}

test('keys: ? lists them, + − 0 1 W and Ctrl + wheel zoom, ] and [ switch variations, P R A pick tools, E resolves', async ({ signedInPage: page }) => {
  const design = await seedDesign(page.request);
  const version = design.asset.versions[0]!;
  const variationB = await seedVariation(page.request, version.id, 'alternative.png', '#22aa66');
  const comment = await seedAnnotation(page.request, version.variations[0]!.id, { x: 300, y: 200 }, 'Align the block');
  await page.goto(`/asset/${design.asset.id}`);
  const image = page.getByRole('img', { name: 'landing-page, variation 1A' });
  await expect(image).toBeVisible();

  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help.getByText('Resolve (or reopen) the selected comment')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  const bar = page.getByRole('group', { name: 'Zoom' });
  const zoom = bar.getByLabel('Zoom level');
  await expect(bar.getByRole('button', { name: 'Fit to screen' })).toHaveAttribute('aria-pressed', 'true');
  const fitted = await zoom.textContent();
  await page.keyboard.press('1');
  await expect(zoom).toHaveText('100%');
  await page.keyboard.press('+');
  await expect(zoom).toHaveText('110%');
  await page.keyboard.press('-');
  await page.keyboard.press('-');
  await expect(zoom).toHaveText('90%');
  await page.keyboard.press('w');
  await expect(bar.getByRole('button', { name: 'Fit width' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('0');
  await expect(zoom).toHaveText(fitted!);

  // Ctrl + wheel: 0.05 of scale per notch. Once the image is larger than the view, the pixel under
  // the pointer stays under it (while it fits, it stays centred).
  await page.keyboard.press('1');
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('+');
  await expect(zoom).toHaveText('150%');
  const view = (await page.getByRole('region', { name: /^Variation 1A/ }).boundingBox())!;
  const pointer = { x: view.x + view.width * 0.3, y: view.y + view.height * 0.6 };
  const before = await pixelAt(image, design, pointer);
  await page.mouse.move(pointer.x, pointer.y);
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, -100);
  await page.keyboard.up('Control');
  await expect(zoom).toHaveText('155%');
  const after = await pixelAt(image, design, pointer);
  expect(Math.abs(after.x - before.x)).toBeLessThanOrEqual(1.5);
  expect(Math.abs(after.y - before.y)).toBeLessThanOrEqual(1.5);
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, 300);
  await page.keyboard.up('Control');
  await expect(zoom).toHaveText('140%');
  await page.keyboard.press('0');

  for (const [key, tool] of [['p', 'Pen'], ['r', 'Rectangle'], ['a', 'Arrow']] as const) {
    await page.keyboard.press(key);
    await expect(page.getByRole('button', { name: tool, exact: true })).toHaveAttribute('aria-pressed', 'true');
  }
  await page.keyboard.press('a');
  await expect(page.getByRole('button', { name: 'Hand (pan)' })).toHaveAttribute('aria-pressed', 'true');

  await page.keyboard.press(']');
  await expect(page.getByRole('img', { name: 'landing-page, variation 1B' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`variation=${variationB.id}`));
  await page.keyboard.press('[');
  await expect(image).toBeVisible();

  await page.getByRole('button', { name: 'Comment 1', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`comment=${comment.id}`));
  await page.keyboard.press('e');
  await expect(page.getByText('Comment resolved.')).toBeVisible();
  const list = (await (await page.request.get(`/api/v1/comments?asset=${design.asset.id}`)).json()) as { data: Comment[] };
  expect(list.data.find((item) => item.id === comment.id)?.is_resolved).toBe(true);
  // Resolved markers hide unless selected or asked for.
  await page.getByRole('button', { name: 'Hand (pan)' }).click();
  await page.goto(`/asset/${design.asset.id}`);
  await expect(image).toBeVisible();
  await expect(page.getByRole('button', { name: /^Comment 1/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Show resolved' }).click();
  await expect(page.getByRole('button', { name: 'Comment 1 (resolved)' })).toBeVisible();
});

test('on version 2 the open annotations of version 1 can be carried over, marked with their version', async ({ signedInPage: page }) => {
  const design = await seedDesign(page.request);
  const comment = await seedAnnotation(page.request, design.asset.versions[0]!.variations[0]!.id, { x: 540, y: 240 }, 'Block off the grid');
  await seedChangedVersion(page.request, design);
  await page.goto(`/asset/${design.asset.id}`);
  await expect(page.getByText('Version: 2')).toBeVisible();
  const image = page.getByRole('img', { name: 'landing-page, variation 2A' });
  await expect(image).toBeVisible();
  const carried = page.getByRole('button', { name: /^Comment 1\b.*\(version 1\)$/ });
  await expect(carried).toHaveCount(0);

  await page.getByRole('button', { name: 'V1 comments' }).click();
  await expect(carried).toBeVisible();
  const circle = (await carried.boundingBox())!;
  const centre = await pixelAt(image, design, { x: circle.x + circle.width / 2, y: circle.y + circle.height / 2 });
  expect(Math.abs(centre.x - 540)).toBeLessThanOrEqual(1.5);
  expect(Math.abs(centre.y - 240)).toBeLessThanOrEqual(1.5);

  await carried.click();
  await expect(page).toHaveURL(new RegExp(`comment=${comment.id}`));
  await expect(carried).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Version: 2')).toBeVisible();
});

/** A drag over the design between two of its pixels. */
async function drag(page: Page, image: Locator, design: SeededDesign, from: [number, number], to: [number, number]) {
  const box = (await image.boundingBox())!;
  const at = ([x, y]: [number, number]) => ({ x: box.x + (x * box.width) / design.width, y: box.y + (y * box.height) / design.height });
  await page.mouse.move(at(from).x, at(from).y);
  await page.mouse.down();
  await page.mouse.move(at(to).x, at(to).y, { steps: 8 });
  await page.mouse.up();
}

/** The design's image on a page, once it has loaded. */
async function loadedImage(page: Page, label: string): Promise<Locator> {
  const image = page.getByRole('img', { name: label });
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  return image;
}

/** A review link of the asset, opened by a guest in a browser of their own. */
async function openAsGuest(browser: Browser, request: APIRequestContext, assetId: number): Promise<Page> {
  const created = await request.post(`/api/v1/assets/${assetId}/share-links`, { data: { allow_annotations: true } });
  expect(created.status(), await created.text()).toBe(201);
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1280, height: 800 } });
  const guest = await context.newPage();
  await guest.goto(new URL(((await created.json()) as ShareLinkReply).data.link).pathname);
  return guest;
}

test('Ctrl+Enter (Cmd+Enter on a Mac) posts: a drawn comment, the sidebar’s, a reply, and a guest’s comment and reply', async ({ signedInPage: page, browser }) => {
  const design = await seedDesign(page.request);
  await page.goto(`/asset/${design.asset.id}`);
  const image = await loadedImage(page, 'landing-page, variation 1A');
  const sidebar = page.getByRole('region', { name: 'Review sidebar' });
  const threads = sidebar.getByRole('list', { name: 'Open comments' }).getByRole('article');

  await page.keyboard.press('r');
  await drag(page, image, design, [100, 100], [300, 200]);
  const form = page.getByRole('form', { name: 'New Comment' });
  await form.getByRole('textbox', { name: 'Comment' }).fill('Drawn, sent by keys');
  await page.keyboard.press('Control+Enter');
  await expect(form).toBeHidden();
  await expect(threads.filter({ hasText: 'Drawn, sent by keys' })).toHaveCount(1);

  await sidebar.getByRole('button', { name: 'Add a comment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a comment' });
  await dialog.getByRole('textbox', { name: 'Comment' }).fill('Typed, sent by keys');
  await page.keyboard.press('Control+Enter');
  await expect(dialog).toBeHidden();
  const typed = threads.filter({ hasText: 'Typed, sent by keys' });
  await expect(typed).toHaveCount(1);

  await typed.getByRole('button', { name: 'Reply' }).click();
  const reply = typed.getByRole('textbox', { name: 'Reply' });
  await reply.fill('A reply, sent by keys');
  await page.keyboard.press('Meta+Enter');
  await expect(reply).toBeHidden();
  await expect(typed.getByRole('list', { name: 'Replies' })).toContainText('A reply, sent by keys');

  const guest = await openAsGuest(browser, page.request, design.asset.id);
  const comments = guest.getByRole('complementary', { name: 'Comments' });
  await comments.getByLabel('Your name').fill('Casey Client');
  await comments.getByLabel('Your email').fill('casey@client.example');
  await comments.getByLabel('Comment', { exact: true }).fill('A guest’s comment, sent by keys');
  await guest.keyboard.press('Control+Enter');
  const guestThread = comments.getByRole('article').filter({ hasText: 'A guest’s comment, sent by keys' });
  await expect(guestThread).toHaveCount(1);
  await expect(comments.getByLabel('Comment', { exact: true })).toHaveValue('');

  await guestThread.getByRole('button', { name: 'Reply' }).click();
  await guestThread.getByRole('textbox', { name: 'Reply' }).fill('The guest answers by keys');
  await guest.keyboard.press('Control+Enter');
  await expect(guestThread.getByRole('list', { name: 'Replies' })).toContainText('The guest answers by keys');
  await guest.context().close();

  const saved = (await (await page.request.get(`/api/v1/comments?asset=${design.asset.id}`)).json()) as { data: Comment[] };
  expect(saved.data.filter((comment) => comment.parent_id === null).map((comment) => comment.content).sort()).toEqual(['Drawn, sent by keys', 'Typed, sent by keys', 'A guest’s comment, sent by keys'].sort());
});

test('Approve reached by the keyboard asks before it applies, and the focus stays on Approve', async ({ signedInPage: page }) => {
  const design = await seedDesign(page.request);
  const me = ((await (await page.request.get('/api/v1/profile')).json()) as { data: { id: number } }).data.id;
  const review = await page.request.put(`/api/v1/assets/${design.asset.id}/review`, { data: { reviewers: [{ user_id: me, required: true }] } });
  expect(review.status(), await review.text()).toBe(200);
  const decisions = async () => ((await (await page.request.get(`/api/v1/assets/${design.asset.id}/decisions`)).json()) as { data: unknown[] }).data;

  await page.goto(`/asset/${design.asset.id}?panel=reviewers`);
  const sidebar = page.getByRole('region', { name: 'Review sidebar' });
  const approve = sidebar.getByRole('button', { name: 'Approve' });
  await approve.focus();
  await page.keyboard.press('Enter');
  const question = page.getByRole('dialog', { name: 'Approve version 1?' });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Approve' })).toBeFocused();
  await page.screenshot({ path: test.info().outputPath('approve-question.png') });
  // Cancel (here Escape) applies nothing and gives the focus back.
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(approve).toBeFocused();
  expect(await decisions()).toEqual([]);
  await expect(sidebar.getByText('You have not decided yet.')).toBeVisible();

  await page.keyboard.press('Space');
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Cancel' }).press('Enter');
  await expect(question).toBeHidden();
  await expect(approve).toBeFocused();

  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Decision recorded.')).toBeVisible();
  await expect(sidebar.getByText('You approved this version. You can still change your mind.')).toBeVisible();
  await expect(approve).toBeFocused();
  expect(await decisions()).toHaveLength(1);
});

test('every discard question focuses Keep editing, however it was asked', async ({ signedInPage: page, browser }) => {
  const design = await seedDesign(page.request);
  await page.goto(`/asset/${design.asset.id}`);
  const image = await loadedImage(page, 'landing-page, variation 1A');
  const question = (on: Page) => on.getByRole('dialog', { name: 'Discard this comment?' });
  async function expectKeepEditingFocused(on: Page) {
    await expect(question(on)).toBeVisible();
    await expect(question(on).getByRole('button', { name: 'Keep editing' })).toBeFocused();
    await on.keyboard.press('Enter');
    await expect(question(on)).toBeHidden();
  }

  // A drawn comment: Escape, Ctrl+Z on the drawing, and its X.
  await page.keyboard.press('r');
  await drag(page, image, design, [100, 100], [300, 200]);
  const form = page.getByRole('form', { name: 'New Comment' });
  await form.getByRole('textbox', { name: 'Comment' }).fill('Half a thought');
  await page.keyboard.press('Escape');
  await expectKeepEditingFocused(page);
  await expect(form.getByRole('textbox', { name: 'Comment' })).toBeFocused();
  await form.getByRole('button', { name: 'Discard drawing' }).click();
  await expectKeepEditingFocused(page);
  await form.getByRole('button', { name: 'Discard drawing' }).press('Enter');
  await expectKeepEditingFocused(page);
  await form.getByRole('button', { name: 'Submit' }).focus();
  await page.keyboard.press('Control+z');
  await expectKeepEditingFocused(page);
  await form.getByRole('button', { name: 'Discard drawing' }).click();
  await question(page).getByRole('button', { name: 'Discard' }).click();
  await expect(form).toBeHidden();

  // The sidebar's Add a comment: Escape, Cancel, its X.
  const sidebar = page.getByRole('region', { name: 'Review sidebar' });
  await sidebar.getByRole('button', { name: 'Add a comment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a comment' });
  await dialog.getByRole('textbox', { name: 'Comment' }).fill('Half a thought');
  await page.keyboard.press('Escape');
  await expectKeepEditingFocused(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expectKeepEditingFocused(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expectKeepEditingFocused(page);
  await page.keyboard.press('Escape');
  await question(page).getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();

  // A guest's drawn comment.
  const guest = await openAsGuest(browser, page.request, design.asset.id);
  const guestImage = await loadedImage(guest, 'landing-page, variation 1A');
  await guest.getByRole('group', { name: 'Tools' }).getByRole('button', { name: 'Rectangle' }).click();
  await drag(guest, guestImage, design, [500, 200], [740, 380]);
  const guestForm = guest.getByRole('form', { name: 'New Comment' });
  await guestForm.getByRole('textbox', { name: 'Comment' }).fill('Half a thought');
  await guest.keyboard.press('Escape');
  await expectKeepEditingFocused(guest);
  await guestForm.getByRole('button', { name: 'Discard drawing' }).click();
  await expectKeepEditingFocused(guest);
  await guest.context().close();
});
