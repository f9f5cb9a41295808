import type { Page } from '@playwright/test';
import type { Asset } from '@review/contract/assets';
import { expect, test } from '../support/fixtures.ts';
import { seedProject } from '../support/project-seed.ts';
import { buildBarcodeClip, damageMovieBox, hasFfmpeg, NO_FFMPEG, readShownFrame, seedVideo, waitForProxy } from '../support/video-clips.ts';

const positionOf = (page: Page) => page.getByText(/^frame \d+ \/ \d+$/);

/** Moves the pointer over the scrub bar at `fraction` of its width; gives the frame its preview names. */
async function hoverScrubBar(page: Page, fraction: number): Promise<number> {
  const bar = (await page.getByRole('slider', { name: 'Position' }).boundingBox())!;
  await page.mouse.move(bar.x + bar.width * fraction, bar.y + bar.height / 2);
  const label = page.locator('[data-scrub-preview] span');
  await expect(label).toHaveText(/ · frame \d+$/);
  return Number((await label.textContent())!.split('frame ')[1]);
}

test.describe('video review details', () => {
  test.skip(!hasFfmpeg(), NO_FFMPEG);
  test.setTimeout(150_000);

  test("a MOV's own start timecode is the one shown, From 0 counts from zero and is remembered, and a frame that does not exist is said so", async ({ signedInPage: page }) => {
    // 100 frames at 25 a second, with a timecode track from 01:00:00:00, as an editor exports.
    const asset = await seedVideo(page.request, buildBarcodeClip({ rate: '25', seconds: 4, movTimecode: '01:00:00:00' }), 'launch-film.mov');
    const variation = await waitForProxy(page.request, asset.id);
    expect(variation.media.start_timecode).toBe('01:00:00:00');
    for (const body of [
      { content: 'The slate is crooked', frame: 10 },
      { content: 'Hold this shot longer', frame: 50, frame_end: 60 },
    ]) {
      const reply = await page.request.post('/api/v1/comments', { data: { variation_id: variation.id, ...body } });
      expect(reply.status(), await reply.text()).toBe(201);
    }
    await page.goto(`/asset/${asset.id}`);
    const field = page.getByRole('textbox', { name: 'Timecode or frame number' });
    const fromZero = page.getByRole('switch', { name: 'Count timecode from zero' });

    // Frame 0 is 01:00:00:00 in the field and the chips say their timecode and frame.
    await expect(positionOf(page)).toHaveText('frame 0 / 99');
    await expect(field).toHaveValue('01:00:00:00');
    await expect(fromZero).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByRole('button', { name: 'Go to 01:00:00:10 (frame 10)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go to 01:00:02:00–01:00:02:10 (frames 50–60)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go to 01:00:00:10 (frame 10)' })).toHaveText(/^Go to 01:00:00:10 \(frame 10\)$/);

    // A source timecode typed goes to its frame; so does a frame number.
    await field.fill('01:00:01:00');
    await field.press('Enter');
    await expect(positionOf(page)).toHaveText('frame 25 / 99');
    await expect(field).toHaveValue('01:00:01:00');

    // A frame the video does not have is refused in words, and the player stays where it was.
    await field.fill('5000');
    await field.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Frame 5000' })).toHaveText('Frame 5000 does not exist: this video has 100 frames (0–99).');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await page.screenshot({ path: test.info().outputPath('video-bad-frame.png') });
    await field.fill('-1');
    await field.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Frame -1' })).toHaveText('Frame -1 does not exist: this video has 100 frames (0–99).');
    await field.press('Escape');
    await expect(positionOf(page)).toHaveText('frame 25 / 99');
    await expect(page.getByRole('alert').filter({ hasText: 'does not exist' })).toHaveCount(0);

    // The scrub bar's preview names the frame under the pointer and shows that very frame.
    for (const fraction of [0.5, 0.23, 0.81]) {
      const hovered = await hoverScrubBar(page, fraction);
      await expect(page.locator('[data-scrub-preview] span')).toHaveText(new RegExp(`^01:00:0\\d:\\d\\d · frame ${hovered}$`));
      await expect.poll(() => readShownFrame(page, '[data-scrub-preview-video]'), { message: `the preview shows frame ${hovered}` }).toBe(hovered);
    }
    await page.screenshot({ path: test.info().outputPath('video-scrub-preview.png') });
    await page.mouse.move(0, 0);

    // From 0: every timecode counts from zero, and the choice is kept for the next visit.
    await fromZero.click();
    await expect(fromZero).toHaveAttribute('aria-checked', 'true');
    await expect(field).toHaveValue('00:00:01:00');
    await expect(page.getByRole('button', { name: 'Go to 00:00:00:10 (frame 10)' })).toBeVisible();
    await page.reload();
    await expect(fromZero).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('button', { name: 'Go to 00:00:00:10 (frame 10)' })).toBeVisible();
    await field.fill('0');
    await field.press('Enter');
    await expect(field).toHaveValue('00:00:00:00');
    await fromZero.click();
    await expect(field).toHaveValue('01:00:00:00');
  });

  test('a damaged MP4 is refused as damaged, not as a file of another type, by the API and on the board', async ({ signedInPage: page }) => {
    const project = await seedProject(page.request, 'Damaged film');
    const damaged = damageMovieBox(buildBarcodeClip({ rate: '25', seconds: 1 }));
    const reply = await page.request.post('/api/v1/upload/design_files', { multipart: { project_id: String(project.id), design_file: { name: 'launch-film.mp4', mimeType: 'video/mp4', buffer: damaged } } });
    expect(reply.status()).toBe(422);
    expect(await reply.json()).toMatchObject({ message: 'This video file is damaged and could not be read.', code: 'video_damaged' });

    await page.goto(`/project/${project.id}`);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload design' }).click();
    await (await chooser).setFiles({ name: 'launch-film.mp4', mimeType: 'video/mp4', buffer: damaged });
    await expect(page.getByText('Failed to Upload File')).toBeVisible();
    await expect(page.getByText('This video file is damaged and could not be read.')).toBeVisible();
    const assets = ((await (await page.request.get(`/api/v1/assets?project=${project.id}`)).json()) as { data: Asset[] }).data;
    expect(assets).toEqual([]);
  });
});
