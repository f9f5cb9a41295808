import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { buildBarcodeClip, hasFfmpeg, NO_FFMPEG, readShownFrame, seedVideo, waitForProxy } from '../support/video-clips.ts';

/** The frame the player says it is on ('frame 40 / 95'). */
const positionOf = (page: Page) => page.getByText(/^frame \d+ \/ \d+$/);
const frameNumberOf = async (page: Page) => Number((await positionOf(page).textContent())!.split(' ')[1]);

/** The player says it is on `frame`, and the picture it shows is that frame. */
async function expectOnFrame(page: Page, frame: number, lastFrame: number) {
  await expect(positionOf(page)).toHaveText(`frame ${frame} / ${lastFrame}`);
  await expect.poll(() => readShownFrame(page), { message: `the picture shows frame ${frame}` }).toBe(frame);
}

test.describe('video playback', () => {
  test.skip(!hasFfmpeg(), NO_FFMPEG);
  // Each test uploads a clip and waits for the server to render its proxy.
  test.setTimeout(150_000);

  test('a 23.976 clip plays, pauses and steps frame by frame, always showing the frame it names, first and last included', async ({ signedInPage: page }) => {
    const asset = await seedVideo(page.request, buildBarcodeClip({ rate: '24000/1001', seconds: 4 }));
    await waitForProxy(page.request, asset.id);
    await page.goto(`/asset/${asset.id}`);
    const field = page.getByRole('textbox', { name: 'Timecode or frame number' });

    await expectOnFrame(page, 0, 95);
    await expect(field).toHaveValue('00:00:00:00');

    // The arrows and the buttons step one frame; held, the arrow keeps stepping.
    for (let frame = 1; frame <= 3; frame += 1) {
      await page.keyboard.press('ArrowRight');
      await expectOnFrame(page, frame, 95);
    }
    await page.getByRole('button', { name: 'Previous frame' }).click();
    await expectOnFrame(page, 2, 95);
    await page.getByRole('button', { name: 'Next frame' }).click();
    await expectOnFrame(page, 3, 95);

    // The ends: the last frame is there (23.976 drops none), the first is not shown twice.
    await page.keyboard.press('End');
    await expectOnFrame(page, 95, 95);
    await expect(field).toHaveValue('00:00:03:23');
    await page.keyboard.press('ArrowLeft');
    await expectOnFrame(page, 94, 95);
    await page.keyboard.press('Home');
    await expectOnFrame(page, 0, 95);
    await page.keyboard.press('ArrowRight');
    await expectOnFrame(page, 1, 95);

    // A timecode or a frame number typed in the field.
    await field.fill('00:00:02:00');
    await field.press('Enter');
    await expectOnFrame(page, 48, 95);
    await field.fill('71');
    await field.press('Enter');
    await expectOnFrame(page, 71, 95);
    await expect(field).toHaveValue('00:00:02:23');

    // Play from 0 with K, pause with Space: the picture is the frame the player stopped on.
    await page.keyboard.press('Home');
    await page.keyboard.press('k');
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect.poll(() => frameNumberOf(page)).toBeGreaterThan(12);
    await page.keyboard.press(' ');
    await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
    const paused = await frameNumberOf(page);
    await expectOnFrame(page, paused, 95);

    // Played to the end, it stops on the last frame.
    await page.getByRole('button', { name: 'Play' }).click();
    await expect(page.getByRole('button', { name: 'Play' })).toBeVisible({ timeout: 10_000 });
    await expectOnFrame(page, 95, 95);

    // J plays backwards, as in an editor: the frames count down, the picture with them, and K stops.
    const speed = page.getByRole('combobox', { name: /^Playback speed/ });
    await page.keyboard.press('j');
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    const backwards: number[] = [];
    for (let sample = 0; sample < 6; sample += 1) {
      await page.waitForTimeout(150);
      backwards.push(await frameNumberOf(page));
    }
    for (let index = 1; index < backwards.length; index += 1) expect(backwards[index], `playing backwards: ${backwards.join(', ')}`).toBeLessThanOrEqual(backwards[index - 1]!);
    // About 0.9 s back at 23.976 frames a second: some 20 frames, and well more than a few.
    expect(backwards.at(-1)!, `playing backwards: ${backwards.join(', ')}`).toBeLessThan(85);
    await page.keyboard.press('k');
    await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
    const stopped = await frameNumberOf(page);
    await expectOnFrame(page, stopped, 95);

    // J again plays backwards faster; L plays forwards at normal speed, L again faster.
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await expect(speed).toHaveValue('1.5');
    await expect.poll(() => frameNumberOf(page)).toBeLessThan(stopped);
    await page.keyboard.press('l');
    await expect(speed).toHaveValue('1');
    const forwardFrom = await frameNumberOf(page);
    await expect.poll(() => frameNumberOf(page)).toBeGreaterThan(forwardFrom);
    await page.keyboard.press('l');
    await expect(speed).toHaveValue('1.5');
    await page.keyboard.press('k');
    await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();

    // The paused frame is kept in the URL, so a reload opens on it.
    await page.keyboard.press('End');
    await expect(page).toHaveURL(/[?&]frame=95(&|$)/);
    await page.reload();
    await expectOnFrame(page, 95, 95);
  });

  test('a variable frame rate clip steps through every frame, where they come fast and where they come slow', async ({ signedInPage: page }) => {
    // 48 frames in the first 2 s, 48 more in the next 4 s.
    const asset = await seedVideo(page.request, buildBarcodeClip({ rate: '24', seconds: 4, isVariable: true }));
    const variation = await waitForProxy(page.request, asset.id);
    expect(variation.media.variable_frame_rate).toBe(true);
    await page.goto(`/asset/${asset.id}?frame=45`);
    for (let frame = 45; frame <= 52; frame += 1) {
      await expectOnFrame(page, frame, 95);
      await page.keyboard.press('ArrowRight');
    }
    await page.keyboard.press('End');
    await expectOnFrame(page, 95, 95);

    // Played for a while from the start, it stops on the frame it shows, by the frames' own times.
    await page.keyboard.press('Home');
    await page.keyboard.press('k');
    await expect.poll(() => frameNumberOf(page), { timeout: 10_000 }).toBeGreaterThan(50);
    await page.keyboard.press('k');
    await expectOnFrame(page, await frameNumberOf(page), 95);
  });

  test.describe('accessibility', () => {
    // axe-core is injected as an inline script, which the app's Content-Security-Policy would block.
    test.use({ bypassCSP: true });

    test('the player, a loop and the comments on its timeline pass axe, and its keys are listed', async ({ signedInPage: page }) => {
      const asset = await seedVideo(page.request, buildBarcodeClip({ rate: '25', seconds: 2 }));
      await waitForProxy(page.request, asset.id);
      await page.goto(`/asset/${asset.id}?frame=10`);
      await expectOnFrame(page, 10, 49);
      await page.keyboard.press('i');
      await page.keyboard.press('End');
      await page.keyboard.press('o');
      await page.getByRole('button', { name: 'Add a comment' }).click();
      await page.getByRole('dialog', { name: 'Add a comment' }).getByRole('textbox', { name: 'Comment' }).fill('Hold the end card longer');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByRole('list', { name: 'Comments on the timeline' }).getByRole('button')).toHaveCount(1);
      await expectNoSeriousViolations(page);

      await page.keyboard.press('?');
      const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
      for (const label of ['Play or pause the video', 'Next frame', 'Loop from this frame (in)', 'Full screen on/off']) await expect(help.getByText(label, { exact: true })).toBeVisible();
    });
  });

  for (const { rate, label, frame, timecode, last } of [
    { rate: '25', label: '25', frame: 37, timecode: '00:00:01:12', last: 49 },
    { rate: '30000/1001', label: '29.97 (drop-frame)', frame: 45, timecode: '00:00:01;15', last: 59 },
    { rate: '60', label: '60', frame: 100, timecode: '00:00:01:40', last: 119 },
  ]) {
    test(`at ${label} fps, ?frame= opens the video paused on that frame, and stepping shows each next frame`, async ({ signedInPage: page }) => {
      const asset = await seedVideo(page.request, buildBarcodeClip({ rate, seconds: 2 }));
      await waitForProxy(page.request, asset.id);
      await page.goto(`/asset/${asset.id}?frame=${frame}`);
      await expectOnFrame(page, frame, last);
      await expect(page.getByRole('textbox', { name: 'Timecode or frame number' })).toHaveValue(timecode);
      await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
      for (let step = 1; step <= 3; step += 1) {
        await page.keyboard.press('ArrowRight');
        await expectOnFrame(page, frame + step, last);
      }
      await page.keyboard.press('End');
      await expectOnFrame(page, last, last);
    });
  }
});
