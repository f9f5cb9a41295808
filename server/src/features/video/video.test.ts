import fs from 'node:fs';
import type { Asset, Variation } from '@review/contract/assets';
import type { Comment } from '@review/contract/comments';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { buildMultipart, buildUser, type SignedInUser } from '../../test/factories.ts';
import { buildProject, buildUploadedAsset } from '../../test/project-factories.ts';
import { countRows, jobsDone, storedFiles } from '../../test/stored-files.ts';
import { damagedMovieClip, fastStartClip, junkFile, readImageBarcode, removeVideoClips, videoClip, type ClipName } from '../../test/video-clips.ts';

// Videos through the real upload path, the job worker and the renderer process, on the database under test.
const ctx = useTestApp({ MAX_UPLOAD_MB: '50', VIDEO_MAX_SECONDS: '120' });
afterAll(removeVideoClips);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function signedInOwner() {
  const owner = await buildUser(ctx.app);
  await ctx.app.inject({ method: 'PUT', url: '/api/v1/profile/plan', headers: owner.headers, payload: { plan: 'pro' } });
  return { owner, projectId: await buildProject(ctx.app, owner) };
}

async function uploadFile(user: SignedInUser, projectId: number, file: string, filename: string) {
  const form = buildMultipart({ project_id: String(projectId) }, [{ field: 'design_file', filename, content: fs.readFileSync(file) }]);
  return ctx.app.inject({ method: 'POST', url: '/api/v1/upload/design_files', headers: { ...user.headers, ...form.headers }, payload: form.payload });
}

const getAsset = async (user: SignedInUser, id: number): Promise<Asset> => (await ctx.app.inject({ method: 'GET', url: `/api/v1/assets/${id}`, headers: user.headers })).json().data;
const newest = (asset: Asset): Variation => asset.versions[0]!.variations[0]!;

async function uploadClip(user: SignedInUser, projectId: number, clip: ClipName) {
  const file = await videoClip(clip);
  const reply = await uploadFile(user, projectId, file, `${clip}${file.slice(file.lastIndexOf('.'))}`);
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json().data as Asset;
}

/** Waits until the video's background renders are done, or failed. */
async function settled(user: SignedInUser, assetId: number, timeoutMs = 90_000): Promise<Variation> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const variation = newest(await getAsset(user, assetId));
    if (variation.render_state !== 'rendering') return variation;
    if (Date.now() > until) throw new Error(`still rendering at ${variation.media.render_progress}%`);
    await sleep(100);
  }
}

const get = (user: SignedInUser, url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers: { ...user.headers, ...headers } });

describe('video upload', () => {
  it('probes the video, answers with its first frame, then renders the proxy, sprite and waveform in the background', async () => {
    const { owner, projectId } = await signedInOwner();
    const asset = await uploadClip(owner, projectId, 'h264At23976');
    const uploaded = newest(asset);
    expect(uploaded.file_type).toBe('video/mp4');
    expect(uploaded.media).toMatchObject({
      kind: 'video',
      frame_rate: { num: 24000, den: 1001 },
      variable_frame_rate: false,
      frame_count: 72,
      width: 320,
      height: 180,
      rotation: 0,
      has_audio: true,
      video_codec: 'h264',
      audio_codec: 'aac',
      start_timecode: null,
    });
    expect(Math.abs(uploaded.media.duration_ms! - 3003)).toBeLessThan(50);
    expect(uploaded.media.poster).toBe(uploaded.preview);
    expect(await readImageBarcode((await get(owner, `/${uploaded.preview}`)).rawPayload)).toBe(0);
    // The card's thumbnail keeps the picture's shape.
    const thumbnail = await sharp((await get(owner, `/${uploaded.thumbnail}`)).rawPayload).metadata();
    expect(thumbnail.width! / thumbnail.height!).toBeCloseTo(320 / 180, 1);

    const done = await settled(owner, asset.id);
    expect(done.render_state, done.render_error ?? '').toBe('ready');
    expect(done.media.render_progress).toBe(100);
    // Never above the source: a 180-line clip gets one proxy, at its own height.
    expect(done.media.proxies).toEqual([{ height: 180, url: expect.stringMatching(/^files\/proxies\/.+\.webm$/), type: expect.stringContaining('video/webm') }]);
    expect(done.media.sprite).toMatchObject({ url: expect.stringMatching(/\.webp$/), columns: expect.any(Number), interval_ms: expect.any(Number) });
    expect(done.media.frame_times).toBeNull();
    const waveform = (await get(owner, `/${done.media.waveform!}`)).json() as { peaks: number[] };
    expect(waveform.peaks.length).toBeGreaterThan(10);
    expect(Math.max(...waveform.peaks)).toBeGreaterThan(0.1);
  });

  it('serves a proxy by byte ranges, as a player seeking asks', async () => {
    const { owner, projectId } = await signedInOwner();
    const asset = await uploadClip(owner, projectId, 'h264At25');
    const proxy = (await settled(owner, asset.id)).media.proxies[0]!;
    const whole = await get(owner, `/${proxy.url}`);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toBe('video/webm');
    const size = whole.rawPayload.length;
    const part = await get(owner, `/${proxy.url}`, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true);
    const tail = await get(owner, `/${proxy.url}`, { range: 'bytes=-10' });
    expect(tail.rawPayload.equals(whole.rawPayload.subarray(size - 10))).toBe(true);
    const past = await get(owner, `/${proxy.url}`, { range: `bytes=${size + 10}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);
    // Someone outside the project gets nothing, ranged or not.
    const outsider = await buildUser(ctx.app);
    expect((await get(outsider, `/${proxy.url}`, { range: 'bytes=0-9' })).statusCode).toBe(404);
  });

  it('gives the exact frame as a PNG, first to last, and refuses frames it does not have', async () => {
    const { owner, projectId } = await signedInOwner();
    const asset = await uploadClip(owner, projectId, 'h264At2997');
    const variation = newest(asset);
    for (const frame of [0, 1, 29, 30, 59]) {
      const reply = await get(owner, `/api/v1/variations/${variation.id}/frames/${frame}.png`);
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.headers['content-type']).toBe('image/png');
      expect(await readImageBarcode(reply.rawPayload)).toBe(frame);
    }
    const etag = (await get(owner, `/api/v1/variations/${variation.id}/frames/3.png`)).headers.etag as string;
    expect((await get(owner, `/api/v1/variations/${variation.id}/frames/3.png`, { 'if-none-match': etag })).statusCode).toBe(304);
    const past = await get(owner, `/api/v1/variations/${variation.id}/frames/60.png`);
    expect(past.statusCode).toBe(422);
    expect(past.json().message).toBe('This video has 60 frames (0 to 59); there is no frame 60.');
    const notANumber = await get(owner, `/api/v1/variations/${variation.id}/frames/x.png`);
    expect(notANumber.statusCode).toBe(422);
    expect(notANumber.json().message).toBe('The frame must be a number.');
    const still = newest((await buildUploadedAsset(ctx.app, owner, projectId)) as Asset);
    expect((await get(owner, `/api/v1/variations/${still.id}/frames/0.png`)).statusCode).toBe(422);
    expect((await get(await buildUser(ctx.app), `/api/v1/variations/${variation.id}/frames/0.png`)).statusCode).toBe(404);
  });

  it('finds frames by their own times on a variable frame rate clip, and says where each frame starts', async () => {
    const { owner, projectId } = await signedInOwner();
    const asset = await uploadClip(owner, projectId, 'variable');
    const variation = newest(asset);
    expect(variation.media.variable_frame_rate).toBe(true);
    for (const frame of [0, 23, 24, 30, variation.media.frame_count! - 1]) {
      expect(await readImageBarcode((await get(owner, `/api/v1/variations/${variation.id}/frames/${frame}.png`)).rawPayload)).toBe(frame);
    }
    const done = await settled(owner, asset.id);
    const times = (await get(owner, `/${done.media.frame_times!}`)).json() as { times: number[] };
    expect(times.times).toHaveLength(variation.media.frame_count!);
    expect(times.times[24]! - times.times[23]!).toBeCloseTo(1 / 24, 3);
    expect(times.times[25]! - times.times[24]!).toBeCloseTo(2 / 24, 3);
  });

  it('takes comments and marks on a frame or a range of frames, and checks them against the video', async () => {
    const { owner, projectId } = await signedInOwner();
    const asset = await uploadClip(owner, projectId, 'h264At25');
    const variation = newest(asset);
    const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: owner.headers, payload: { variation_id: variation.id, ...payload } });

    const onFrame = await post('/comments', { content: 'Logo pops in late', frame: 12 });
    expect(onFrame.statusCode, onFrame.body).toBe(201);
    expect(onFrame.json().data).toMatchObject({ frame: 12, frame_end: null });
    const onRange = (await post('/comments', { content: 'Too fast here', frame: '10', frame_end: '20' })).json().data as Comment;
    expect(onRange).toMatchObject({ frame: 10, frame_end: 20 });
    expect((await post('/comments', { content: 'One frame', frame: 7, frame_end: 7 })).json().data).toMatchObject({ frame: 7, frame_end: null });
    const reply = (await post('/comments', { content: 'Agreed', parent_id: onRange.id, frame: 3 })).json().data as Comment;
    expect(reply).toMatchObject({ frame: 10, frame_end: 20 });
    const whole = (await post('/comments', { content: 'Nice overall' })).json().data as Comment;
    expect(whole).toMatchObject({ frame: null, frame_end: null });

    const mark = await post('/annotation-comments', { starting_point: [{ x: 10, y: 10 }], path: [{ x: 10, y: 10 }, { x: 100, y: 80 }], color: 'red', shape: 'arrow', content: 'This', frame: 40 });
    expect(mark.statusCode, mark.body).toBe(201);
    expect(mark.json().data).toMatchObject({ frame: 40, annotation: { shape: 'arrow' } });

    const refused = async (payload: object, message: string) => {
      const answer = await post('/comments', { content: 'x', ...payload });
      expect(answer.statusCode, answer.body).toBe(422);
      expect(answer.json().message).toBe(message);
    };
    await refused({ frame: 50 }, 'This video has 50 frames (0 to 49); there is no frame 50.');
    await refused({ frame: 5, frame_end: 50 }, 'This video has 50 frames (0 to 49); there is no frame 50.');
    await refused({ frame: 20, frame_end: 10 }, 'A range of frames must end at or after its first frame.');
    await refused({ frame_end: 10 }, 'A range of frames needs its first frame too.');
    await refused({ frame: -1 }, 'Frames are numbered from 0.');
    await refused({ frame: 'soon' }, 'The frame must be a number.');
    const still = newest((await buildUploadedAsset(ctx.app, owner, projectId)) as Asset);
    const onStill = await ctx.app.inject({ method: 'POST', url: '/api/v1/comments', headers: owner.headers, payload: { variation_id: still.id, content: 'x', frame: 1 } });
    expect(onStill.statusCode).toBe(422);
    expect(onStill.json().message).toBe('Only a video has frames; leave frame out for a still design.');

    const listed = (await get(owner, `/api/v1/comments?asset=${asset.id}`)).json().data as Comment[];
    expect(listed.find((comment) => comment.id === onRange.id)).toMatchObject({ frame: 10, frame_end: 20 });
  });

  it('reads a MOV with ProRes and its start timecode, and a rotated clip as it is displayed', async () => {
    const { owner, projectId } = await signedInOwner();
    const prores = newest(await uploadClip(owner, projectId, 'proresWithTimecode'));
    expect(prores.file_type).toBe('video/quicktime');
    expect(prores.media).toMatchObject({ video_codec: 'prores', start_timecode: '01:00:00:00', frame_rate: { num: 24000, den: 1001 } });
    const rotated = newest(await uploadClip(owner, projectId, 'rotated'));
    expect(rotated.media).toMatchObject({ width: 180, height: 320 });
    expect([90, 270]).toContain(rotated.media.rotation);
    expect({ width: rotated.width, height: rotated.height }).toEqual({ width: 180, height: 320 });
  });

  it('reads a WebM with VP9 and Opus', async () => {
    const { owner, projectId } = await signedInOwner();
    const vp9 = newest(await uploadClip(owner, projectId, 'vp9'));
    expect(vp9.file_type).toBe('video/webm');
    expect(vp9.media).toMatchObject({ kind: 'video', video_codec: 'vp9', audio_codec: 'opus', frame_rate: { num: 25, den: 1 }, frame_count: 50 });
  });

  it('refuses what cannot be reviewed with a reason, and keeps nothing of it', async () => {
    const { owner, projectId } = await signedInOwner();
    await jobsDone(ctx.app);
    const before = { assets: await countRows(ctx.app, 'assets'), renders: await countRows(ctx.app, 'variation_renders'), files: storedFiles(ctx.dataDir) };
    const cases: [string, string, string][] = [
      [await junkFile(4096), 'clip.mp4', 'Only jpg, png, gif, tiff, webp, avif, svg, pdf, docx, pptx, xlsx, odt, odp, ods, mp4, mov, webm, mp3, wav, m4a, aac, flac, ogg, opus and zip (HTML5 banner) files are accepted.'],
      [await fastStartCut(), 'cut.mp4', 'The video is incomplete: it ends before its last frame. Please export or download it again.'],
      [await videoClip('long'), 'long.mp4', 'A video may be at most 2 minutes long; this one is 2 minutes 30 seconds.'],
    ];
    for (const [file, name, message] of cases) {
      const reply = await uploadFile(owner, projectId, file, name);
      expect(reply.statusCode, `${name}: ${reply.body}`).toBe(422);
      expect(reply.json().message).toBe(message);
    }
    expect({ assets: await countRows(ctx.app, 'assets'), renders: await countRows(ctx.app, 'variation_renders'), files: storedFiles(ctx.dataDir) }).toEqual(before);
  });

  it('refuses a damaged MP4 as damaged, with a code of its own, not as a file of another type', async () => {
    const { owner, projectId } = await signedInOwner();
    const reply = await uploadFile(owner, projectId, await damagedMovieClip('h264At23976'), 'launch-film.mp4');
    expect(reply.statusCode, reply.body).toBe(422);
    expect(reply.json()).toEqual({
      message: 'This video file is damaged and could not be read.',
      code: 'video_damaged',
      errors: { design_file: 'This video file is damaged and could not be read.' },
    });
  });
});

/** The first half of a fast-start MP4: its sample table promises frames past the end of the file. */
async function fastStartCut() {
  const whole = fs.readFileSync(await fastStartClip('h264At23976'));
  const file = `${await fastStartClip('h264At23976')}.cut.mp4`;
  fs.writeFileSync(file, whole.subarray(0, Math.floor(whole.length / 2)));
  return file;
}
