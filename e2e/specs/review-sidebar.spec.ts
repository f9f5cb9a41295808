import type { Page } from '@playwright/test';
import { DELETE_COMMENT_CONFIRM, DELETE_REPLY_CONFIRM, EDIT_HINT } from '@review/contract/comments';
import { expect, test } from '../support/fixtures.ts';
import { invitationPath, seedInvitation } from '../support/project-seed.ts';
import { makePng, seedAsset, seedComment } from '../support/review-seed.ts';
import { registerUser, signIn } from '../support/users.ts';

const today = () => new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric' }).format(new Date());

/** Opens the asset's review screen and returns its sidebar. */
async function openReview(page: Page, assetId: number) {
  await page.goto(`/asset/${assetId}`);
  const sidebar = page.getByRole('region', { name: 'Review sidebar' });
  await expect(sidebar.getByRole('tab', { name: /Comments/ })).toBeVisible();
  return sidebar;
}

const threadOf = (scope: ReturnType<Page['locator']>, text: string) => scope.getByRole('article').filter({ hasText: text });

test('a reply carries an image attachment that opens full size', async ({ signedInPage: page }) => {
  const asset = await seedAsset(page.request);
  await seedComment(page.request, asset, 'Make the logo bigger');
  const sidebar = await openReview(page, asset.id);
  const thread = threadOf(sidebar, 'Make the logo bigger');

  await thread.getByRole('button', { name: 'Reply' }).click();
  const send = thread.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await thread.getByRole('textbox', { name: 'Reply' }).fill('   ');
  await expect(send).toBeDisabled();

  const chooser = page.waitForEvent('filechooser');
  await thread.getByRole('button', { name: 'Attach images' }).click();
  await (await chooser).setFiles([
    { name: 'detail.png', mimeType: 'image/png', buffer: await makePng(200, 120, '#16a34a') },
    { name: 'other.png', mimeType: 'image/png', buffer: await makePng(200, 120, '#dc2626') },
  ]);
  await expect(thread.getByRole('list', { name: 'Images to send' }).getByRole('listitem')).toHaveCount(2);
  await thread.getByRole('button', { name: 'Remove other.png' }).click();
  await expect(thread.getByRole('list', { name: 'Images to send' }).getByRole('listitem')).toHaveCount(1);

  await thread.getByRole('textbox', { name: 'Reply' }).fill('Here is the detail');
  await send.click();
  const replies = thread.getByRole('list', { name: 'Replies' });
  await expect(replies).toContainText('Here is the detail');
  await expect(thread.getByRole('button', { name: 'Reply', exact: true })).toBeVisible();

  await replies.getByRole('button', { name: 'Open attachment 1 of 1 full size' }).click();
  const dialog = page.getByRole('dialog', { name: 'Attachment 1 of 1' });
  await expect(dialog.getByRole('img')).toHaveAttribute('src', /^\/files\//);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a quick reaction shows its count and a second click takes it back', async ({ signedInPage: page }) => {
  const asset = await seedAsset(page.request);
  await seedComment(page.request, asset, 'Colours feel off');
  const sidebar = await openReview(page, asset.id);
  const thread = threadOf(sidebar, 'Colours feel off');

  await thread.getByRole('button', { name: 'Add reaction' }).click();
  await expect(page.getByRole('group', { name: 'Quick reactions' }).getByRole('button')).toHaveCount(19);
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/v1/comments-react') && response.ok());
  await page.getByRole('button', { name: 'React with 😍' }).click();
  await saved;
  const chip = thread.getByRole('button', { name: /^😍 1, from You/ });
  await expect(chip).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(chip).toBeVisible();
  await thread.getByRole('button', { name: 'Add reaction' }).click();
  await page.getByRole('button', { name: 'React with 😍' }).click();
  await expect(thread.getByRole('button', { name: /^😍/ })).toHaveCount(0);

  await thread.getByRole('button', { name: 'Add reaction' }).click();
  await page.getByRole('button', { name: 'More emoji…' }).click();
  await page.getByPlaceholder('Search', { exact: true }).fill('qqqzzzxxx');
  await expect(page.getByRole('dialog', { name: 'Reactions' }).locator('[data-epr-part="empty"]')).toHaveText('No results found');
});

test('resolving moves a thread to Resolved with who, when and which version; reopening takes it back at once', async ({ signedInPage: page, user }) => {
  const asset = await seedAsset(page.request);
  await seedComment(page.request, asset, 'Fix the footer spacing');
  const sidebar = await openReview(page, asset.id);

  await threadOf(sidebar, 'Fix the footer spacing').getByRole('button', { name: 'Resolve' }).click();
  await expect(threadOf(sidebar, 'Fix the footer spacing')).toHaveCount(0);
  await expect(sidebar.getByText('No open comments — 1 resolved.')).toBeVisible();

  await sidebar.getByRole('tab', { name: /Resolved/ }).click();
  const resolved = threadOf(sidebar.getByRole('tabpanel'), 'Fix the footer spacing');
  await expect(resolved).toContainText(`Resolved by ${user.first_name} ${user.last_name} on ${today()}`);
  await expect(resolved).toContainText('Reported in version 1 · resolved in version 1');

  // The server answers slowly; the thread still leaves the Resolved list at once.
  await page.route('**/api/v1/comments-resolve/*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await resolved.getByRole('button', { name: 'Reopen' }).click();
  await expect(resolved).toHaveCount(0, { timeout: 1000 });
  await expect(sidebar.getByText('No resolved comments yet', { exact: false })).toBeVisible();

  await sidebar.getByRole('tab', { name: /Comments/ }).click();
  await expect(threadOf(sidebar, 'Fix the footer spacing').getByRole('button', { name: 'Resolve' })).toBeVisible();
});

test('Enter saves an edit, one at a time; deleting asks the exact question', async ({ signedInPage: page }) => {
  const asset = await seedAsset(page.request);
  const first = await seedComment(page.request, asset, 'First thought');
  await seedComment(page.request, asset, 'Second thought');
  const reply = await page.request.post('/api/v1/comments', { data: { variation_id: first.variation.id, parent_id: first.id, content: 'A reply to it' } });
  expect(reply.status()).toBe(201);
  const sidebar = await openReview(page, asset.id);
  const thread = threadOf(sidebar, 'First thought');

  await thread.getByRole('button', { name: 'Edit' }).first().click();
  const field = sidebar.getByRole('textbox', { name: 'Edit comment' });
  await expect(field).toBeFocused();
  await expect(sidebar.getByText(EDIT_HINT)).toBeVisible();
  await threadOf(sidebar, 'Second thought').getByRole('button', { name: 'Edit' }).click();
  await expect(sidebar.getByRole('textbox', { name: 'Edit comment' })).toHaveCount(1);
  await expect(sidebar.getByRole('textbox', { name: 'Edit comment' })).toHaveValue('Second thought');
  await page.keyboard.press('Escape');
  await expect(sidebar.getByRole('textbox', { name: 'Edit comment' })).toHaveCount(0);

  await thread.getByRole('button', { name: 'Edit' }).first().click();
  await field.fill('   ');
  await field.press('Enter');
  await expect(field).toBeVisible();
  await field.fill('First thought, sharpened');
  await field.press('Enter');
  await expect(field).toHaveCount(0);
  await page.reload();
  await expect(threadOf(sidebar, 'First thought, sharpened')).toBeVisible();

  const questions: string[] = [];
  page.on('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.accept();
  });
  await sidebar.getByRole('list', { name: 'Replies' }).getByRole('button', { name: 'Delete' }).click();
  await expect(sidebar.getByText('A reply to it')).toHaveCount(0);
  await threadOf(sidebar, 'First thought, sharpened').getByRole('button', { name: 'Delete' }).click();
  await expect(threadOf(sidebar, 'First thought, sharpened')).toHaveCount(0);
  expect(questions).toEqual([DELETE_REPLY_CONFIRM, DELETE_COMMENT_CONFIRM]);
  await page.reload();
  await expect(threadOf(sidebar, 'Second thought')).toBeVisible();
  await expect(threadOf(sidebar, 'First thought')).toHaveCount(0);
});

test('the Add a comment overlay posts a comment, and History lists it', async ({ signedInPage: page, user }) => {
  const asset = await seedAsset(page.request);
  const sidebar = await openReview(page, asset.id);
  await expect(sidebar.getByText('No comments yet — draw on the image or add a comment')).toBeVisible();

  await sidebar.getByRole('button', { name: 'Add a comment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a comment' });
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await dialog.getByLabel('Comment').fill('<b>Not bold</b> please');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect(threadOf(sidebar, '<b>Not bold</b> please')).toBeVisible();

  await sidebar.getByRole('tab', { name: 'History' }).click();
  const history = sidebar.getByRole('list', { name: 'History' });
  await expect(history.getByRole('listitem').first()).toContainText(`${user.first_name} ${user.last_name} commented on`);
  await expect(history.getByRole('listitem').first()).toContainText(today());
});

test('typing @ in a reply suggests the project\'s people and mentions the one chosen', async ({ signedInPage: page, request }) => {
  const asset = await seedAsset(page.request);
  const member = await registerUser(request, { first_name: 'Grace', last_name: 'Hopper' });
  const invitation = await seedInvitation(page.request, asset.project_id, member.email);
  await signIn(request, member);
  const accepted = await request.post(`/api/v1/invitations/${invitationPath(invitation.link).split('/').pop()}/accept`);
  expect(accepted.status(), await accepted.text()).toBe(200);
  const memberId = ((await (await request.get('/api/v1/profile')).json()) as { data: { id: number } }).data.id;
  await seedComment(page.request, asset, 'Who owns the copy?');
  const sidebar = await openReview(page, asset.id);
  const thread = threadOf(sidebar, 'Who owns the copy?');

  await thread.getByRole('button', { name: 'Reply' }).click();
  const box = thread.getByRole('textbox', { name: 'Reply' });
  await box.pressSequentially('Ask @gr');
  await expect(page.getByRole('listbox', { name: 'People to mention' }).getByRole('option')).toHaveText([/Grace Hopper/]);
  await box.press('Enter');
  await expect(box).toHaveValue('Ask @Grace Hopper ');
  await box.pressSequentially('please');
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByRole('list', { name: 'Replies' })).toContainText('Ask @Grace Hopper please');

  const comments = (await (await page.request.get(`/api/v1/comments?asset=${asset.id}`)).json()) as { data: { content: string; mentions: number[] }[] };
  expect(comments.data.find((comment) => comment.content === 'Ask @Grace Hopper please')?.mentions).toEqual([memberId]);
});

test("another member's comment, and their mention of me, show up without a reload", async ({ signedInPage: page, request }) => {
  const asset = await seedAsset(page.request);
  // Only the mention counts here: being told the invitation was accepted is off.
  expect((await page.request.put('/api/v1/notification-settings', { data: { kinds: { invitation_accepted: 'off' } } })).status()).toBe(200);
  const member = await registerUser(request, { first_name: 'Ada', last_name: 'Byron' });
  const invitation = await seedInvitation(page.request, asset.project_id, member.email);
  await signIn(request, member);
  expect((await request.post(`/api/v1/invitations/${invitationPath(invitation.link).split('/').pop()}/accept`)).status()).toBe(200);
  const myId = ((await (await page.request.get('/api/v1/profile')).json()) as { data: { id: number } }).data.id;
  const sidebar = await openReview(page, asset.id);
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  const posted = await request.post('/api/v1/comments', { data: { variation_id: asset.versions[0]!.variations[0]!.id, content: 'Is the logo final?', mentions: [myId] } });
  expect(posted.status(), await posted.text()).toBe(201);
  await expect(threadOf(sidebar, 'Is the logo final?')).toBeVisible({ timeout: 2_000 });
  await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible({ timeout: 2_000 });
});

test('a comment list that fails to load says why and retries; a failed reply keeps its text and shows the server\'s message', async ({ signedInPage: page }) => {
  const asset = await seedAsset(page.request);
  await seedComment(page.request, asset, 'Check the margins');
  await page.route('**/api/v1/comments?asset=*', (route) => route.fulfill({ status: 403, json: { message: 'You cannot see this asset.', code: 'FORBIDDEN' } }));
  await page.goto(`/asset/${asset.id}`);
  const sidebar = page.getByRole('region', { name: 'Review sidebar' });
  await expect(sidebar.getByRole('alert')).toHaveText('Error loading comments: You cannot see this asset.');
  await sidebar.getByText('Response').click();
  await expect(sidebar.getByText('"code": "FORBIDDEN"')).toBeVisible();

  await page.unroute('**/api/v1/comments?asset=*');
  await sidebar.getByRole('button', { name: 'Try again' }).click();
  const thread = threadOf(sidebar, 'Check the margins');
  await thread.getByRole('button', { name: 'Reply' }).click();
  await page.route('**/api/v1/comments', (route) => route.fulfill({ status: 422, json: { message: 'A reply cannot be empty.' } }));
  await thread.getByRole('textbox', { name: 'Reply' }).fill('Will do');
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('A reply cannot be empty.')).toBeVisible();
  await expect(thread.getByRole('textbox', { name: 'Reply' })).toHaveValue('Will do');
});

test('the comment in ?comment= is highlighted, on the tab that lists it; clicking a thread selects it', async ({ signedInPage: page }) => {
  const asset = await seedAsset(page.request);
  const open = await seedComment(page.request, asset, 'Open remark');
  const done = await seedComment(page.request, asset, 'Settled remark');
  expect((await page.request.get(`/api/v1/comments-resolve/${done.id}`)).status()).toBe(200);

  await page.goto(`/asset/${asset.id}?comment=${done.id}`);
  const sidebar = page.getByRole('region', { name: 'Review sidebar' });
  await expect(sidebar.getByRole('tab', { name: /Resolved/ })).toHaveAttribute('aria-selected', 'true');
  await expect(threadOf(sidebar, 'Settled remark')).toHaveAttribute('aria-current', 'true');

  await sidebar.getByRole('tab', { name: /Comments/ }).click();
  await threadOf(sidebar, 'Open remark').getByText('Open remark').click();
  await expect(page).toHaveURL(new RegExp(`[?&]comment=${open.id}(&|$)`));
  await expect(threadOf(sidebar, 'Open remark')).toHaveAttribute('aria-current', 'true');
});

test('History lists every entry once, newest first, 20 at a time', async ({ signedInPage: page }) => {
  const asset = await seedAsset(page.request);
  const comment = await seedComment(page.request, asset, 'Count me');
  for (let i = 0; i < 24; i += 1) {
    const response = await page.request.post('/api/v1/comments-react', { data: { comment_id: comment.id, reaction: i % 2 ? '🍕' : '⚽' } });
    expect(response.status()).toBe(200);
  }
  const total = ((await (await page.request.get(`/api/v1/history?asset=${asset.id}`)).json()) as { meta: { total: number } }).meta.total;
  expect(total).toBeGreaterThan(20);

  const sidebar = await openReview(page, asset.id);
  await sidebar.getByRole('tab', { name: 'History' }).click();
  const entries = sidebar.getByRole('list', { name: 'History' }).getByRole('listitem');
  await expect(entries).toHaveCount(20);
  await expect(entries.first()).toContainText('took back 🍕 on a comment');
  await sidebar.getByRole('button', { name: 'Load more' }).click();
  await expect(entries).toHaveCount(total);
  await expect(sidebar.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await expect(entries.last()).toContainText('uploaded version 1');
  await expect(entries.nth(total - 2)).toContainText('commented on');
});
