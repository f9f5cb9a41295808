import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { invitationPath, seedInvitation, seedProject } from '../support/project-seed.ts';
import { registerUser } from '../support/users.ts';

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });

test('a new project shows in the dashboard table', async ({ signedInPage: page, user }) => {
  await expect(page.getByText('You have access to 0 projects')).toBeVisible();
  await page.getByRole('button', { name: 'New Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Project' });
  await expect(dialog.getByRole('button', { name: 'Add' })).toBeDisabled();
  await dialog.getByLabel('Project name').fill('Moodboard');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Project Created Successfully')).toBeVisible();

  await page.goto('/');
  const row = rowOf(page, 'Moodboard');
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: 'Moodboard' })).toHaveAttribute('href', /^\/project\/\d+$/);
  await expect(row.getByRole('cell', { name: `${user.first_name} ${user.last_name}`, exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '0 KB' })).toBeVisible();
  await expect(page.getByText('You have access to 1 project')).toBeVisible();

  await page.getByRole('button', { name: 'Cards' }).click();
  await expect(page.getByRole('article', { name: 'Moodboard' })).toBeVisible();
});

test('a starred project is listed under Starred after a reload', async ({ signedInPage: page }) => {
  await seedProject(page.request, 'Logo study');
  await seedProject(page.request, 'Not starred');
  await page.reload();
  const star = rowOf(page, 'Logo study').getByRole('button', { name: 'Star Logo study' });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  const saved = page.waitForResponse((response) => response.url().endsWith('/star') && response.request().method() === 'PUT');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  expect((await saved).status()).toBe(200);

  await page.goto('/starred');
  await page.reload();
  await expect(rowOf(page, 'Logo study')).toBeVisible();
  await expect(rowOf(page, 'Not starred')).toHaveCount(0);

  await page.goto('/');
  await page.getByRole('navigation', { name: 'Projects' }).getByRole('link', { name: 'Starred' }).click();
  await expect(page).toHaveURL(/\?view=starred$/);
  await expect(rowOf(page, 'Logo study')).toBeVisible();
  await expect(rowOf(page, 'Not starred')).toHaveCount(0);
});

test('archiving and unarchiving a project', async ({ signedInPage: page }) => {
  await seedProject(page.request, 'Old campaign');
  await page.reload();
  await rowOf(page, 'Old campaign').getByRole('button', { name: 'Actions for Old campaign' }).click();
  await page.getByRole('menuitem', { name: 'Archive' }).click();
  await expect(page.getByText('Project Archived!')).toBeVisible();
  await expect(page.getByText('Project archived successfully.')).toBeVisible();

  await page.goto('/archived');
  const row = rowOf(page, 'Old campaign');
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Actions for Old campaign' }).click();
  await page.getByRole('menuitem', { name: 'Unarchive' }).click();
  await expect(page.getByText('Project unarchived successfully.')).toBeVisible();
  await expect(page.getByText('No archived projects.')).toBeVisible();
});

test('renaming a project from its actions menu', async ({ signedInPage: page }) => {
  await seedProject(page.request, 'Draft name');
  await page.reload();
  await rowOf(page, 'Draft name').getByRole('button', { name: 'Actions for Draft name' }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename project' });
  await dialog.getByLabel('Project name').fill('Final name');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(rowOf(page, 'Final name')).toBeVisible();
  await expect(rowOf(page, 'Draft name')).toHaveCount(0);
  await page.reload();
  await expect(rowOf(page, 'Final name')).toBeVisible();
});

test("another member's change shows on the dashboard and the side panel within two seconds, without a reload", async ({ signedInPage: page, request }) => {
  const project = await seedProject(page.request, 'Team poster');
  const admin = await registerUser(request, { first_name: 'Hedy', last_name: 'Lamarr' });
  const invitation = await seedInvitation(page.request, project.id, admin.email, 'Admin');
  const login = await request.post('/api/v1/auth/login', { data: { email: admin.email, password: admin.password } });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const token = invitationPath(invitation.link).split('/').pop();
  expect((await request.post(`/api/v1/invitations/${token}/accept`, { headers })).status()).toBe(200);
  await page.reload();
  await expect(rowOf(page, 'Team poster').getByText('HL')).toBeVisible();

  // Pushed, not polled: lists poll only while the live stream is down, and then every 5 s.
  const renamed = await request.put(`/api/v1/projects/${project.id}`, { headers, data: { project_name: 'Team poster v2' } });
  expect(renamed.status()).toBe(200);
  await expect(rowOf(page, 'Team poster v2')).toBeVisible({ timeout: 2_000 });
  await expect(rowOf(page, 'Team poster')).toHaveCount(0);

  await page.goto(`/project/${project.id}`);
  const panel = page.getByRole('complementary', { name: 'Project details' });
  await expect(panel.getByText('Attachment (0)')).toBeVisible();
  const attached = await request.post(`/api/v1/projects/${project.id}/attachments`, {
    headers,
    multipart: { file: { name: 'brief.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 brief') } },
  });
  expect(attached.status(), await attached.text()).toBe(201);
  await expect(panel.getByText('Attachment (1)')).toBeVisible({ timeout: 2_000 });
});

test('the fourth project on Starter is refused in a modal', async ({ signedInPage: page }) => {
  for (const name of ['One', 'Two', 'Three']) await seedProject(page.request, name);
  await page.reload();
  await expect(page.getByText('You have access to 3 projects')).toBeVisible();
  await page.getByRole('button', { name: 'New Project' }).click();
  await page.getByRole('dialog', { name: 'New Project' }).getByLabel('Project name').fill('Four');
  await page.getByRole('dialog', { name: 'New Project' }).getByRole('button', { name: 'Add' }).click();
  const modal = page.getByRole('dialog', { name: 'Maximum of 3 project reached!' });
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(rowOf(page, 'Four')).toHaveCount(0);
});

/** A 1x1 PNG: the server decodes every design file, so it has to be a real image. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('a design uploaded from a card becomes an asset of the project', async ({ signedInPage: page }) => {
  await seedProject(page.request, 'Posters');
  await page.reload();
  await page.getByRole('button', { name: 'Cards' }).click();
  const card = page.getByRole('article', { name: 'Posters' });
  await expect(card.getByText('No assets yet — upload a design.')).toBeVisible();
  await card.getByLabel('Design file for Posters').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Failed to Upload File')).toBeVisible();

  await card.getByLabel('Design file for Posters').setInputFiles({ name: 'Summer poster.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('File Uploaded Successfully')).toBeVisible();
  await expect(card.getByRole('list', { name: 'Assets of Posters' }).getByRole('link', { name: 'Summer poster' })).toHaveAttribute('href', /^\/asset\/\d+$/);
});
