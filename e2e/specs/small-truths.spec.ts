import type { APIRequestContext, Page, Response } from '@playwright/test';
import type { Project } from '@review/contract/projects';
import type { ShareLink } from '@review/contract/sharing';
import { expect, test } from '../support/fixtures.ts';
import { noisePng, pngFile, seedUploadedAsset } from '../support/asset-seed.ts';
import { invitationPath, seedInvitation, seedProject } from '../support/project-seed.ts';
import { seedAsset, seedComment } from '../support/review-seed.ts';
import { registerUser, signIn } from '../support/users.ts';
import { buildBarcodeClip, hasFfmpeg, NO_FFMPEG, seedVideo } from '../support/video-clips.ts';

/** The KB the owner's projects use, as the project list writes each: what the plan's bar must add up to. */
async function sumOfProjects(request: APIRequestContext): Promise<number> {
  const reply = (await (await request.get('/api/v1/projects?view=mine')).json()) as { data: Project[] };
  return reply.data.reduce((sum, project) => sum + project.used_storage, 0);
}

/** Every answer of 400 or more, and every console error, while a page is open. */
function watchFailures(page: Page) {
  const failures: string[] = [];
  page.on('response', (response: Response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console: ${message.text()}`);
  });
  return failures;
}

async function createLink(request: APIRequestContext, assetId: number, settings: object = {}): Promise<ShareLink> {
  const created = await request.post(`/api/v1/assets/${assetId}/share-links`, { data: settings });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { data: ShareLink }).data;
}

test("the plan bar adds up the owner's projects, for the owner and for a member, and follows an upload", async ({ signedInPage: page, user, browser, request }) => {
  const shared = await seedProject(page.request, 'Brand refresh');
  const other = await seedProject(page.request, 'Packaging');
  await seedUploadedAsset(page.request, shared.id, 'hero.png');
  await page.request.post('/api/v1/upload/design_files', { multipart: { project_id: String(other.id), design_file: await pngFile('noise.png', await noisePng(300, 200)) } });

  const member = await registerUser(request, { first_name: 'Alan', last_name: 'Turing' });
  const invitation = await seedInvitation(page.request, shared.id, member.email);
  const memberContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await signIn(memberContext.request, member);
  const token = invitationPath(invitation.link).split('/').pop();
  expect((await memberContext.request.post(`/api/v1/invitations/${token}/accept`)).status()).toBe(200);

  const sum = await sumOfProjects(page.request);
  expect(sum).toBeGreaterThan(0);
  const memberPage = await memberContext.newPage();
  await memberPage.goto(`/project/${shared.id}`);
  const memberBar = memberPage.getByRole('progressbar', { name: `Storage used by ${user.first_name}'s projects` });
  await expect(memberBar).toHaveAttribute('aria-valuetext', `${sum} KB of 500 MB`);
  await expect(memberPage.getByText(`${user.first_name}'s projects (Starter plan)`)).toBeVisible();

  await page.goto(`/project/${shared.id}`);
  const bar = page.getByRole('progressbar', { name: 'Storage used by your projects' });
  await expect(bar).toHaveAttribute('aria-valuetext', `${sum} KB of 500 MB`);

  // An upload on the board: the project's size and the bar grow together.
  await page.getByRole('button', { name: 'Upload design' }).click();
  await page.locator('input[type=file]').first().setInputFiles(await pngFile('second.png', await noisePng(400, 300)));
  await expect.poll(() => sumOfProjects(page.request)).toBeGreaterThan(sum);
  const grown = await sumOfProjects(page.request);
  await expect(bar).toHaveAttribute('aria-valuetext', `${grown} KB of 500 MB`);
  await expect(memberBar).toHaveAttribute('aria-valuetext', `${grown} KB of 500 MB`);
  await memberContext.close();
});

test("reactions are pictures from the app's own origin, whatever fonts the machine has", async ({ signedInPage: page, baseURL }) => {
  const asset = await seedAsset(page.request, 'Poster');
  const comment = await seedComment(page.request, asset, 'Love the colours');
  for (const reaction of ['😀', '❤️', '⚽']) {
    expect((await page.request.post('/api/v1/comments-react', { data: { reaction, comment_id: comment.id } })).ok()).toBe(true);
  }
  const foreign: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).origin !== new URL(baseURL!).origin) foreign.push(sent.url());
  });

  await page.goto(`/asset/${asset.id}`);
  const chips = page.getByRole('button', { name: /^(😀|❤️|⚽) 1, from / });
  await expect(chips).toHaveCount(3);
  const chipPictures = chips.locator('img');
  await expect(chipPictures).toHaveCount(3);
  // Drawn from a picture, not a font: each image loaded, from our origin.
  await expect.poll(() => chipPictures.evaluateAll((images: HTMLImageElement[]) => images.map((image) => image.naturalWidth))).toEqual([64, 64, 64]);
  expect(await chipPictures.evaluateAll((images: HTMLImageElement[]) => images.map((image) => new URL(image.src).pathname))).toEqual([
    expect.stringMatching(/^\/assets\/emoji-[\d.]+\/1f600\.png$/),
    expect.stringMatching(/^\/assets\/emoji-[\d.]+\/2764-fe0f\.png$/),
    expect.stringMatching(/^\/assets\/emoji-[\d.]+\/26bd\.png$/),
  ]);

  await page.getByRole('button', { name: 'Add reaction' }).first().click();
  const quick = page.getByRole('group', { name: 'Quick reactions' });
  await expect(quick.getByRole('button')).toHaveCount(19);
  await expect.poll(() => quick.locator('img').evaluateAll((images: HTMLImageElement[]) => images.filter((image) => image.naturalWidth === 64).length)).toBe(19);

  await page.getByRole('button', { name: 'More emoji…' }).click();
  const pickerPictures = page.locator('.EmojiPickerReact img');
  await expect.poll(() => pickerPictures.evaluateAll((images: HTMLImageElement[]) => images.filter((image) => image.naturalWidth === 64).length)).toBeGreaterThan(20);
  expect(await pickerPictures.first().getAttribute('src')).toMatch(/^\/assets\/emoji-[\d.]+\/[0-9a-f-]+\.png$/);
  expect(foreign).toEqual([]);
});

test("a password link's first open asks without a 401, and a revoked link's page says so without a 404", async ({ signedInPage: page, browser }) => {
  const asset = await seedAsset(page.request, 'Brochure');
  const locked = await createLink(page.request, asset.id, { password: 'blue-sky-42' });
  const revoked = await createLink(page.request, asset.id);
  expect((await page.request.delete(`/api/v1/share-links/${revoked.id}`)).status()).toBe(200);

  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const guest = await context.newPage();
  const failures = watchFailures(guest);

  await guest.goto(new URL(locked.link).pathname);
  await expect(guest.getByRole('heading', { name: 'This review link needs a password.' })).toBeVisible();
  await expect(guest).toHaveTitle('Password required – Review');
  await guest.getByRole('textbox', { name: 'Password' }).fill('blue-sky-42');
  await guest.getByRole('button', { name: 'Unlock' }).click();
  await expect(guest.getByRole('heading', { name: 'Comments (0)' })).toBeVisible();
  await expect(guest).toHaveTitle(`Brochure – ${asset.project_name} – Review`);

  await guest.goto(new URL(revoked.link).pathname);
  await expect(guest.getByRole('heading', { name: 'This review link is no longer active.' })).toBeVisible();
  await expect(guest).toHaveTitle('Review link closed – Review');
  expect(failures).toEqual([]);
  await context.close();
});

test.describe('a video is called a video', () => {
  test.skip(!hasFfmpeg(), NO_FFMPEG);
  test.setTimeout(90_000);

  test('in the share dialog and on the guest page', async ({ signedInPage: page, browser }) => {
    const asset = await seedVideo(page.request, buildBarcodeClip({ seconds: 2 }));
    await page.goto(`/asset/${asset.id}`);
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share for review' });
    await expect(dialog.getByText(/^Anyone with a link can view this video and comment/)).toBeVisible();
    await expect(dialog.getByText('Guests type it before they see the video.')).toBeVisible();
    await expect(dialog.getByText(/design/)).toHaveCount(0);
    await page.keyboard.press('Escape');

    const link = await createLink(page.request, asset.id);
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const guest = await context.newPage();
    await guest.goto(new URL(link.link).pathname);
    await expect(guest.getByRole('region', { name: 'Video' })).toBeVisible();
    await expect(guest.getByText('No comments on this video yet.')).toBeVisible();
    await expect(guest.getByText(/design/i)).toHaveCount(0);
    await context.close();
  });
});
