import { expect, test } from '../support/fixtures.ts';
import { pngFile } from '../support/asset-seed.ts';
import { seedDesign } from '../support/design-seed.ts';

test('the header saves the status, the creator and the approver; the version strip selects and turns compact past 4', async ({ signedInPage: page, user }) => {
  const { asset } = await seedDesign(page.request);
  await page.goto(`/asset/${asset.id}`);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(new RegExp(`Dashboard\\s*>\\s*${asset.project_name}\\s*>\\s*landing-page`));
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: asset.project_name })).toHaveAttribute('href', `/project/${asset.project_id}`);
  await expect(page.getByText('Version: 1')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Version' })).toHaveText('Add Version');

  await page.getByRole('button', { name: 'Status: To Do' }).click();
  await page.getByRole('menuitemradio', { name: 'Ready to Review' }).click();
  await expect(page.getByText('Status Updated!')).toBeVisible();
  const name = `${user.first_name} ${user.last_name}`;
  await page.getByLabel('Creator').selectOption({ label: name });
  await page.getByLabel('Approver').selectOption({ label: name });
  await expect(page.getByText('Approver updated')).toBeVisible();

  for (let i = 0; i < 4; i += 1) {
    const response = await page.request.post('/api/v1/versions', { multipart: { asset_id: String(asset.id), design_file: await pngFile('landing-page.png') } });
    expect(response.status(), await response.text()).toBe(201);
  }
  await page.goto(`/asset/${asset.id}`);
  await expect(page.getByRole('button', { name: 'Status: Ready to Review' })).toBeVisible();
  await expect(page.getByLabel('Creator').locator('option:checked')).toHaveText(name);
  await expect(page.getByLabel('Approver').locator('option:checked')).toHaveText(name);

  const versions = page.getByRole('group', { name: 'Versions' }).getByRole('button');
  await expect(versions).toHaveText(['V 1', 'V 2', 'V 3', 'V 4', 'V 5']);
  await expect(page.getByText('Version: 5')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Version' })).toHaveText('');
  await page.getByRole('button', { name: 'Version 2', exact: true }).click();
  await expect(page.getByText('Version: 2')).toBeVisible();
  await expect(page.getByRole('img', { name: 'landing-page, variation 2A' })).toBeVisible();
  await expect(page.getByLabel('Version', { exact: true }).locator('option:checked')).toHaveText('Version 2');
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the viewer stacks over the sidebar, the pickers stay on desktop, nothing scrolls sideways', async ({ signedInPage: page }) => {
    const { asset } = await seedDesign(page.request);
    await page.goto(`/asset/${asset.id}`);
    const viewer = page.getByRole('region', { name: /^Variation 1A/ });
    await expect(viewer).toBeVisible();
    const sidebar = page.getByRole('region', { name: 'Review sidebar' });
    expect((await sidebar.boundingBox())!.y).toBeGreaterThan((await viewer.boundingBox())!.y + (await viewer.boundingBox())!.height - 1);
    const box = (await viewer.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(320);
    expect(box.height).toBeGreaterThanOrEqual(380);
    await expect(page.getByLabel('Creator')).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });
});
