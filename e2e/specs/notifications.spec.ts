import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { seedUploadedAsset } from '../support/asset-seed.ts';
import { expect, test } from '../support/fixtures.ts';
import { addMember, seedMention, userIdOf } from '../support/notification-seed.ts';
import { seedProject } from '../support/project-seed.ts';
import { registerUser, signIn } from '../support/users.ts';
import { screenshotPath } from '../support/screenshot.ts';

// axe-core is injected as an inline script, which the app's Content-Security-Policy would block.
test.use({ bypassCSP: true });

const listOf = (page: Page) => page.getByRole('list', { name: 'Notifications' });
const itemOf = (page: Page, text: string) => listOf(page).getByRole('listitem').filter({ hasText: text });

test('a mention waits unread on the Notifications page, by project, until it is marked read', async ({ signedInPage: page, request }) => {
  const launch = await seedProject(page.request, 'Autumn launch');
  const brand = await seedProject(page.request, 'Brand refresh');
  const hero = await seedUploadedAsset(page.request, launch.id, 'landing-hero.png');
  const logo = await seedUploadedAsset(page.request, brand.id, 'logo.png');
  // Only the mentions, then: a kind turned off makes no notification at all.
  const quiet = await page.request.put('/api/v1/notification-settings', { data: { kinds: { invitation_accepted: 'off' } } });
  expect(quiet.status(), await quiet.text()).toBe(200);
  // A colleague in both projects, calling through the API on a session of their own.
  const colleague = await registerUser(request, { first_name: 'Grace', last_name: 'Hopper' });
  await signIn(request, colleague);
  await addMember(page.request, request, launch.id, colleague);
  await addMember(page.request, request, brand.id, colleague);
  const ownerId = await userIdOf(page.request);
  await seedMention(request, hero, ownerId, 'Can you check the hero crop?');
  await seedMention(request, logo, ownerId, 'Is this the final logo?');
  await seedMention(request, logo, ownerId, 'The blue reads better on dark backgrounds.');

  // The bell counts all three; its link leads to the page, which opening does not mark read.
  await page.reload();
  await page.getByRole('button', { name: 'Notifications, 3 unread' }).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' }).getByText(/mentioned you/)).toHaveCount(3);
  await page.keyboard.press('Escape');
  await page.goto('/notification');
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(page.getByText('3 unread')).toBeVisible();
  await expect(listOf(page).getByRole('listitem')).toHaveCount(3);
  const heroItem = itemOf(page, 'Can you check the hero crop?');
  await expect(heroItem.getByRole('link')).toContainText(/Unread: Grace Hopper mentioned you/);
  await expect(heroItem).toContainText('Autumn launch');
  await expectNoSeriousViolations(page);

  // Only one project's notifications.
  await page.getByLabel('Project', { exact: true }).selectOption({ label: 'Autumn launch' });
  await expect(page).toHaveURL(new RegExp(`project=${launch.id}`));
  await expect(listOf(page).getByRole('listitem')).toHaveCount(1);
  await expect(heroItem).toBeVisible();

  // Marked read by its button: no longer unread here nor in the bell's count.
  await heroItem.getByRole('button', { name: 'Mark as read' }).click();
  await expect(heroItem.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
  await expect(heroItem.getByRole('link')).not.toContainText('Unread:');
  await expect(page.getByText('2 unread')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();

  // Unread only: this project has none left; the other one's stays, and stays read after a reload.
  await page.getByLabel('Unread only').check();
  await expect(page.getByText('No unread notifications in this project. You are all caught up.')).toBeVisible();
  await page.getByRole('button', { name: 'Show read ones too' }).click();
  await expect(heroItem).toBeVisible();
  await page.getByLabel('Project', { exact: true }).selectOption({ label: 'All projects' });
  await page.reload();
  await expect(itemOf(page, 'Is this the final logo?').getByRole('button', { name: 'Mark as read' })).toBeVisible();
  await expect(heroItem.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
  await expect(listOf(page).getByRole('listitem').last(), 'unread ones come first').toContainText('Can you check the hero crop?');
  await page.screenshot({ path: screenshotPath('notifications-page.png') });

  // Opening one marks it read: it leads to the comment on its asset.
  await itemOf(page, 'Is this the final logo?').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/asset/${logo.id}\\?.*comment=\\d+`));
  await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  await page.goBack();
  await expect(itemOf(page, 'Is this the final logo?').getByRole('button', { name: 'Mark as read' })).toHaveCount(0);

  // Mark all as read clears the rest.
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByText('All caught up.', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
});

test('a project made in one tab shows on the dashboard of another within 2 s, without a reload', async ({ signedInPage: page }) => {
  const other = await page.context().newPage();
  const streamOpened = other.waitForResponse((response) => response.url().endsWith('/api/v1/events'));
  await other.goto('/');
  await expect(other.getByText('You have access to 0 projects')).toBeVisible();
  await streamOpened;
  await other.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  await page.getByRole('button', { name: 'New Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Project' });
  await dialog.getByLabel('Project name').fill('Made elsewhere');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Project Created Successfully')).toBeVisible();

  await expect(other.getByRole('row').filter({ has: other.getByRole('link', { name: 'Made elsewhere', exact: true }) })).toBeVisible({ timeout: 2_000 });
  await expect(other.getByText('You have access to 1 project')).toBeVisible();
  expect(await other.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

test('notification settings save, and are kept after a reload', async ({ signedInPage: page }) => {
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Notifications', exact: true });
  const mentions = section.getByRole('radiogroup', { name: 'Mentions' });
  // The defaults: mentions e-mailed at once, the daily digest at 09:00 UTC.
  await expect(mentions.getByRole('radio', { name: 'E-mail now' })).toBeChecked();
  await expect(section.getByRole('radiogroup', { name: 'Due dates' }).getByRole('radio', { name: 'E-mail digest' })).toBeChecked();
  await expect(section.getByRole('radio', { name: 'Daily' })).toBeChecked();
  await expect(section.getByLabel('Send at')).toHaveValue('9');
  await expect(section.getByLabel('Time zone')).toHaveValue('UTC');
  const save = section.getByRole('button', { name: 'Save notification settings' });
  await expect(save).toBeDisabled();

  // By keyboard: the arrow keys move a group's choice.
  await mentions.getByRole('radio', { name: 'E-mail now' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(mentions.getByRole('radio', { name: 'E-mail digest' })).toBeChecked();
  await section.getByRole('radiogroup', { name: 'Review requests' }).getByRole('radio', { name: 'Off' }).check();
  await section.getByLabel('Send at').selectOption({ label: '18:00' });
  await section.getByLabel('Time zone').selectOption('Europe/Lisbon');
  await expectNoSeriousViolations(page);
  await save.click();
  await expect(section.getByRole('status')).toBeVisible();
  await expect(save).toBeDisabled();
  // Tall enough for the whole section: a taller one scrolls under the sticky top bar.
  await page.setViewportSize({ width: 1280, height: 1600 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await section.screenshot({ path: screenshotPath('notification-settings.png') });

  await page.reload();
  await expect(mentions.getByRole('radio', { name: 'E-mail digest' })).toBeChecked();
  await expect(section.getByRole('radiogroup', { name: 'Review requests' }).getByRole('radio', { name: 'Off' })).toBeChecked();
  await expect(section.getByLabel('Send at')).toHaveValue('18');
  await expect(section.getByLabel('Time zone')).toHaveValue('Europe/Lisbon');

  // Hourly needs no hour nor zone.
  await section.getByRole('radio', { name: 'Hourly' }).check();
  await expect(section.getByLabel('Send at')).toHaveCount(0);
  await save.click();
  await page.reload();
  await expect(section.getByRole('radio', { name: 'Hourly' })).toBeChecked();

  // A refusal is shown under the field it is about, with the server's sentence.
  await page.route('**/api/v1/notification-settings', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 422, json: { message: 'Some settings are not valid.', code: 'VALIDATION', errors: { time_zone: 'Unknown time zone: use a name such as Europe/Lisbon or UTC' } } })
      : route.fallback(),
  );
  await section.getByRole('radio', { name: 'Daily' }).check();
  await save.click();
  await expect(section.getByLabel('Time zone')).toHaveAccessibleDescription(/Unknown time zone/);
  await expect(section.getByText('Some settings are not valid.')).toBeVisible();
});
