import { seedUploadedAsset } from '../support/asset-seed.ts';
import { expect, test } from '../support/fixtures.ts';
import { waitForMail } from '../support/mail-catcher.ts';
import { addMember, seedMention, userIdOf } from '../support/notification-seed.ts';
import { seedProject } from '../support/project-seed.ts';
import { registerUser, signIn } from '../support/users.ts';

test('a member mentioned in a comment gets an e-mail whose button opens that comment, and whose unsubscribe link turns mentions off', async ({ signedInPage: page, user, request }) => {
  // A colleague owns the project and mentions the signed-in user, through a session of their own.
  const owner = await registerUser(request, { first_name: 'Grace', last_name: 'Hopper' });
  await signIn(request, owner);
  const project = await seedProject(request, 'Spring campaign');
  const asset = await seedUploadedAsset(request, project.id, 'hero-banner.png');
  await addMember(request, page.request, project.id, user);
  await seedMention(request, asset, await userIdOf(page.request), 'Is the headline too long?');

  const mail = await waitForMail(user.email, { subject: /mentioned you/ });
  expect(mail.subject).toBe('Grace Hopper mentioned you on hero-banner v1 — Spring campaign');
  expect(mail.text).toContain('"Is the headline too long?"');
  const button = mail.text.match(/Open the comment: (\S+)/)?.[1];
  expect(button).toBeDefined();

  await page.goto(new URL(button!).pathname + new URL(button!).search);
  const comment = page.getByRole('article', { name: 'Comment by Grace Hopper' });
  await expect(comment).toHaveAttribute('aria-current', 'true');
  await expect(comment).toContainText('Is the headline too long?');
  await expect(comment).toBeInViewport();

  // The unsubscribe link works without signing in: the page asks first, then turns mentions off.
  const unsubscribe = mail.text.match(/Stop e-mails about mentions of you: (\S+)/)?.[1];
  expect(unsubscribe).toBeDefined();
  const stranger = await page.context().browser()!.newPage();
  await stranger.goto(new URL(unsubscribe!).pathname);
  await expect(stranger.getByRole('heading', { name: 'Unsubscribe?' })).toBeVisible();
  await stranger.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(stranger.getByRole('heading', { name: 'Unsubscribed' })).toBeVisible();
  await expect(stranger.getByText('You are unsubscribed from notifications about mentions of you.')).toBeVisible();
  await stranger.close();
  const settings = await page.request.get('/api/v1/notification-settings');
  expect(((await settings.json()) as { data: { kinds: { mention: string } } }).data.kinds.mention).toBe('off');
});
