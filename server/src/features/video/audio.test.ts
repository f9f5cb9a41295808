import type { Asset, Variation } from '@review/contract/assets';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { AUDIO_CONTAINERS, encodedTone, ffprobeAudio, removeAudioFiles, wavTone, type AudioContainer } from '../../test/audio-files.ts';
import type { SignedInUser } from '../../test/factories.ts';
import { guestBrowser } from '../../test/guest-browser.ts';
import { buildProOwner, postDesignFile } from '../../test/project-factories.ts';

// Sound files through the real upload path, the job worker and the renderer process, on the database under test.
const ctx = useTestApp({ MAX_UPLOAD_MB: '50', VIDEO_MAX_SECONDS: '120' });
afterAll(removeAudioFiles);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const call = (user: SignedInUser, method: 'GET' | 'POST', url: string, payload?: object) => ctx.app.inject({ method, url: `/api/v1${url}`, headers: user.headers, ...(payload && { payload }) });
const getFile = (user: SignedInUser, url: string) => ctx.app.inject({ method: 'GET', url: `/${url}`, headers: user.headers });
const newest = (asset: Asset): Variation => asset.versions[0]!.variations[0]!;

const signedInOwner = () => buildProOwner(ctx.app);
const upload = (user: SignedInUser, url: string, fields: Record<string, string>, filename: string, content: Buffer) => postDesignFile(ctx.app, user, url, fields, filename, content);

async function uploadSound(user: SignedInUser, projectId: number, filename: string, content: Buffer): Promise<Asset> {
  const reply = await upload(user, '/upload/design_files', { project_id: String(projectId) }, filename, content);
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json().data as Asset;
}

/** Waits until the sound's rendition and waveform are done, or failed. */
async function settled(user: SignedInUser, assetId: number): Promise<Variation> {
  const until = Date.now() + 60_000;
  for (;;) {
    const variation = newest((await call(user, 'GET', `/assets/${assetId}`)).json().data as Asset);
    if (variation.render_state !== 'rendering') return variation;
    if (Date.now() > until) throw new Error(`still rendering at ${variation.media.render_progress}%`);
    await sleep(100);
  }
}

/** Checks what every container must give: the probe's facts at once, then a rendition that plays as long, and a waveform silent for the first half. */
async function expectReviewable(owner: SignedInUser, asset: Asset, expected: { codec: string; mime: string; sampleRate: number }) {
  const uploaded = newest(asset);
  expect(uploaded.file_type).toBe(expected.mime);
  expect(uploaded.render_state).toBe('rendering');
  expect(uploaded.media).toMatchObject({ kind: 'audio', frame_rate: { num: 100, den: 1 }, has_audio: true, audio_codec: expected.codec, sample_rate: expected.sampleRate, channels: 2, video_codec: null, sprite: null });
  expect(Math.abs(uploaded.media.duration_ms! - 2000)).toBeLessThan(60);
  expect(uploaded.media.frame_count).toBe(Math.ceil(uploaded.media.duration_ms! / 10));
  // The card's thumbnail is the waveform drawn as bars: a wide strip.
  const thumbnail = await sharp((await getFile(owner, uploaded.thumbnail)).rawPayload).metadata();
  expect(thumbnail.width! / thumbnail.height!).toBeCloseTo(4, 1);

  const done = await settled(owner, asset.id);
  expect(done.render_state, done.render_error ?? '').toBe('ready');
  expect(done.media.render_progress).toBe(100);
  expect(done.media.proxies).toEqual([{ height: 0, url: expect.stringMatching(/^files\/proxies\/.+\.webm$/), type: 'audio/webm; codecs="opus"' }]);
  const rendition = await ffprobeAudio((await getFile(owner, done.media.proxies[0]!.url)).rawPayload);
  expect(rendition.codec).toBe('opus');
  expect(Math.abs(rendition.duration - 2)).toBeLessThan(0.1);
  const { peaks } = (await getFile(owner, done.media.waveform!)).json() as { peaks: number[] };
  expect(peaks).toHaveLength(1000);
  // Silent for the first half (a codec's ringing aside), loud after.
  expect(Math.max(...peaks.slice(0, 450))).toBeLessThan(0.05);
  expect(Math.max(...peaks.slice(550))).toBeGreaterThan(0.6);
}

// Each test makes its files with ffmpeg and waits for the render job: on a loaded machine that takes longer than the default 20 s.
describe('audio upload', { timeout: 90_000 }, () => {
  it('takes a WAV written by hand: probed at once, its rendition and waveform rendered in the background', async () => {
    const { owner, projectId } = await signedInOwner();
    const asset = await uploadSound(owner, projectId, 'spot.wav', wavTone());
    await expectReviewable(owner, asset, { codec: 'pcm', mime: 'audio/wav', sampleRate: 44_100 });
  });

  it.each(['mp3', 'm4a', 'aac', 'flac', 'ogg'] as const)('takes an %s by its content, whatever its name says', async (container: AudioContainer) => {
    const { owner, projectId } = await signedInOwner();
    const { codec, mime } = AUDIO_CONTAINERS[container];
    // Named .bin: the type comes from the bytes.
    const asset = await uploadSound(owner, projectId, `spot-${container}.bin`, await encodedTone(container));
    await expectReviewable(owner, asset, { codec, mime, sampleRate: container === 'ogg' ? 48_000 : 44_100 });
  });

  it('refuses damaged and unsupported sound with a code of their own, and stores nothing', async () => {
    const { owner, projectId } = await signedInOwner();
    const wav = wavTone();
    // A WAV header whose format chunk is junk, and a FLAC marker followed by junk.
    const brokenWav = Buffer.concat([wav.subarray(0, 12), Buffer.alloc(400, 0x5a)]);
    const brokenFlac = Buffer.concat([Buffer.from('fLaC'), Buffer.alloc(400, 0x5a)]);
    for (const [name, content] of [['broken.wav', brokenWav], ['broken.flac', brokenFlac]] as const) {
      const reply = await upload(owner, '/upload/design_files', { project_id: String(projectId) }, name, content);
      expect(reply.statusCode, name).toBe(422);
      expect(reply.json()).toMatchObject({ code: 'audio_damaged', message: 'This audio file is damaged and could not be read.' });
    }
    const vorbis = await upload(owner, '/upload/design_files', { project_id: String(projectId) }, 'spot.ogg', await encodedTone('vorbis'));
    expect(vorbis.statusCode).toBe(422);
    expect(vorbis.json()).toMatchObject({ code: 'audio_unsupported', message: expect.stringContaining('MP3, WAV (PCM), AAC, FLAC and Opus are') });
    const assets = (await call(owner, 'GET', `/assets?project=${projectId}`)).json().data as unknown[];
    expect(assets).toHaveLength(0);
  });
});

describe('reviewing a sound', { timeout: 90_000 }, () => {
  it('takes comments on a time and a range (hundredths of a second), refuses drawings, and tells the timecodes in the brief and the CSV', async () => {
    const { owner, projectId } = await signedInOwner();
    const asset = await uploadSound(owner, projectId, 'spot.wav', wavTone());
    const variationId = newest(asset).id;
    const onRange = await call(owner, 'POST', '/comments', { variation_id: variationId, content: 'Too loud here', frame: 150, frame_end: 175 });
    expect(onRange.statusCode, onRange.body).toBe(201);
    expect(onRange.json().data).toMatchObject({ frame: 150, frame_end: 175 });
    const pastEnd = await call(owner, 'POST', '/comments', { variation_id: variationId, content: 'After the end', frame: 200 });
    expect(pastEnd.statusCode).toBe(422);
    expect(pastEnd.json().message).toBe('This sound is 200 hundredths of a second long (frames 0 to 199); there is no frame 200.');
    const drawing = await call(owner, 'POST', '/annotation-comments', { variation_id: variationId, content: 'Here', shape: 'rect', color: 'red', starting_point: [{ x: 1, y: 1 }], path: [{ x: 20, y: 20 }] });
    expect(drawing.statusCode).toBe(422);
    expect(drawing.json().message).toBe('A sound file has no picture to draw on: comment on a time or a range of it instead.');

    const brief = (await call(owner, 'GET', `/assets/${asset.id}/feedback`)).json();
    const item = JSON.stringify(brief);
    expect(item).toContain('"timecode":"00:00:01.50"');
    expect(item).toContain('"timecode_end":"00:00:01.75"');
    // No picture of a sound's moment: the brief names none.
    expect(item).not.toContain('/frames/');
    const csv = (await call(owner, 'GET', `/assets/${asset.id}/comments.csv`)).body;
    expect(csv).toContain('00:00:01.50 – 00:00:01.75');
    // The report lays the sound's thread under its waveform, as a design's under its page.
    const report = await call(owner, 'GET', `/assets/${asset.id}/report.pdf`);
    expect(report.statusCode, report.body.slice(0, 200)).toBe(200);
    expect(report.headers['content-type']).toBe('application/pdf');
    expect(report.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('lets a review link guest listen and comment on a range, as members do', async () => {
    const { owner, projectId } = await signedInOwner();
    const asset = await uploadSound(owner, projectId, 'spot.mp3', await encodedTone('mp3'));
    await settled(owner, asset.id);
    const created = await call(owner, 'POST', `/assets/${asset.id}/share-links`);
    expect(created.statusCode, created.body).toBe(201);
    const token = (created.json().data.link as string).split('/review/')[1]!;
    const browser = guestBrowser(ctx.app);
    const shown = await browser.request('GET', `/api/v1/public/reviews/${token}`);
    expect(shown.statusCode, shown.body).toBe(200);
    const media = JSON.stringify(shown.json());
    expect(media).toContain('"kind":"audio"');
    expect(media).toContain('audio/webm; codecs=\\"opus\\"');
    const guest = { name: 'Casey Client', email: 'casey@client.example' };
    const comment = await browser.request('POST', `/api/v1/public/reviews/${token}/comments`, { ...guest, variation_id: newest(asset).id, content: 'The jingle clips', frame: 120, frame_end: 160 });
    expect(comment.statusCode, comment.body).toBe(201);
    expect(comment.json().data).toMatchObject({ frame: 120, frame_end: 160 });
    const seen = (await call(owner, 'GET', `/comments?asset=${asset.id}`)).body;
    expect(seen).toContain('The jingle clips');
  });
});
