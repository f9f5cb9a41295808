import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { GUEST_DRAWING_OFF, type ShareLink } from '@review/contract/sharing';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { seedDesign, type SeededDesign } from '../support/design-seed.ts';
import { expect, test } from '../support/fixtures.ts';
import { screenshotPath } from '../support/screenshot.ts';

// axe-core is injected as an inline script, which the app's Content-Security-Policy would block.
test.use({ bypassCSP: true });

/** A browser with no account signed in, as the client who was sent the link. */
async function openAsGuest(browser: Browser, linkPath: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, bypassCSP: true, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(linkPath);
  return { context, page };
}

async function seedLink(request: APIRequestContext, assetId: number, settings: object): Promise<ShareLink> {
  const response = await request.post(`/api/v1/assets/${assetId}/share-links`, { data: settings });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: ShareLink }).data;
}

/** The design's image on a page, once it has loaded. */
async function loadedImage(page: Page): Promise<Locator> {
  const image = page.getByRole('img', { name: 'landing-page, variation 1A' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  return image;
}

/** Where an image pixel is on the page, from the image's box and its natural size. */
async function pixelToPage(image: Locator, design: SeededDesign, x: number, y: number) {
  const box = (await image.boundingBox())!;
  return { x: box.x + (x * box.width) / design.width, y: box.y + (y * box.height) / design.height };
}

/** A drag over the image between two of its pixels. */
async function drag(page: Page, image: Locator, design: SeededDesign, from: [number, number], to: [number, number]) {
  const start = await pixelToPage(image, design, ...from);
  const end = await pixelToPage(image, design, ...to);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(end.x, end.y, { steps: 8 });
  await page.mouse.up();
}

/** The image pixel under a marker's centre. */
async function markerPixel(marker: Locator, image: Locator, design: SeededDesign) {
  const mark = (await marker.boundingBox())!;
  const box = (await image.boundingBox())!;
  return { x: ((mark.x + mark.width / 2 - box.x) / box.width) * design.width, y: ((mark.y + mark.height / 2 - box.y) / box.height) * design.height };
}

test('the owner allows drawing on a link; a guest draws a rectangle with a comment, and the team sees the mark and who made it', async ({ signedInPage: page, browser }) => {
  const design = await seedDesign(page.request);
  await page.goto(`/asset/${design.asset.id}`);
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share for review' });
  const newLink = dialog.getByRole('form', { name: 'New link' });
  await newLink.getByLabel('Allow drawing').check();
  await newLink.getByRole('button', { name: 'Create link' }).click();
  const field = dialog.getByRole('textbox', { name: 'Review link', exact: true });
  await expect(field).toHaveValue(/\/review\/[\w-]+$/);
  await expect(dialog.getByRole('list', { name: 'Settings' }).getByRole('listitem')).toHaveText(['Drawing allowed']);
  const linkPath = new URL(await field.inputValue()).pathname;
  await page.keyboard.press('Escape');

  const { context, page: guest } = await openAsGuest(browser, linkPath);
  const image = await loadedImage(guest);
  const rectangle = guest.getByRole('group', { name: 'Tools' }).getByRole('button', { name: 'Rectangle' });
  await guest.keyboard.press('r');
  await expect(rectangle).toHaveAttribute('aria-pressed', 'true');
  await drag(guest, image, design, [200, 150], [400, 300]);

  const form = guest.getByRole('form', { name: 'New Comment' });
  await expect(form.getByLabel('Your name')).toBeFocused();
  await form.getByLabel('Your name').fill('Casey Client');
  await form.getByLabel('Your email').fill('casey@client.example');
  await form.getByRole('textbox', { name: 'Comment' }).fill('Can this block be larger?');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form).toBeHidden();
  await expect(guest.getByText('Annotation added.')).toBeVisible();

  const marker = guest.getByRole('button', { name: 'Comment 1', exact: true });
  await expect(marker).toBeVisible();
  const centre = await markerPixel(marker, image, design);
  expect(Math.abs(centre.x - 200)).toBeLessThanOrEqual(2);
  expect(Math.abs(centre.y - 150)).toBeLessThanOrEqual(2);
  const thread = guest.getByRole('complementary', { name: 'Comments' }).getByRole('article', { name: 'Comment by Casey Client (guest)' });
  await expect(thread).toContainText('Can this block be larger?');
  await expect(thread.getByLabel('Marker 1')).toBeVisible();

  // A second mark waits for its comment: the form now names the guest instead of asking again.
  await guest.getByRole('button', { name: 'Blue pen' }).click();
  await guest.keyboard.press('a');
  await drag(guest, image, design, [800, 120], [640, 230]);
  await expect(form).toContainText('As Casey Client (casey@client.example)');
  await expect(form.getByRole('textbox', { name: 'Comment' })).toBeFocused();
  await form.getByRole('textbox', { name: 'Comment' }).fill('And this one?');
  // The toast fades out over the page; its half-transparent text is not what is checked here.
  await expect(guest.getByText('Annotation added.')).toBeHidden();
  await expectNoSeriousViolations(guest);
  await guest.screenshot({ path: screenshotPath('guest-drawing.png') });
  // Escape with text typed asks before the comment goes.
  await guest.keyboard.press('Escape');
  await guest.getByRole('dialog', { name: 'Discard this comment?' }).getByRole('button', { name: 'Discard' }).click();
  await expect(form).toBeHidden();
  await context.close();

  const sidebar = page.getByRole('region', { name: 'Review sidebar' });
  await expect(sidebar.getByRole('article', { name: 'Comment by Casey Client (guest)' })).toContainText('Can this block be larger?');
  const ownerImage = await loadedImage(page);
  const ownerMarker = page.getByRole('button', { name: 'Comment 1', exact: true });
  await expect(ownerMarker).toBeVisible();
  const ownerCentre = await markerPixel(ownerMarker, ownerImage, design);
  expect(Math.abs(ownerCentre.x - 200)).toBeLessThanOrEqual(2);
  expect(Math.abs(ownerCentre.y - 150)).toBeLessThanOrEqual(2);
});

test('with drawing off the guest sees no drawing tools, and the server refuses a drawn mark', async ({ signedInPage: page, browser }) => {
  const design = await seedDesign(page.request);
  const link = await seedLink(page.request, design.asset.id, { allow_annotations: true });
  const linkPath = new URL(link.link).pathname;
  const { context, page: guest } = await openAsGuest(browser, linkPath);
  await loadedImage(guest);
  await expect(guest.getByRole('group', { name: 'Tools' })).toBeVisible();

  await page.goto(`/asset/${design.asset.id}`);
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share for review' });
  await dialog.getByRole('button', { name: 'Edit' }).click();
  const settings = dialog.getByRole('form', { name: 'Link settings' });
  await expect(settings.getByLabel('Allow drawing')).toBeChecked();
  await settings.getByLabel('Allow drawing').uncheck();
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Review link saved.')).toBeVisible();
  await expect(dialog.getByText('Anyone with the link can view; no downloads.')).toBeVisible();

  await guest.reload();
  await loadedImage(guest);
  await expect(guest.getByRole('button', { name: 'Post comment' })).toBeVisible();
  await expect(guest.getByRole('group', { name: 'Tools' })).toHaveCount(0);
  await expect(guest.getByRole('group', { name: 'Pen colour' })).toHaveCount(0);
  await guest.keyboard.press('r');
  await expect(guest.getByRole('form', { name: 'New Comment' })).toHaveCount(0);

  const refused = await guest.request.post(`/api/v1/public/reviews/${linkPath.split('/').pop()}/annotations`, {
    data: {
      variation_id: design.asset.versions[0]!.variations[0]!.id,
      starting_point: '[{"x":10,"y":10}]',
      path: '[{"x":10,"y":10},{"x":50,"y":50}]',
      content: 'Sneaky',
      color: 'red',
      shape: 'pen',
      page: 1,
      name: 'Casey Client',
      email: 'casey@client.example',
    },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe(GUEST_DRAWING_OFF);
  await context.close();
});
