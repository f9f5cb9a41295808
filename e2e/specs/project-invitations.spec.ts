import type { InvitationReply } from '@review/contract/invitations';
import { expect, test } from '../support/fixtures.ts';
import { waitForMail } from '../support/mail-catcher.ts';
import { invitationPath, seedInvitation, seedProject } from '../support/project-seed.ts';
import { buildUser, registerUser } from '../support/users.ts';

test('a newcomer signs up through the e-mailed link and finds the project under Share with me', async ({ signedInPage: page, browser, user }) => {
  const project = await seedProject(page.request, 'Spring catalogue');
  const newcomer = buildUser({ first_name: 'Katherine', last_name: 'Johnson' });

  await page.goto(`/project/${project.id}`);
  const panel = page.getByRole('complementary', { name: 'Project details' });
  await panel.getByLabel('Email', { exact: true }).fill(newcomer.email);
  await panel.getByLabel('Role', { exact: true }).selectOption('Admin');
  await panel.getByLabel('Personal message (optional)').fill('The spring layouts are ready for you.');
  await panel.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent successfully.')).toBeVisible();

  const mail = await waitForMail(newcomer.email);
  expect(mail.subject).toBe(`${user.first_name} ${user.last_name} invited you to Spring catalogue`);
  expect(mail.text).toContain('The spring layouts are ready for you.');
  const link = mail.text.match(/https?:\/\/\S+\/invite\/[\w-]+/)?.[0];

  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const newcomerPage = await context.newPage();
  await newcomerPage.goto(invitationPath(link));
  await expect(newcomerPage.getByText('Spring catalogue')).toBeVisible();
  // One step: the invited address is filled in, and Join signs up, signs in and accepts.
  const email = newcomerPage.getByLabel('Email');
  await expect(email).toHaveValue(newcomer.email);
  await expect(email).toHaveAttribute('readonly', '');
  await newcomerPage.getByLabel('First name').fill(newcomer.first_name);
  await newcomerPage.getByLabel('Last name').fill(newcomer.last_name);
  await newcomerPage.getByLabel('Password').fill(newcomer.password);
  await newcomerPage.getByLabel('I accept the Terms of Service').check();
  await newcomerPage.getByRole('button', { name: 'Join' }).click();
  await expect(newcomerPage).toHaveURL(new RegExp(`/project/${project.id}$`));
  await expect(newcomerPage.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(/Spring catalogue/);

  await newcomerPage.goto('/');
  await newcomerPage.getByRole('navigation', { name: 'Projects' }).getByRole('link', { name: 'Share with me' }).click();
  const row = newcomerPage.getByRole('row').filter({ has: newcomerPage.getByRole('link', { name: 'Spring catalogue', exact: true }) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: `${user.first_name} ${user.last_name}`, exact: true })).toBeVisible();
  await newcomerPage.getByRole('navigation', { name: 'Projects' }).getByRole('link', { name: 'My Projects' }).click();
  await expect(newcomerPage.getByRole('link', { name: 'Spring catalogue', exact: true })).toHaveCount(0);
  await context.close();
});

test('an invited member accepts through the link and sees the project', async ({ signedInPage: page, browser, request }) => {
  const project = await seedProject(page.request, 'Shared brand');
  const member = await registerUser(request, buildUser({ first_name: 'Grace', last_name: 'Hopper' }));

  await page.goto(`/project/${project.id}`);
  const panel = page.getByRole('complementary', { name: 'Project details' });
  await panel.getByRole('button', { name: 'Send invitation' }).click();
  await expect(panel.getByText('Please enter an email and select a role.')).toBeVisible();
  await panel.getByLabel('Email', { exact: true }).fill(member.email);
  await panel.getByLabel('Role', { exact: true }).selectOption('Member');
  await panel.getByLabel('Personal message (optional)').fill('Welcome aboard');
  const invited = page.waitForResponse((response) => response.url().endsWith('/api/v1/invite'));
  await panel.getByRole('button', { name: 'Send invitation' }).click();
  const reply = (await (await invited).json()) as InvitationReply;
  await expect(page.getByText('Invitation sent successfully.')).toBeVisible();
  const pending = panel.getByRole('region', { name: /^Pending invitations/ }).getByRole('listitem').filter({ hasText: member.email });
  await expect(pending.getByText('Pending')).toBeVisible();

  // The invitee, who has an account, opens the link signed out: it offers signing in (the address filled in), not signing up; then accepts.
  const memberContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const memberPage = await memberContext.newPage();
  await memberPage.goto(invitationPath(reply.data.link));
  await expect(memberPage.getByText('Shared brand')).toBeVisible();
  await expect(memberPage.getByText('Member', { exact: true })).toBeVisible();
  await expect(memberPage.getByRole('button', { name: 'Join' })).toHaveCount(0);
  await expect(memberPage.getByLabel('Email')).toHaveValue(member.email);
  await memberPage.getByLabel('Password').fill(member.password);
  await memberPage.getByRole('button', { name: 'Sign In' }).click();
  await expect(memberPage).toHaveURL(/\/invite\/[\w-]+$/);
  await memberPage.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(memberPage).toHaveURL(new RegExp(`/project/${project.id}$`));
  await expect(memberPage.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(/Shared brand/);
  const memberPanel = memberPage.getByRole('complementary', { name: 'Project details' });
  await expect(memberPanel.getByRole('region', { name: /^Members/ }).getByText('Grace Hopper')).toBeVisible();
  await expect(memberPanel.getByRole('button', { name: 'Leave Project' })).toBeVisible();
  await memberContext.close();

  // The owner sees them as a member, no longer as pending.
  await expect(panel.getByRole('listitem').filter({ hasText: 'Grace Hopper' }).getByText('Member', { exact: true })).toBeVisible();
  await expect(pending).toHaveCount(0);
});

test('withdrawing an invitation asks first', async ({ signedInPage: page }) => {
  const project = await seedProject(page.request, 'Packaging');
  await seedInvitation(page.request, project.id, 'client@example.test', 'Admin');
  await page.goto(`/project/${project.id}`);
  const panel = page.getByRole('complementary', { name: 'Project details' });
  const invitation = panel.getByRole('listitem').filter({ hasText: 'client@example.test' });
  await expect(invitation.getByText('Pending')).toBeVisible();

  await invitation.getByRole('button', { name: 'Withdraw' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Withdrawal' });
  await expect(confirm.getByText('Are you sure you want to withdraw this invitation?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(invitation).toBeVisible();

  await invitation.getByRole('button', { name: 'Withdraw' }).click();
  await confirm.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText('Withdraw successfully!')).toBeVisible();
  await expect(invitation).toHaveCount(0);
});
