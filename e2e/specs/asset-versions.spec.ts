import { expect, test } from '../support/fixtures.ts';
import { noisePng, pngFile, seedUploadedAsset, seedVariation, setPlan } from '../support/asset-seed.ts';
import { seedProject } from '../support/project-seed.ts';

test('a new version uploads with its percentage shown, and the board counts it', async ({ signedInPage: page }) => {
  const project = await seedProject(page.request, 'Versions');
  const asset = await seedUploadedAsset(page.request, project.id, 'homepage.png');
  await page.goto(`/add/${asset.id}`);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(/Dashboard\s*>\s*Versions\s*>\s*homepage\s*>\s*Add version/);

  const upload = page.getByRole('button', { name: 'Upload' });
  await expect(upload).toBeDisabled();
  await page.getByLabel('Design file').setInputFiles(await pngFile('homepage-v2.png', await noisePng(700, 500)));
  await page.getByLabel('Note').fill('Bigger hero, new copy');

  // A slow link, so the percentage can be seen while the file goes out.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 300 * 1024 });
  await upload.click();
  const progress = page.getByRole('progressbar', { name: 'Upload progress' });
  await expect(progress).toBeVisible();
  await expect(page.getByRole('button', { name: /^Uploading \d{1,3}%$/ })).toBeDisabled();
  await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 10_000 }).toBeGreaterThan(0);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  await expect(page).toHaveURL(new RegExp(`/asset/${asset.id}\\?version=\\d+`), { timeout: 15_000 });
  await page.goto(`/project/${project.id}`);
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'homepage' }) }).getByText('2 versions')).toBeAttached();
});

test('a version with five variations pages four at a time, and one can be deleted', async ({ signedInPage: page }) => {
  await setPlan(page.request, 'pro');
  const project = await seedProject(page.request, 'Variations');
  const asset = await seedUploadedAsset(page.request, project.id, 'logo.png');
  const versionId = asset.versions[0]!.id;
  for (const [index, colour] of ['#ef4444', '#22c55e', '#3b82f6', '#eab308'].entries()) await seedVariation(page.request, versionId, `logo-${index + 2}.png`, colour);

  await page.goto(`/addvariation?version=${versionId}`);
  const list = page.getByRole('list', { name: /^Variations/ });
  await expect(list.getByRole('listitem')).toHaveCount(4);
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await expect(list.getByText('1A', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText('1E', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Delete variation 1E' }).click();
  const confirm = page.getByRole('group', { name: 'Delete variation 1E?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Variation deleted successfully.')).toBeVisible();
  await expect(page.getByText('Page 1 of 1')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(4);
  await expect(list.getByText('1E', { exact: true })).toHaveCount(0);
});

test('a variation beyond the Starter plan is refused with the server reason', async ({ signedInPage: page }) => {
  const project = await seedProject(page.request, 'Starter limits');
  const asset = await seedUploadedAsset(page.request, project.id, 'banner.png');
  const versionId = asset.versions[0]!.id;
  await page.goto(`/addvariation?version=${versionId}`);

  for (const name of ['banner-b', 'banner-c']) {
    await page.getByLabel('Design file').setInputFiles(await pngFile(`${name}.png`));
    await page.getByRole('button', { name: 'Upload variation' }).click();
    await expect(page.getByText('Variation uploaded successfully!!').first()).toBeVisible();
    await expect(page.getByRole('list', { name: /^Variations/ }).getByText(name, { exact: true })).toBeVisible();
  }
  await page.getByLabel('Design file').setInputFiles(await pngFile('banner-d.png'));
  await page.getByLabel('Name (optional)').fill('Dark');
  await page.getByRole('button', { name: 'Upload variation' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Maximum of 3 variation reached' })).toBeVisible();
});
