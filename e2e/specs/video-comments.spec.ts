import type { Page } from '@playwright/test';
import type { Comment } from '@review/contract/comments';
import { expect, test } from '../support/fixtures.ts';
import { buildBarcodeClip, hasFfmpeg, NO_FFMPEG, readShownFrame, seedVideo, waitForProxy } from '../support/video-clips.ts';

const positionOf = (page: Page) => page.getByText(/^frame \d+ \/ \d+$/);

async function expectOnFrame(page: Page, frame: number) {
  await expect(positionOf(page)).toHaveText(`frame ${frame} / 95`);
  await expect.poll(() => readShownFrame(page), { message: `the picture shows frame ${frame}` }).toBe(frame);
}

/** Types a frame number into the player's field. */
async function goToFrame(page: Page, frame: number) {
  const field = page.getByRole('textbox', { name: 'Timecode or frame number' });
  await field.fill(String(frame));
  await field.press('Enter');
  await expectOnFrame(page, frame);
}

async function savedComments(page: Page, assetId: number): Promise<Comment[]> {
  return ((await (await page.request.get(`/api/v1/comments?asset=${assetId}`)).json()) as { data: Comment[] }).data;
}

test.describe('comments on video frames', () => {
  test.skip(!hasFfmpeg(), NO_FFMPEG);
  test.setTimeout(150_000);

  test('a drawing made on a frame is saved on it, shows on that frame only, and a link to it opens there', async ({ signedInPage: page }) => {
    const asset = await seedVideo(page.request, buildBarcodeClip({ rate: '24000/1001', seconds: 4 }));
    await waitForProxy(page.request, asset.id);
    await page.goto(`/asset/${asset.id}`);
    await expectOnFrame(page, 0);
    await goToFrame(page, 40);

    // Drawing pauses the video and the form says which frame the comment goes on.
    const video = page.locator('video');
    const box = (await video.boundingBox())!;
    await page.getByRole('button', { name: 'Pen', exact: true }).click();
    await page.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.5);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.7, { steps: 8 });
    await page.mouse.up();
    const form = page.getByRole('form', { name: 'New Comment' });
    await expect(form.getByText('On 00:00:01:16 (frame 40)')).toBeVisible();
    await form.getByRole('textbox', { name: 'Comment' }).fill('The logo jumps on this frame');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form).toBeHidden();
    const drawn = (await savedComments(page, asset.id)).find((comment) => comment.content === 'The logo jumps on this frame')!;
    expect([drawn.frame, drawn.frame_end]).toEqual([40, null]);

    // Its marker and stroke show on frame 40 only; the thread says its timecode.
    const marker = page.getByRole('button', { name: 'Comment 1', exact: true });
    const stroke = page.locator(`svg g[data-comment-id="${drawn.id}"]`);
    await expect(marker).toBeVisible();
    await expect(stroke).toHaveCount(1);
    const thread = page.getByRole('article', { name: /^Comment by/ }).filter({ hasText: 'The logo jumps on this frame' });
    await expect(thread.getByRole('button', { name: 'Go to 00:00:01:16 (frame 40)' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expectOnFrame(page, 41);
    await expect(marker).toHaveCount(0);
    await expect(stroke).toHaveCount(0);
    await page.keyboard.press('ArrowLeft');
    await expectOnFrame(page, 40);
    await expect(marker).toBeVisible();

    // Away from it, the thread's timecode and its mark on the timeline bring the playhead back.
    await goToFrame(page, 10);
    await thread.getByRole('button', { name: 'Go to 00:00:01:16 (frame 40)' }).click();
    await expectOnFrame(page, 40);
    await expect(page).toHaveURL(new RegExp(`[?&]comment=${drawn.id}(&|$)`));
    await goToFrame(page, 12);
    await page.getByRole('button', { name: /^Comment 1 by .* at 00:00:01:16$/ }).click();
    await expectOnFrame(page, 40);

    // A link naming the comment opens the video paused on its frame, with the mark.
    await page.goto(`/asset/${asset.id}?comment=${drawn.id}`);
    await expectOnFrame(page, 40);
    await expect(marker).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  });

  test('a comment written while a loop is set covers the loop’s frames, unless the range is dropped', async ({ signedInPage: page }) => {
    const asset = await seedVideo(page.request, buildBarcodeClip({ rate: '24000/1001', seconds: 4 }));
    await waitForProxy(page.request, asset.id);
    await page.goto(`/asset/${asset.id}?frame=50`);
    await expectOnFrame(page, 50);
    await page.keyboard.press('i');
    await goToFrame(page, 60);
    await page.getByRole('button', { name: 'Loop to this frame (O)' }).click();
    await expect(page.getByRole('group', { name: 'Loop' }).getByText('Loop 50–60')).toBeVisible();
    await goToFrame(page, 55);

    // Playing goes round the loop.
    await page.keyboard.press('k');
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect.poll(async () => Number((await positionOf(page).textContent())!.split(' ')[1]), { timeout: 10_000 }).toBeLessThan(55);

    // Opening the composer pauses; the comment goes on frames 50–60.
    await page.getByRole('button', { name: 'Add a comment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a comment' });
    await expect(dialog.getByText('On frames 50–60')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Comment' }).fill('This shot is too dark');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();

    // Dropping the range puts the next one on the frame on screen.
    const frame = Number((await positionOf(page).textContent())!.split(' ')[1]);
    await page.getByRole('button', { name: 'Add a comment' }).click();
    await dialog.getByRole('button', { name: 'Only this frame' }).click();
    await expect(dialog.getByText(`(frame ${frame})`)).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Comment' }).fill('And this frame flickers');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toBeHidden();

    const saved = await savedComments(page, asset.id);
    expect(saved.map((comment) => [comment.content, comment.frame, comment.frame_end])).toEqual([
      ['This shot is too dark', 50, 60],
      ['And this frame flickers', frame, null],
    ]);
    const timeline = page.getByRole('list', { name: 'Comments on the timeline' });
    await expect(timeline.getByRole('button')).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Go to 00:00:02:02–00:00:02:12 (frames 50–60)' })).toBeVisible();

    // Clearing the loop.
    await page.getByRole('button', { name: 'Clear the loop (X)' }).click();
    await expect(page.getByRole('group', { name: 'Loop' }).getByText(/^Loop /)).toHaveCount(0);

    // Going to the range comment makes its range the loop again, paused on its first frame.
    await goToFrame(page, 20);
    await page.getByRole('button', { name: 'Go to 00:00:02:02–00:00:02:12 (frames 50–60)' }).click();
    await expect(page.getByRole('group', { name: 'Loop' }).getByText('Loop 50–60')).toBeVisible();
    await expectOnFrame(page, 50);
  });
});
