import type { Browser, Page } from '@playwright/test';
import { REVIEW_LINK_INACTIVE } from '@review/contract/sharing';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { makePng, seedAsset, seedComment } from '../support/review-seed.ts';

/** Makes a review link in the Share dialog of the asset's review screen; the dialog stays open. */
async function createLink(page: Page, assetId: number): Promise<string> {
  await page.goto(`/asset/${assetId}`);
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share for review' });
  await expect(dialog.getByText('No review links yet.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const field = dialog.getByRole('textbox', { name: 'Review link', exact: true });
  await expect(field).toHaveValue(/\/review\/[\w-]+$/);
  return new URL(await field.inputValue()).pathname;
}

/** A browser with no account signed in, as the client who was sent the link. */
async function openAsGuest(browser: Browser, path: string, options: { bypassCSP?: boolean } = {}) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, ...options });
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
}

test('a client comments through a review link without an account, and the team sees it at once; a revoked link closes', async ({ signedInPage: page, browser }) => {
  const asset = await seedAsset(page.request, 'Summer poster');
  const question = await seedComment(page.request, asset, 'Is the headline final?');
  const withPicture = await page.request.post('/api/v1/comments', {
    multipart: { variation_id: String(asset.versions[0]!.variations[0]!.id), parent_id: String(question.id), content: 'Like this one', 'attachments[]': { name: 'ref.png', mimeType: 'image/png', buffer: await makePng(40, 30) } },
  });
  expect(withPicture.status(), await withPicture.text()).toBe(201);
  const path = await createLink(page, asset.id);
  await page.keyboard.press('Escape');

  const { context, page: guest } = await openAsGuest(browser, path);
  await expect(guest.getByRole('heading', { name: 'Summer poster' })).toBeVisible();
  await expect(guest.getByRole('img', { name: 'Summer poster, variation 1A' })).toBeVisible();
  const comments = guest.getByRole('complementary', { name: 'Comments' });
  await expect(comments.getByRole('article')).toHaveText([/Is the headline final\?/]);
  const picture = comments.getByRole('img', { name: 'Attachment 1' });
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(40);

  await guest.getByLabel('Comment', { exact: true }).fill('Could the logo be a touch larger?');
  await guest.getByRole('button', { name: 'Post comment' }).click();
  await expect(guest.getByText('Please enter your name.')).toBeVisible();
  await guest.getByLabel('Your name').fill('Casey Client');
  await guest.getByLabel('Your email').fill('casey@client.example');
  await guest.getByRole('button', { name: 'Post comment' }).click();
  await expect(comments.getByRole('article', { name: 'Comment by Casey Client (guest)' })).toContainText('Could the logo be a touch larger?');

  const thread = comments.getByRole('article').filter({ hasText: 'Is the headline final?' });
  await thread.getByRole('button', { name: 'Reply' }).click();
  await thread.getByRole('textbox', { name: 'Reply' }).fill('Yes, it is');
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByRole('list', { name: 'Replies' })).toContainText('Yes, it is');

  // The member's open review screen shows the guest's comment without a reload.
  const sidebar = page.getByRole('region', { name: 'Review sidebar' });
  await expect(sidebar.getByRole('article', { name: 'Comment by Casey Client (guest)' })).toBeVisible({ timeout: 2_000 });

  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share for review' });
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  // Asked first: a guest may be mid-review.
  const confirm = page.getByRole('dialog', { name: 'Revoke this review link?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog.getByRole('textbox', { name: 'Review link' })).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Review link revoked.')).toBeVisible();
  await expect(dialog.getByText('No review links yet.')).toBeVisible();

  // The guest's open page says so at once, without a reload or a failed post.
  await expect(guest.getByRole('heading', { name: REVIEW_LINK_INACTIVE })).toBeVisible({ timeout: 3_000 });
  await context.close();
});

test('the review link page has no serious accessibility problems', async ({ signedInPage: page, browser }) => {
  const asset = await seedAsset(page.request);
  const path = await createLink(page, asset.id);
  // axe-core is injected as an inline script, which the app's Content-Security-Policy would block.
  const { context, page: guest } = await openAsGuest(browser, path, { bypassCSP: true });
  await expect(guest.getByRole('button', { name: 'Post comment' })).toBeVisible();
  await expectNoSeriousViolations(guest);
  await context.close();
});
