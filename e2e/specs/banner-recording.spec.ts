import type { Asset } from '@review/contract/assets';
import type { Comment } from '@review/contract/comments';
import type { ShareLink } from '@review/contract/sharing';
import { movingSquareBanner } from '../../server/src/test/banner-zips.ts';
import { expect, test } from '../support/fixtures.ts';
import { seedProject } from '../support/project-seed.ts';

test.describe("a banner's recording and its project's limits", () => {
  test.setTimeout(240_000);

  test('Recording steps frame by frame and pins a comment on a frame; a guest on a link has it too; a changed project limit changes the verdict beside it', async ({ signedInPage: page, browser }) => {
    const project = await seedProject(page.request, `Banner recordings ${Date.now() % 100000}`);
    const upload = await page.request.post('/api/v1/upload/design_files', { multipart: { project_id: String(project.id), design_file: { name: 'square-300x250.zip', mimeType: 'application/zip', buffer: movingSquareBanner() } } });
    expect(upload.status(), await upload.text()).toBe(201);
    const asset = ((await upload.json()) as { data: Asset }).data;
    await page.goto(`/asset/${asset.id}`);

    // Live is the default; Recording comes once the server has played and recorded it.
    const views = page.getByRole('group', { name: 'Banner view' });
    await expect(views.getByRole('button', { name: 'Recording' })).toBeVisible({ timeout: 150_000 });
    await expect(views.getByRole('button', { name: 'Live' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Replay' })).toBeVisible();
    await views.getByRole('button', { name: 'Recording' }).click();
    await expect(page).toHaveURL(/view=recording/);
    const controls = page.getByRole('group', { name: 'Video controls' });
    await expect(controls).toBeVisible();
    await expect(page.getByText(/its animation recorded at 25 fps/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pen', exact: true })).toBeVisible();

    const position = controls.getByLabel('Timecode or frame number');
    await expect(position).toHaveValue('00:00:00:00');
    for (let step = 0; step < 12; step += 1) await controls.getByRole('button', { name: 'Next frame' }).click();
    await expect(position).toHaveValue('00:00:00:12');
    await expect(page).toHaveURL(/frame=12/);

    await page.getByRole('button', { name: 'Add a comment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a comment' });
    await dialog.getByLabel('Comment').fill('The square should ease in here');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('The square should ease in here')).toBeVisible();
    const comments = ((await (await page.request.get(`/api/v1/comments?asset=${asset.id}`)).json()) as { data: Comment[] }).data;
    expect(comments.find((comment) => comment.content === 'The square should ease in here')).toMatchObject({ frame: 12 });
    await page.screenshot({ path: test.info().outputPath('banner-recording.png') });

    // A guest on a link to it has the same two views, and the comment's frame.
    const created = await page.request.post(`/api/v1/assets/${asset.id}/share-links`, { data: {} });
    expect(created.status(), await created.text()).toBe(201);
    const link = ((await created.json()) as { data: ShareLink }).data;
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1280, height: 800 } });
    const guest = await context.newPage();
    await guest.goto(new URL(link.link).pathname);
    await guest.getByRole('group', { name: 'Banner view' }).getByRole('button', { name: 'Recording' }).click();
    const guestControls = guest.getByRole('group', { name: 'Video controls' });
    await guestControls.getByRole('button', { name: 'Next frame' }).click();
    await expect(guestControls.getByLabel('Timecode or frame number')).toHaveValue('00:00:00:01');
    await expect(guest.getByText('00:00:00:12 (frame 12)')).toBeVisible();
    await guest.screenshot({ path: test.info().outputPath('banner-recording-guest.png') });
    await context.close();

    // The checks beside it, against the IAB's limits, then the project's.
    const checks = page.getByRole('region', { name: 'Banner checks' });
    const initialLoad = checks.getByRole('listitem').filter({ hasText: 'Initial load' });
    await expect(initialLoad).toContainText('(limit 150 KB)');
    await expect(initialLoad).toContainText('within the limit');

    await page.goto(`/project/${project.id}`);
    const limits = page.getByRole('complementary', { name: 'Project details' }).getByRole('region', { name: 'Banner limits' });
    await expect(limits.getByText("The IAB's HTML5 guidelines.")).toBeVisible();
    await limits.getByRole('button', { name: 'Edit' }).click();
    await limits.getByLabel('Initial load (KB)').fill('0');
    await limits.getByRole('button', { name: 'Save' }).click();
    await expect(limits.getByText('The initial load limit (KB) must be a whole number from 1 to 10,240.')).toBeVisible();
    await limits.getByLabel('Initial load (KB)').fill('1');
    await limits.getByRole('button', { name: 'Save' }).click();
    await expect(limits.getByText('Set for this project.')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('banner-limits.png') });

    await page.goto(`/asset/${asset.id}`);
    await expect(initialLoad).toContainText('(limit 1 KB)');
    await expect(initialLoad).toContainText('over the limit');
    await page.screenshot({ path: test.info().outputPath('banner-checks-judged.png') });
  });
});
