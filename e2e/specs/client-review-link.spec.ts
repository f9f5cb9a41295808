import type { Locator, Page } from '@playwright/test';
import type { Asset } from '@review/contract/assets';
import { buildDesign } from '../support/design-seed.ts';
import { seedProject } from '../support/project-seed.ts';
import { expect, test } from '../support/fixtures.ts';
import { screenshotPath } from '../support/screenshot.ts';

const WIDTH = 1000;
const HEIGHT = 600;

const column = (page: Page, title: string) => page.getByRole('region', { name: new RegExp(`^${title} \\(`) });

/** A drag over the design between two of its pixels. */
async function drag(page: Page, image: Locator, from: [number, number], to: [number, number]) {
  const box = (await image.boundingBox())!;
  const at = ([x, y]: [number, number]) => ({ x: box.x + (x * box.width) / WIDTH, y: box.y + (y * box.height) / HEIGHT });
  await page.mouse.move(at(from).x, at(from).y);
  await page.mouse.down();
  await page.mouse.move(at(to).x, at(to).y, { steps: 8 });
  await page.mouse.up();
}

test('the owner shares a project with a password and decisions; a client unlocks it, marks the second asset and approves it, and the open board follows', async ({ signedInPage: page, browser }) => {
  const project = await seedProject(page.request, `Client round ${Date.now() % 100000}`);
  const uploaded: Asset[] = [];
  for (const name of ['landing-page.png', 'banner.png']) {
    const response = await page.request.post('/api/v1/upload/design_files', {
      multipart: { project_id: String(project.id), design_file: { name, mimeType: 'image/png', buffer: await buildDesign(WIDTH, HEIGHT) } },
    });
    expect(response.status(), await response.text()).toBe(201);
    uploaded.push(((await response.json()) as { data: Asset }).data);
  }

  await page.goto(`/project/${project.id}`);
  await page.getByRole('button', { name: 'Share project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share project for review' });
  const newLink = dialog.getByRole('form', { name: 'New link' });
  await newLink.getByLabel('Password (optional)').fill('spring-2027');
  await newLink.getByLabel('Allow drawing').check();
  await newLink.getByLabel('Allow decisions').check();
  await newLink.getByRole('button', { name: 'Create link' }).click();
  const field = dialog.getByRole('textbox', { name: 'Review link', exact: true });
  await expect(field).toHaveValue(/\/review\/[\w-]+$/);
  const linkPath = new URL(await field.inputValue()).pathname;
  await page.keyboard.press('Escape');
  await expect(column(page, 'To-do').getByRole('link', { name: 'banner' })).toBeVisible();

  // The client, in a browser of their own.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1280, height: 800 } });
  const guest = await context.newPage();
  await guest.goto(linkPath);
  await guest.getByLabel('Password', { exact: true }).fill('spring-2027');
  await guest.getByRole('button', { name: 'Unlock' }).click();
  const grid = guest.getByRole('list', { name: 'Assets' });
  await expect(grid.getByRole('link')).toHaveCount(2);
  await grid.getByRole('link', { name: 'banner' }).click();
  await expect(guest.getByRole('heading', { level: 1, name: 'banner' })).toBeVisible();

  const image = guest.getByRole('img', { name: 'banner, variation 1A' });
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  await guest.getByRole('group', { name: 'Tools' }).getByRole('button', { name: 'Rectangle' }).click();
  await drag(guest, image, [500, 200], [740, 380]);
  const form = guest.getByRole('form', { name: 'New Comment' });
  await form.getByLabel('Your name').fill('Casey Client');
  await form.getByLabel('Your email').fill('casey@client.example');
  await form.getByRole('textbox', { name: 'Comment' }).fill('Make the block a little wider.');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(guest.getByRole('button', { name: 'Comment 1', exact: true })).toBeVisible();

  await guest.getByRole('button', { name: 'Approve' }).click();
  const approval = guest.getByRole('form', { name: 'Approve' });
  await expect(approval).toContainText('Deciding as Casey Client');
  await approval.getByLabel('Note (optional)').fill('Good to go once the block is wider.');
  await approval.getByRole('button', { name: 'Send approval' }).click();
  await expect(guest.getByRole('list', { name: 'Decisions' })).toContainText('Casey Client (guest) approved');
  await guest.screenshot({ path: screenshotPath('client-review-link.png') });
  await context.close();

  // The team's board, open all along, follows within two seconds.
  await expect(column(page, 'Approved').getByRole('link', { name: 'banner' })).toBeVisible({ timeout: 2000 });
  await expect(column(page, 'To-do').getByRole('link', { name: 'landing-page' })).toBeVisible();

  await page.getByRole('button', { name: 'Share project' }).click();
  await expect(dialog.getByRole('listitem').filter({ has: page.locator(`input[aria-label="Review link"][value$="${linkPath}"]`) })).toContainText('1 view');

  await page.goto(`/asset/${uploaded[1]!.id}`);
  const sidebar = page.getByRole('region', { name: 'Review sidebar' });
  await expect(sidebar.getByRole('article', { name: 'Comment by Casey Client (guest)' })).toContainText('Make the block a little wider.');
});
