import { expect, test } from '../support/fixtures.ts';
import { seedProject } from '../support/project-seed.ts';

test('owners edit the name and description, and manage attachments, in the side panel', async ({ signedInPage: page }) => {
  const project = await seedProject(page.request, 'Spring launch');
  await page.goto(`/project/${project.id}`);
  const panel = page.getByRole('complementary', { name: 'Project details' });

  await panel.getByRole('button', { name: 'Edit project name' }).click();
  await panel.getByLabel('Project name').fill('Summer launch');
  await panel.getByLabel('Project name').press('Enter');
  await expect(panel.getByRole('heading', { name: 'Summer launch' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(/Summer launch/);

  await panel.getByRole('button', { name: 'Add a description' }).click();
  await panel.getByLabel('Description').fill('Hero banners <b>for</b> the site\n\nSecond paragraph');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByText('Hero banners <b>for</b> the site')).toBeVisible();
  await expect(panel.getByText('Second paragraph')).toBeVisible();

  const attachments = panel.getByRole('region', { name: /^Attachment/ });
  await expect(attachments.getByRole('heading')).toHaveText('Attachment (0)');
  await expect(attachments.getByText('No attachments found')).toBeVisible();
  await panel.getByLabel('Attachment file').setInputFiles({ name: 'brief.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 brief') });
  await expect(attachments.getByRole('heading')).toHaveText('Attachment (1)');
  await expect(attachments.getByRole('link', { name: 'brief.pdf', exact: true })).toHaveAttribute('href', /^\/files\/.+\?download=1$/);

  await attachments.getByRole('button', { name: 'Remove brief.pdf' }).click();
  await page.getByRole('dialog', { name: 'Remove attachment' }).getByRole('button', { name: 'Remove' }).click();
  await expect(attachments.getByText('No attachments found')).toBeVisible();
});

test('the default creator is chosen among the people of the project', async ({ signedInPage: page, user }) => {
  const project = await seedProject(page.request, 'Roles');
  await page.goto(`/project/${project.id}`);
  const panel = page.getByRole('complementary', { name: 'Project details' });
  const creator = panel.getByLabel('Default Creator');
  await expect(creator).toHaveValue('');
  await expect(creator.locator('option').first()).toHaveText('Anyone(default)');
  await creator.selectOption({ label: `${user.first_name} ${user.last_name}` });
  await expect(page.getByText('Default roles updated successfully.')).toBeVisible();
  await page.reload();
  await expect(panel.getByLabel('Default Creator')).not.toHaveValue('');
  await expect(panel.getByText('This project uses 0 KB')).toBeVisible();
});
