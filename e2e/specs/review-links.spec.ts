import type { Browser, Page } from '@playwright/test';
import { DELETE_COMMENT_CONFIRM, type Comment } from '@review/contract/comments';
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

test('a guest works in the members’ threads: a picture opens full size through the link, a reply asks their name, their own comment goes after the members’ question, and what the link cannot do is not offered', async ({ signedInPage: page, browser }) => {
  const asset = await seedAsset(page.request, 'Autumn poster');
  const question = await seedComment(page.request, asset, 'Is the headline final?');
  const withPicture = await page.request.post('/api/v1/comments', {
    multipart: { variation_id: String(asset.versions[0]!.variations[0]!.id), parent_id: String(question.id), content: 'Like this one', 'attachments[]': { name: 'ref.png', mimeType: 'image/png', buffer: await makePng(40, 30) } },
  });
  expect(withPicture.status(), await withPicture.text()).toBe(201);
  const done = await seedComment(page.request, asset, 'Swap the old logo');
  expect((await page.request.get(`/api/v1/comments-resolve/${done.id}`)).status()).toBe(200);
  const path = await createLink(page, asset.id);
  await page.keyboard.press('Escape');

  const { context, page: guest } = await openAsGuest(browser, path);
  const comments = guest.getByRole('complementary', { name: 'Comments' });
  await expect(comments.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();
  // The resolved thread is there to read, folded away, and not the guest's to reopen.
  await comments.getByText('Resolved (1)').click();
  const resolved = comments.getByRole('list', { name: 'Resolved comments' }).getByRole('article');
  await expect(resolved).toContainText('Swap the old logo');
  await expect(resolved).toContainText('Resolved by Ada Lovelace');
  await expect(resolved.getByRole('button', { name: 'Reopen' })).toHaveCount(0);
  const thread = comments.getByRole('article').filter({ hasText: 'Is the headline final?' });
  await expect(thread.getByRole('button', { name: 'Reply' })).toBeVisible();
  // The link's API has no resolving or reactions, and the member's words are not the guest's to change.
  for (const name of ['Resolve', 'Add reaction', 'Edit', 'Delete']) await expect(thread.getByRole('button', { name })).toHaveCount(0);

  // The reply's picture opens full size, loaded through the link.
  await thread.getByRole('button', { name: 'Open attachment 1 of 1 full size' }).click();
  const full = guest.getByRole('dialog', { name: 'Attachment 1 of 1' }).getByRole('img');
  await expect(full).toHaveAttribute('src', /\?review=/);
  await expect.poll(() => full.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(40);
  await guest.keyboard.press('Escape');
  await expect(full).toBeHidden();

  // A reply sent before the guest gave a name asks for it in the reply box itself, then goes.
  await thread.getByRole('button', { name: 'Reply' }).click();
  await thread.getByRole('textbox', { name: 'Reply' }).fill('Yes, it is final');
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByText('Please enter your name.')).toBeVisible();
  await thread.getByLabel('Your name').fill('Casey Client');
  await thread.getByLabel('Your email').fill('casey@client.example');
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByRole('list', { name: 'Replies' })).toContainText('Yes, it is final');

  await expect(comments.getByText('Commenting as Casey Client')).toBeVisible();
  await comments.getByLabel('Comment', { exact: true }).fill('A second thought, taken back');
  await comments.getByRole('button', { name: 'Post comment' }).click();
  const own = comments.getByRole('article', { name: 'Comment by Casey Client (guest)' });
  await expect(own).toContainText('A second thought, taken back');
  await expect(own.getByRole('button', { name: 'Edit' })).toBeVisible();
  await guest.screenshot({ path: test.info().outputPath('guest-sidebar.png') });
  const questions: string[] = [];
  guest.on('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.accept();
  });
  await own.getByRole('button', { name: 'Delete' }).click();
  await expect(own).toHaveCount(0);
  expect(questions).toEqual([DELETE_COMMENT_CONFIRM]);
  await expect(guest.getByText('Comment deleted.')).toBeVisible();
  await context.close();

  const saved = (await (await page.request.get(`/api/v1/comments?asset=${asset.id}`)).json()) as { data: Comment[] };
  expect(saved.data.map((comment) => comment.content)).not.toContain('A second thought, taken back');
  await page.goto(`/asset/${asset.id}`);
  await expect(page.getByRole('region', { name: 'Review sidebar' }).getByRole('article')).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('member-sidebar.png') });
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
