import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Asset } from '@review/contract/assets';
import type { Comment } from '@review/contract/comments';
import { expect, test } from '../support/fixtures.ts';
import { seedProject } from '../support/project-seed.ts';
import { hasFfmpeg, NO_FFMPEG, waitForProxy } from '../support/video-clips.ts';

/** An MP3 made by Debian's ffmpeg: a quiet tone for its first half, a loud one after, so the waveform has a shape. */
function buildTone(seconds: number): Buffer {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'review-tone-'));
  const file = path.join(folder, 'tone.mp3');
  const tone = `aevalsrc='if(lt(t,${seconds / 2}),0.05,0.8)*sin(2*PI*440*t)|if(lt(t,${seconds / 2}),0.05,0.8)*sin(2*PI*440*t)':s=44100:d=${seconds}`;
  const result = spawnSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', tone, '-c:a', 'libmp3lame', '-b:a', '96k', file], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`ffmpeg could not make the tone: ${result.stderr}`);
  const content = fs.readFileSync(file);
  fs.rmSync(folder, { recursive: true, force: true });
  return content;
}

async function seedSound(request: APIRequestContext, content: Buffer): Promise<Asset> {
  const project = await seedProject(request, `Audio ${Date.now() % 100000}`);
  const upload = await request.post('/api/v1/upload/design_files', { multipart: { project_id: String(project.id), design_file: { name: 'radio-spot.mp3', mimeType: 'audio/mpeg', buffer: content } } });
  expect(upload.status(), await upload.text()).toBe(201);
  const asset = ((await upload.json()) as { data: Asset }).data;
  expect(asset.versions[0]?.variations[0]?.media.kind, 'the server takes the file as a sound').toBe('audio');
  return asset;
}

const savedComments = async (page: Page, assetId: number): Promise<Comment[]> => ((await (await page.request.get(`/api/v1/comments?asset=${assetId}`)).json()) as { data: Comment[] }).data;
const playedTimes = (page: Page, scope: string) => page.locator(`${scope} audio`).evaluateAll((elements: HTMLAudioElement[]) => elements.map((element) => element.currentTime));

test.describe('reviewing a sound', () => {
  test.skip(!hasFfmpeg(), NO_FFMPEG);
  test.setTimeout(180_000);

  test('a radio spot: its waveform plays, a range dragged on it takes a comment with its marker, and two versions play in sync', async ({ signedInPage: page, browser }) => {
    const asset = await seedSound(page.request, buildTone(6));
    await waitForProxy(page.request, asset.id);
    await page.goto(`/asset/${asset.id}`);

    // The waveform is the stage; nothing is drawn on a sound, and the screen says how comments get their time.
    const waveform = page.getByRole('img', { name: 'Waveform of radio-spot, variation 1A' });
    await expect(waveform).toBeVisible();
    await expect(page.getByText('MP3 · 44.1 kHz · Stereo · 0:06.')).toBeVisible();
    await expect(page.getByText('A sound has no picture, so there is nothing to draw on.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pen', exact: true })).toHaveCount(0);
    await expect(page.getByText('No comments yet — drag across the waveform or add a comment')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Fit width' }), 'no zoom bar: a sound has no picture to zoom').toHaveCount(0);

    // Play moves the playhead through the rendition; Pause stops it.
    await page.getByRole('button', { name: 'Play' }).click();
    await expect.poll(async () => (await playedTimes(page, 'main'))[0], { message: 'the rendition plays' }).toBeGreaterThan(0.5);
    await page.getByRole('button', { name: 'Pause' }).click();

    // A drag across the waveform makes that stretch the loop, and the new comment is about it.
    const box = (await waveform.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.25, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height / 2, { steps: 6 });
    await page.mouse.up();
    await expect(page.getByRole('group', { name: 'Loop' }).getByText(/^Loop 00:00:01\.\d\d–00:00:0[23]\.\d\d$/)).toBeVisible();
    await page.getByRole('button', { name: 'Add a comment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a comment' });
    await expect(dialog.getByText(/^On 00:00:01\.\d\d–00:00:0[23]\.\d\d$/)).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Comment' }).fill('The voice-over clips here');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toBeHidden();
    const [saved] = await savedComments(page, asset.id);
    expect(saved!.frame).toBeGreaterThan(130);
    expect(saved!.frame_end).toBeGreaterThan(saved!.frame! + 100);

    // Its marker is on the timeline and its range on the waveform; the thread's chip reads as time.
    await expect(page.getByRole('list', { name: 'Comments on the timeline' }).getByRole('button')).toHaveCount(1);
    await expect(page.locator(`[data-comment-range="${saved!.id}"]`)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Go to 00:00:01\.\d\d–00:00:0[23]\.\d\d$/ })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('audio-review.png') });

    // A second version: Compare plays both under one transport, in sync, A heard.
    const version = await page.request.post('/api/v1/versions', { multipart: { asset_id: String(asset.id), design_file: { name: 'radio-spot-v2.mp3', mimeType: 'audio/mpeg', buffer: buildTone(5) } } });
    expect(version.status(), await version.text()).toBe(201);
    await waitForProxy(page.request, asset.id);
    await page.goto(`/asset/${asset.id}`);
    await page.getByRole('button', { name: 'Compare' }).click();
    const compare = page.getByRole('dialog', { name: 'Compare' });
    await expect(compare.getByLabel('A', { exact: true }).locator('option:checked')).toHaveText('Version 1 · 1A');
    await expect(compare.getByLabel('B', { exact: true }).locator('option:checked')).toHaveText('Version 2 · 2A');
    await expect(compare.getByRole('group', { name: 'Sounds compared' }).getByRole('img', { name: /^Waveform of [AB] · Version/ })).toHaveCount(2);
    const soundFrom = compare.getByRole('group', { name: 'Sound from' });
    await expect(soundFrom.getByRole('button', { name: 'A' })).toHaveAttribute('aria-pressed', 'true');
    await compare.getByRole('button', { name: 'Play' }).click();
    await expect.poll(async () => Math.min(...(await playedTimes(page, '[role="dialog"]'))), { message: 'both play' }).toBeGreaterThan(1);
    const [a, b] = await playedTimes(page, '[role="dialog"]');
    expect(Math.abs(a! - b!), 'the two versions stay together').toBeLessThan(0.15);
    expect(await compare.locator('audio').evaluateAll((elements: HTMLAudioElement[]) => elements.map((element) => element.muted))).toEqual([false, true]);
    await compare.getByRole('button', { name: 'Pause' }).click();
    await page.screenshot({ path: test.info().outputPath('audio-compare.png') });
    await compare.getByRole('button', { name: 'Close' }).click();

    // A client with the link hears it and comments on a range dragged on the same waveform.
    const created = await page.request.post(`/api/v1/assets/${asset.id}/share-links`, { data: {} });
    expect(created.status(), await created.text()).toBe(201);
    const link = ((await created.json()) as { data: { link: string } }).data.link;
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1280, height: 800 } });
    const guest = await context.newPage();
    await guest.goto(new URL(link).pathname);
    const guestWaveform = guest.getByRole('img', { name: 'Waveform of radio-spot, variation 2A' });
    await expect(guestWaveform).toBeVisible();
    await expect(guest.getByRole('button', { name: 'Pen', exact: true })).toHaveCount(0);
    await guest.getByRole('button', { name: 'Play' }).click();
    await expect.poll(async () => (await playedTimes(guest, 'body'))[0], { message: 'the guest hears it' }).toBeGreaterThan(0.5);
    await guest.getByRole('button', { name: 'Pause' }).click();
    const guestBox = (await guestWaveform.boundingBox())!;
    await guest.mouse.move(guestBox.x + guestBox.width * 0.6, guestBox.y + guestBox.height / 2);
    await guest.mouse.down();
    await guest.mouse.move(guestBox.x + guestBox.width * 0.8, guestBox.y + guestBox.height / 2, { steps: 6 });
    await guest.mouse.up();
    const form = guest.getByRole('form', { name: 'Add a comment' });
    await form.getByLabel('Your name').fill('Casey Client');
    await form.getByLabel('Your email').fill('casey@client.example');
    await form.getByRole('textbox', { name: 'Comment' }).fill('Music too loud under the tagline');
    await expect(form.getByText(/^On 00:00:0\d\.\d\d–00:00:0\d\.\d\d$/)).toBeVisible();
    await form.getByRole('button', { name: 'Post comment' }).click();
    await expect(guest.getByRole('article', { name: 'Comment by Casey Client (guest)' })).toBeVisible();
    await guest.screenshot({ path: test.info().outputPath('audio-guest.png') });
    const byGuest = (await savedComments(page, asset.id)).find((comment) => comment.content === 'Music too loud under the tagline')!;
    expect(byGuest.frame_end! - byGuest.frame!).toBeGreaterThan(50);
    await context.close();
  });
});
