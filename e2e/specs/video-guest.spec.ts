import fs from 'node:fs';
import type { Page } from '@playwright/test';
import type { Comment } from '@review/contract/comments';
import type { ShareLink } from '@review/contract/sharing';
import { expect, test } from '../support/fixtures.ts';
import { buildBarcodeClip, hasFfmpeg, NO_FFMPEG, readShownFrame, seedVideo, waitForProxy } from '../support/video-clips.ts';

const positionOf = (page: Page) => page.getByText(/^frame \d+ \/ \d+$/);
const frameNumberOf = async (page: Page) => Number((await positionOf(page).textContent())!.split(' ')[1]);

/** The player says it is on `frame`, and the picture it shows is that frame. */
async function expectOnFrame(page: Page, frame: number) {
  await expect(positionOf(page)).toHaveText(`frame ${frame} / 95`);
  await expect.poll(() => readShownFrame(page), { message: `the picture shows frame ${frame}` }).toBe(frame);
}

test.describe('a guest reviews a video through a link', () => {
  test.skip(!hasFfmpeg(), NO_FFMPEG);
  test.setTimeout(150_000);

  test('plays and steps it, comments on a frame, draws on the paused frame, goes back to a comment’s frame, and downloads the original', async ({ signedInPage: page, browser }) => {
    const clip = buildBarcodeClip({ rate: '24000/1001', seconds: 4 });
    const asset = await seedVideo(page.request, clip);
    await waitForProxy(page.request, asset.id);
    const created = await page.request.post(`/api/v1/assets/${asset.id}/share-links`, { data: { allow_annotations: true, allow_download: true } });
    expect(created.status(), await created.text()).toBe(201);
    const link = ((await created.json()) as { data: ShareLink }).data;

    // A browser with no account, as the client who was sent the link.
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1280, height: 800 } });
    const guest = await context.newPage();
    await guest.goto(new URL(link.link).pathname);
    await expectOnFrame(guest, 0);

    // The members' player: play and pause, the arrows step one frame, a frame typed goes there.
    await guest.getByRole('button', { name: 'Play' }).click();
    await expect.poll(() => frameNumberOf(guest)).toBeGreaterThan(10);
    // Space on the button just clicked is the player's, as in any player.
    await guest.keyboard.press(' ');
    await expect(guest.getByRole('button', { name: 'Play' })).toBeVisible();
    const paused = await frameNumberOf(guest);
    await expectOnFrame(guest, paused);
    await guest.keyboard.press('ArrowRight');
    await guest.keyboard.press('ArrowRight');
    await expectOnFrame(guest, paused + 2);
    const field = guest.getByRole('textbox', { name: 'Timecode or frame number' });
    await field.fill('40');
    await field.press('Enter');
    await expectOnFrame(guest, 40);

    // Typing a comment while it plays stops it; the comment goes on the frame it stopped on.
    await guest.keyboard.press('k');
    await expect(guest.getByRole('button', { name: 'Pause' })).toBeVisible();
    const form = guest.getByRole('form', { name: 'Add a comment' });
    await form.getByLabel('Your name').fill('Casey Client');
    await form.getByLabel('Your email').fill('casey@client.example');
    await form.getByRole('textbox', { name: 'Comment' }).fill('The title card flashes here');
    await expect(guest.getByRole('button', { name: 'Play' })).toBeVisible();
    const commented = await frameNumberOf(guest);
    await expectOnFrame(guest, commented);
    await expect(form.getByText(`(frame ${commented})`)).toBeVisible();
    await form.getByRole('button', { name: 'Post comment' }).click();
    const thread = guest.getByRole('article', { name: 'Comment by Casey Client (guest)' }).filter({ hasText: 'The title card flashes here' });
    await expect(thread).toBeVisible();

    // The owner finds it on that frame.
    const saved = async () => ((await (await page.request.get(`/api/v1/comments?asset=${asset.id}`)).json()) as { data: Comment[] }).data;
    const typed = (await saved()).find((comment) => comment.content === 'The title card flashes here');
    expect([typed?.frame, typed?.frame_end]).toEqual([commented, null]);

    // Its timecode takes the playhead back to its frame.
    await guest.keyboard.press('Home');
    await expectOnFrame(guest, 0);
    await thread.getByRole('button', { name: new RegExp(`^Go to .* \\(frame ${commented}\\)$`) }).click();
    await expectOnFrame(guest, commented);

    // A rectangle drawn on frame 60 is saved on it and shows on that frame only.
    await field.fill('60');
    await field.press('Enter');
    await expectOnFrame(guest, 60);
    await guest.keyboard.press('r');
    const box = (await guest.locator('video').boundingBox())!;
    await guest.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.4);
    await guest.mouse.down();
    await guest.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.7, { steps: 6 });
    await guest.mouse.up();
    const drawingForm = guest.getByRole('form', { name: 'New Comment' });
    await expect(drawingForm.getByText('On 00:00:02:12 (frame 60)')).toBeVisible();
    await drawingForm.getByRole('textbox', { name: 'Comment' }).fill('Move the logo up');
    await drawingForm.getByRole('button', { name: 'Submit' }).click();
    await expect(drawingForm).toBeHidden();
    const drawn = (await saved()).find((comment) => comment.content === 'Move the logo up');
    expect([drawn?.frame, drawn?.frame_end, drawn?.annotation?.shape]).toEqual([60, null, 'rect']);
    const marker = guest.getByRole('button', { name: 'Comment 1', exact: true });
    await expect(marker).toBeVisible();
    await guest.keyboard.press('r');
    await guest.keyboard.press('ArrowRight');
    await expectOnFrame(guest, 61);
    await expect(marker).toBeHidden();
    await guest.keyboard.press('ArrowLeft');
    await expect(marker).toBeVisible();

    // The link allows downloads: the original file, as uploaded.
    const download = guest.waitForEvent('download');
    await guest.getByRole('link', { name: 'Download original' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('launch-film.mp4');
    expect(fs.readFileSync(await file.path()).equals(clip)).toBe(true);
    await context.close();
  });
});
