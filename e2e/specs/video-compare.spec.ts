import type { APIRequestContext, Page } from '@playwright/test';
import type { Asset } from '@review/contract/assets';
import { expect, test } from '../support/fixtures.ts';
import { buildBarcodeClip, hasFfmpeg, NO_FFMPEG, seedVideo, waitForProxy } from '../support/video-clips.ts';

/** The clips' barcode: 16 bars across the top 64 of their 360 rows, bit 0 at the left (support/video-clips.ts). */
const BARCODE = { height: 360, rows: 64, bits: 16 };

/**
 * The frame numbers the given `<video>`s show at one moment, from their barcodes; null for one that
 * seeks or has no picture yet. Every picture is copied before any is read, so the reading of one does
 * not give the other time to move on.
 */
function readFrames(page: Page, selectors: readonly string[]): Promise<(number | null)[]> {
  return page.evaluate(
    ({ selectors, height, rows, bits }) => {
      const pictures = selectors.map((selector) => {
        const video = document.querySelector<HTMLVideoElement>(selector);
        if (!video || video.seeking || video.readyState < 2 || !video.videoWidth) return null;
        const canvas = document.createElement('canvas');
        canvas.width = video.videoWidth;
        canvas.height = video.videoHeight;
        const context = canvas.getContext('2d', { willReadFrequently: true })!;
        context.drawImage(video, 0, 0);
        return context;
      });
      return pictures.map((context) => {
        if (!context) return null;
        const { width, height: pictureHeight } = context.canvas;
        const y = Math.round((rows / 2 / height) * pictureHeight);
        const row = context.getImageData(0, y, width, 1).data;
        let frame = 0;
        for (let bit = 0; bit < bits; bit += 1) {
          if (row[Math.round(((bit + 0.5) * width) / bits) * 4]! > 128) frame += 2 ** bit;
        }
        return frame;
      });
    },
    { selectors, ...BARCODE },
  );
}

const SIDES = ['[role="dialog"] [data-side="A"] video', '[role="dialog"] [data-side="B"] video'];

/** A frame each side presented: when it was shown (the page's clock) and its media time. */
interface Presented {
  at: number;
  mediaTime: number;
}

/**
 * Notes every frame both `<video>`s present from now on, through `requestVideoFrameCallback`; the
 * returned function gives them and stops. What a player presents is what is seen, unlike its clock.
 */
async function recordPresentedFrames(page: Page): Promise<() => Promise<Presented[][]>> {
  await page.evaluate((selectors) => {
    const record = { stopped: false, sides: selectors.map(() => [] as { at: number; mediaTime: number }[]) };
    (window as unknown as { presentedFrames: typeof record }).presentedFrames = record;
    selectors.forEach((selector, index) => {
      const video = document.querySelector<HTMLVideoElement>(selector)!;
      const note = (_now: number, metadata: VideoFrameCallbackMetadata) => {
        if (record.stopped) return;
        record.sides[index]!.push({ at: metadata.expectedDisplayTime, mediaTime: metadata.mediaTime });
        video.requestVideoFrameCallback(note);
      };
      video.requestVideoFrameCallback(note);
    });
  }, SIDES);
  return () =>
    page.evaluate(() => {
      const record = (window as unknown as { presentedFrames: { stopped: boolean; sides: Presented[][] } }).presentedFrames;
      record.stopped = true;
      return record.sides;
    });
}

/** The frame a proxy's media time is in, at 23.976 (a frame's time may be a millisecond short: WebM keeps whole ones). */
const frameOfTime = (seconds: number) => Math.floor(((seconds + 0.0015) * 24000) / 1001);

/** A version 2 of the asset from another clip, through the API. */
async function seedVideoVersion(request: APIRequestContext, asset: Asset, clip: Buffer) {
  const response = await request.post('/api/v1/versions', { multipart: { asset_id: String(asset.id), design_file: { name: 'launch-film.mp4', mimeType: 'video/mp4', buffer: clip } } });
  expect(response.status(), await response.text()).toBe(201);
}

test.describe('comparing two versions of a video', () => {
  test.skip(!hasFfmpeg(), NO_FFMPEG);
  test.setTimeout(180_000);

  test('one transport plays and steps both versions frame-locked, and an offset lines one up later', async ({ signedInPage: page }) => {
    // Version 1 has 96 frames, version 2 72: the comparison has the 72 both have.
    const asset = await seedVideo(page.request, buildBarcodeClip({ rate: '24000/1001', seconds: 4 }));
    await waitForProxy(page.request, asset.id);
    await seedVideoVersion(page.request, asset, buildBarcodeClip({ rate: '24000/1001', seconds: 3 }));
    await waitForProxy(page.request, asset.id);

    await page.goto(`/asset/${asset.id}?frame=10`);
    await page.getByRole('button', { name: 'Compare' }).click();
    const dialog = page.getByRole('dialog', { name: 'Compare' });
    await expect(dialog.getByLabel('A', { exact: true }).locator('option:checked')).toHaveText('Version 1 · 1A');
    await expect(dialog.getByLabel('B', { exact: true }).locator('option:checked')).toHaveText('Version 2 · 2A');

    // One player for both: one Play, one scrub bar, one frame field.
    await expect(dialog.locator('video')).toHaveCount(2);
    await expect(dialog.getByRole('button', { name: 'Play' })).toHaveCount(1);
    await expect(dialog.getByRole('slider', { name: 'Position' })).toHaveCount(1);
    const field = dialog.getByRole('textbox', { name: 'Timecode or frame number' });
    await expect(field).toHaveCount(1);
    const position = dialog.getByText(/^frame \d+ \/ \d+$/);
    const lineUp = dialog.getByRole('group', { name: 'Line up the videos' });

    /** The player says frame `frame`; A shows frame + offsetA and B frame + offsetB, in their pictures too. */
    const expectOnFrame = async (frame: number, [offsetA, offsetB]: [number, number] = [0, 0]) => {
      await expect(position).toHaveText(new RegExp(`^frame ${frame} / `));
      await expect(lineUp.getByText(/^frame \d+$/)).toHaveText([`frame ${frame + offsetA}`, `frame ${frame + offsetB}`]);
      await expect.poll(() => readFrames(page, SIDES), { message: `the pictures show frames ${frame + offsetA} and ${frame + offsetB}` }).toEqual([frame + offsetA, frame + offsetB]);
    };

    // Both have sound: A is heard, and B can be instead, one side at a time.
    const soundFrom = dialog.getByRole('group', { name: 'Sound from' });
    const muted = () => page.evaluate((selectors) => selectors.map((selector) => document.querySelector<HTMLVideoElement>(selector)!.muted), SIDES);
    await expect(soundFrom.getByRole('button', { name: 'A' })).toHaveAttribute('aria-pressed', 'true');
    expect(await muted()).toEqual([false, true]);
    await soundFrom.getByRole('button', { name: 'B' }).click();
    await expect(soundFrom.getByRole('button', { name: 'B' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(muted).toEqual([true, false]);
    await page.screenshot({ path: test.info().outputPath('video-compare-sound.png') });
    await soundFrom.getByRole('button', { name: 'A' }).click();
    await expect.poll(muted).toEqual([false, true]);

    // It opens on the review screen's frame, and the keys step both.
    await expectOnFrame(10);
    await expect(position).toHaveText('frame 10 / 71');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expectOnFrame(12);
    await dialog.getByRole('button', { name: 'Previous frame' }).click();
    await expectOnFrame(11);
    await field.fill('40');
    await field.press('Enter');
    await expectOnFrame(40);
    await page.keyboard.press('End');
    await expectOnFrame(71);

    // K plays both from the start; while playing, at the frames A presents B shows the same frame or
    // one next to it (two decoders never present at the very same refresh). On a machine so busy that a
    // decoder drops frames, a side may jump a few frames at once: the other is then back within a frame
    // by A's next frame or the one after. K pauses both on one frame.
    await page.keyboard.press('Home');
    await expectOnFrame(0);
    const stopRecording = await recordPresentedFrames(page);
    await page.keyboard.press('k');
    await expect(dialog.getByRole('button', { name: 'Pause' })).toBeVisible();
    await page.waitForTimeout(2000);
    const [presentedA, presentedB] = await stopRecording();
    const pairs = presentedA!.flatMap(({ at, mediaTime }) => {
      const shownB = presentedB!.findLast((frame) => frame.at <= at + 1);
      return shownB ? [[frameOfTime(mediaTime), frameOfTime(shownB.mediaTime)] as const] : [];
    });
    const seen = `frames A presented and B showed then: ${pairs.map(([a, b]) => `${a}/${b}`).join(' ')}`;
    expect(pairs.length, seen).toBeGreaterThanOrEqual(12);
    const isApart = ([a, b]: readonly [number, number]) => Math.abs(a - b) > 1;
    expect(pairs.filter((pair) => !isApart(pair)).length / pairs.length, seen).toBeGreaterThanOrEqual(0.75);
    expect(Math.max(...pairs.map(([a, b]) => Math.abs(a - b))), seen).toBeLessThan(6);
    expect(pairs.some((pair, index) => index >= 2 && isApart(pair) && isApart(pairs[index - 1]!) && isApart(pairs[index - 2]!)), seen).toBe(false);
    await page.keyboard.press('k');
    await expect(dialog.getByRole('button', { name: 'Play' })).toBeVisible();
    const paused = Number((await position.textContent())!.split(' ')[1]);
    expect(paused).toBeGreaterThan(5);
    await expectOnFrame(paused);

    // Played to the end of the shorter version, both stop on its last frame.
    await page.keyboard.press('l');
    await expect(dialog.getByRole('button', { name: 'Play' })).toBeVisible({ timeout: 10_000 });
    await expectOnFrame(71);

    // B's cut starts three frames later: +3 lines it up. The playhead keeps its frame; B moves on by three.
    await field.fill('20');
    await field.press('Enter');
    await expectOnFrame(20);
    const offsetB = dialog.getByRole('group', { name: 'Offset of B' });
    for (let press = 0; press < 3; press += 1) await offsetB.getByRole('button', { name: 'Offset of B one frame more' }).click();
    await expect(offsetB.getByRole('spinbutton')).toHaveValue('3');
    await expectOnFrame(20, [0, 3]);
    await expect(position).toHaveText('frame 20 / 68');
    await page.keyboard.press('ArrowRight');
    await expectOnFrame(21, [0, 3]);
    // A negative offset on B moves A on instead.
    await offsetB.getByRole('spinbutton').fill('-2');
    await expectOnFrame(21, [2, 0]);
    await offsetB.getByRole('spinbutton').fill('3');
    await expectOnFrame(21, [0, 3]);

    // Wipe: the same two videos under the same playhead, B cut at the divider.
    await dialog.getByRole('button', { name: 'Wipe' }).click();
    await expect(dialog.locator('[data-compare-mode="wipe"] video')).toHaveCount(2);
    await expect(dialog.locator('[data-side="B"]')).toHaveCSS('clip-path', 'inset(0px 0px 0px 50%)');
    await expectOnFrame(21, [0, 3]);
    await page.keyboard.press('ArrowLeft');
    await expectOnFrame(20, [0, 3]);

    // Difference (key 4) compares the paused frames, each at its offset.
    await page.keyboard.press('4');
    const difference = dialog.getByRole('img', { name: 'Pixel difference between Version 1 · 1A · frame 20 and Version 2 · 2A · frame 23' });
    await expect(difference).toBeVisible();
    await expect(dialog.getByText(/of 230,400 pixels differ/)).toBeVisible({ timeout: 15_000 });
    await expect.poll(async () => Number(await difference.getAttribute('data-changed'))).toBeGreaterThan(0);
  });
});
