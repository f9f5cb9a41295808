import { buffer } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import sharp, { type Sharp } from 'sharp';
import type { Feedback } from '@review/contract/feedback';
import { useTestApp } from '../../test/build-test-app.ts';
import { ANNOTATED_SIZE, buildAnnotatedAsset } from '../../test/annotated-asset.ts';
import { buildMultipart, buildUser, type SignedInUser } from '../../test/factories.ts';
import { expectForgeryQuoted, forgeFeedback } from '../../test/forged-feedback.ts';
import { makeGradientImage } from '../../test/images.ts';
import { makeDesign } from '../../test/moved-design.ts';
import { buildMember, buildProject, buildUploadedAsset } from '../../test/project-factories.ts';
import { readImageBarcode, removeVideoClips } from '../../test/video-clips.ts';
import { renderWholeFrame, WHOLE_FRAME_MAX } from './crop.ts';
import { buildVideoAsset, buildVideoLikeAsset } from '../../test/video-asset.ts';

const ctx = useTestApp();
afterAll(() => removeVideoClips());
/** The preview of a 3200-pixel-wide design is 2560 wide. */
const PREVIEW_SCALE = 0.8;

const get = (person: SignedInUser, url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { ...person.headers, ...headers } });
const post = (person: SignedInUser, url: string, payload?: object) => ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: person.headers, ...(payload && { payload }) });

async function buildScene() {
  const owner = await buildUser(ctx.app, { first_name: 'Olivia', last_name: 'Owner' });
  const projectId = await buildProject(ctx.app, owner);
  return { owner, projectId, ...(await buildAnnotatedAsset(ctx.app, owner, projectId)) };
}

/** Mean difference per channel between two RGB pictures of one size. */
async function meanDifference(a: Sharp, b: Sharp) {
  const [left, right] = await Promise.all([a.removeAlpha().raw().toBuffer(), b.removeAlpha().raw().toBuffer()]);
  expect(left.length).toBe(right.length);
  let sum = 0;
  for (let i = 0; i < left.length; i++) sum += Math.abs(left[i]! - right[i]!);
  return sum / left.length;
}

describe('GET /assets/{id}/feedback', () => {
  it('answers 401 without a session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/assets/1/feedback' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it("lists the newest version's open threads with their marks' boxes in the image's pixels, numbered as the review screen numbers them", async () => {
    const scene = await buildScene();
    const member = await buildMember(ctx.app, scene.owner, scene.projectId, 'Member');
    expect((await post(member, '/comments', { variation_id: scene.variationId, parent_id: scene.arrow, content: 'Agreed, by 40 px.' })).statusCode).toBe(201);

    const res = await get(member, `/assets/${scene.assetId}/feedback`);
    expect(res.statusCode).toBe(200);
    const brief = res.json<{ data: Feedback }>().data;
    expect(brief).toMatchObject({ asset_id: scene.assetId, title: 'landing', version: 1, version_id: scene.versionId, ...ANNOTATED_SIZE, video: null, stage: null });
    const publicUrl = 'http://localhost:3000';
    expect(brief.items).toEqual([
      {
        comment_id: scene.rectangle,
        number: 1,
        text: 'The logo is too small here.',
        author: 'Olivia Owner',
        version: 1,
        variation: '1A',
        change_state: null,
        page: 1,
        box: { x: 400, y: 300, width: 500, height: 400 },
        crop_url: `${publicUrl}/api/v1/comments/${scene.rectangle}/crop.png`,
        frame: null,
        frame_end: null,
        timecode: null,
        timecode_end: null,
        frame_url: null,
        link: `${publicUrl}/asset/${scene.assetId}?version=${scene.versionId}&variation=${scene.variationId}&comment=${scene.rectangle}`,
        replies: [],
      },
      expect.objectContaining({
        comment_id: scene.arrow,
        number: 2,
        box: { x: 2000, y: 1200, width: 501, height: 251 },
        replies: [{ comment_id: expect.any(Number), text: 'Agreed, by 40 px.', author: `${member.user.first_name} ${member.user.last_name}`, created_at: expect.any(String) }],
      }),
      expect.objectContaining({ comment_id: scene.plain, number: 3, box: null, crop_url: null }),
    ]);
  });

  it('leaves resolved threads out, and the others keep their numbers', async () => {
    const scene = await buildScene();
    expect((await post(scene.owner, `/comments-resolve/${scene.rectangle}`)).statusCode).toBe(200);
    const brief = (await get(scene.owner, `/assets/${scene.assetId}/feedback`)).json<{ data: Feedback }>().data;
    expect(brief.items.map((item) => [item.comment_id, item.number])).toEqual([
      [scene.arrow, 2],
      [scene.plain, 3],
    ]);
  });

  it('answers Markdown with ?format=md: a section per open thread with its place, crop and replies', async () => {
    const scene = await buildScene();
    expect((await post(scene.owner, '/comments', { variation_id: scene.variationId, parent_id: scene.rectangle, content: 'Twice as big?' })).statusCode).toBe(201);
    const res = await get(scene.owner, `/assets/${scene.assetId}/feedback?format=md`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(res.body).toContain('# Open feedback: landing');
    expect(res.body).toContain('Version 1 (3200 × 1600 px; areas are in these pixels).');
    expect(res.body).toContain(`## 1. Olivia Owner\n\n- Page: 1\n- Area: x 400, y 300, 500 × 400 px\n- Crop: http://localhost:3000/api/v1/comments/${scene.rectangle}/crop.png`);
    expect(res.body).toContain('> The logo is too small here.');
    expect(res.body).toContain('**Reply from Olivia Owner**');
    expect(res.body).toContain('> Twice as big?');
    expect(res.body).toContain('## 3. Olivia Owner\n\n- Page: 1\n- Area: no mark (about the whole design)');
  });

  it('says which stage runs when the review has several, in JSON and in Markdown', async () => {
    const scene = await buildScene();
    const lead = await buildMember(ctx.app, scene.owner, scene.projectId, 'Member');
    const client = await buildMember(ctx.app, scene.owner, scene.projectId, 'Member');
    const single = await get(scene.owner, `/assets/${scene.assetId}/feedback?format=md`);
    expect(single.body).not.toContain('Stage ');
    const stages = [
      { name: 'Internal', reviewers: [{ user_id: lead.user.id, required: true }] },
      { name: 'Client', deadline: '2099-12-01', reviewers: [{ user_id: client.user.id, required: true }] },
      { name: 'Legal', reviewers: [{ user_id: scene.owner.user.id, required: true }] },
    ];
    expect((await ctx.app.inject({ method: 'PUT', url: `/api/v1/assets/${scene.assetId}/stages`, headers: scene.owner.headers, payload: { stages } })).statusCode).toBe(200);
    expect((await post(lead, `/assets/${scene.assetId}/decisions`, { decision: 'approved' })).statusCode).toBe(200);

    const brief = (await get(scene.owner, `/assets/${scene.assetId}/feedback`)).json<{ data: Feedback }>().data;
    expect(brief.stage).toMatchObject({ name: 'Client', position: 2, of: 3, state: 'running', deadline: '2099-12-01', overdue: false });
    const markdown = (await get(scene.owner, `/assets/${scene.assetId}/feedback?format=md`)).body;
    expect(markdown).toContain('Version 1 (3200 × 1600 px; areas are in these pixels).\n\nStage 2 of 3 running: Client, due 2099-12-01.\n\n3 open threads.');
  });

  it('quotes every line of what people wrote, whatever breaks it, and keeps names and the title on their line, so no thread can be forged', async () => {
    const scene = await buildScene();
    await forgeFeedback(ctx.app, scene.owner, scene);
    const res = await get(scene.owner, `/assets/${scene.assetId}/feedback?format=md`);
    expect(res.statusCode).toBe(200);
    expectForgeryQuoted(res.body);
  });

  it('refuses an unknown format with a 422', async () => {
    const scene = await buildScene();
    const res = await get(scene.owner, `/assets/${scene.assetId}/feedback?format=pdf`);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('answers 404 to someone outside the project, and for an unknown asset', async () => {
    const scene = await buildScene();
    const outsider = await buildUser(ctx.app);
    expect((await get(outsider, `/assets/${scene.assetId}/feedback`)).statusCode).toBe(404);
    expect((await get(scene.owner, '/assets/999999/feedback')).statusCode).toBe(404);
  });
});

/** A new version of the asset through the API, as the command line uploads one; its variation's id. */
async function uploadVersion(person: SignedInUser, assetId: number, content: Buffer) {
  const form = buildMultipart({ asset_id: String(assetId), note: '' }, [{ field: 'design_file', filename: 'landing.png', content }]);
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/versions', headers: { ...person.headers, ...form.headers }, payload: form.payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.variations[0].id as number;
}

interface ScreenComment {
  id: number;
  parent_id: string | null;
  is_resolved: boolean;
  annotation: object | null;
  variation: { id: number; label: string };
  change_state: string | null;
}

/**
 * What the review screen shows on a variation of the newest version, from the comments it is sent
 * (GET /comments?asset=): its open threads and the earlier versions' ones it marks Changed here or
 * Untouched, each with its marker number (per variation, the marks in the order they were made).
 */
async function screenOf(person: SignedInUser, assetId: number, variationId: number) {
  const comments = (await get(person, `/comments?asset=${assetId}`)).json<{ data: ScreenComment[] }>().data;
  const threads = comments.filter((comment) => comment.parent_id === null);
  const marker = (thread: ScreenComment) =>
    threads.filter((other) => other.annotation && other.variation.id === thread.variation.id && other.id <= thread.id).length;
  return threads
    .filter((thread) => !thread.is_resolved && (thread.variation.id === variationId || thread.change_state !== null))
    .map((thread) => ({ comment_id: thread.id, number: thread.annotation ? marker(thread) : null, variation: thread.variation.label }));
}

describe('the brief of a version after the first', () => {
  it("lists none of the earlier versions' notes that the new version's screen does not show", async () => {
    const scene = await buildScene();
    // Held, so the comparison marking the notes Changed here or Untouched is not made yet: the screen shows none.
    await ctx.app.jobs.stop();
    try {
      const second = await uploadVersion(scene.owner, scene.assetId, await makeGradientImage(ANNOTATED_SIZE.width, ANNOTATED_SIZE.height));
      expect(await screenOf(scene.owner, scene.assetId, second)).toEqual([]);
      const brief = (await get(scene.owner, `/assets/${scene.assetId}/feedback`)).json<{ data: Feedback }>().data;
      expect(brief).toMatchObject({ version: 2, items: [] });
      const markdown = (await get(scene.owner, `/assets/${scene.assetId}/feedback?format=md`)).body;
      expect(markdown).toContain('No open feedback.');
      expect(markdown).not.toContain('Carried forward');
    } finally {
      ctx.app.jobs.start();
    }
  });

  it("never carries a note without a mark, nor a resolved one, onto the new version: the screen shows neither there", async () => {
    const scene = await buildScene();
    expect((await post(scene.owner, `/comments-resolve/${scene.rectangle}`)).statusCode).toBe(200);
    expect((await post(scene.owner, `/comments-resolve/${scene.arrow}`)).statusCode).toBe(200);
    const second = await uploadVersion(scene.owner, scene.assetId, await makeGradientImage(ANNOTATED_SIZE.width, ANNOTATED_SIZE.height));
    // The comparison settles, and still nothing of version 1 is on version 2's screen.
    await expect.poll(async () => (await get(scene.owner, `/variations/${second}/changes`)).json().data.state, { timeout: 30_000 }).toBe('ready');
    expect(await screenOf(scene.owner, scene.assetId, second)).toEqual([]);
    expect((await get(scene.owner, `/assets/${scene.assetId}/feedback`)).json<{ data: Feedback }>().data.items).toEqual([]);
  });

  it("lists what the screen lists, numbered as the screen numbers it, and names the variation where two threads share a number", async () => {
    const owner = await buildUser(ctx.app, { first_name: 'Olivia', last_name: 'Owner' });
    const asset = await buildUploadedAsset(ctx.app, owner, await buildProject(ctx.app, owner), 'hero.png', await makeDesign());
    const first = asset.versions[0].variations[0].id as number;
    const pin = async (variationId: number, x: number, y: number, content: string) => {
      const res = await post(owner, '/annotation-comments', { variation_id: variationId, starting_point: [{ x, y }], path: [{ x, y }], content, color: 'red' });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.id as number;
    };
    const onButton = await pin(first, 150, 120, 'Move the button.');
    const badge = await pin(first, 740, 540, 'The badge is fine.');
    const plain = (await post(owner, '/comments', { variation_id: first, content: 'Overall good.' })).json().data.id as number;
    const second = await uploadVersion(owner, asset.id, await makeDesign({ button: { left: 500, top: 350 } }));
    await expect.poll(async () => (await get(owner, `/variations/${second}/changes`)).json().data.state, { timeout: 30_000 }).toBe('ready');
    const own = await pin(second, 400, 40, 'Tighten the heading.');

    const brief = (await get(owner, `/assets/${asset.id}/feedback`)).json<{ data: Feedback }>().data;
    const listed = brief.items.map((item) => ({ comment_id: item.comment_id, number: item.number, variation: item.variation }));
    expect(listed).toEqual([
      { comment_id: own, number: 1, variation: '2A' },
      { comment_id: onButton, number: 1, variation: '1A' },
      { comment_id: badge, number: 2, variation: '1A' },
    ]);
    // The same threads and numbers as the screen, which lists them oldest first.
    expect([...listed].sort((a, b) => a.comment_id - b.comment_id)).toEqual(await screenOf(owner, asset.id, second));
    expect(brief.items.map((item) => item.comment_id)).not.toContain(plain);
    expect(brief.items.map((item) => item.change_state)).toEqual([null, 'changed', 'untouched']);

    const markdown = (await get(owner, `/assets/${asset.id}/feedback?format=md`)).body;
    expect(markdown).toContain('3 open threads.');
    expect(markdown).toContain('## 1 on 2A. Olivia Owner\n');
    expect(markdown).toContain('## 1 on 1A. Olivia Owner\n\n- Page: 1\n- Area: x 150, y 120, 0 × 0 px\n- Carried forward from version 1: its area changed in the newest version');
    expect(markdown).toContain('## 2 on 1A. Olivia Owner\n');
    expect(markdown.match(/^## 1\. /gm)).toBeNull();
  }, 60_000);
});

describe('the brief of a video', () => {
  async function buildVideoScene() {
    const owner = await buildUser(ctx.app, { first_name: 'Olivia', last_name: 'Owner' });
    const video = await buildVideoLikeAsset(ctx.app, owner, await buildProject(ctx.app, owner));
    const marked = await video.comment({ shape: 'rect', color: 'red', content: 'The title flickers here.', frame: 1000, starting_point: [{ x: 100, y: 100 }], path: [{ x: 100, y: 100 }, { x: 300, y: 100 }, { x: 300, y: 200 }, { x: 100, y: 200 }] }, '/annotation-comments');
    const range = await video.comment({ content: 'Too fast through here.', frame: 1000, frame_end: 1100 });
    const whole = await video.comment({ content: 'Lovely grade overall.' });
    return { owner, ...video, marked, range, whole };
  }

  it("gives each thread its frame or range with their timecodes, the exact frame's URL and a crop, and the video's length and rate", async () => {
    const scene = await buildVideoScene();
    const brief = (await get(scene.owner, `/assets/${scene.assetId}/feedback`)).json<{ data: Feedback }>().data;
    expect(brief).toMatchObject({ width: 1200, height: 800, video: { duration_ms: 83417, frame_rate: { num: 24000, den: 1001 }, frame_count: 2000 } });
    const api = 'http://localhost:3000/api/v1';
    const link = `http://localhost:3000/asset/${scene.assetId}?version=${scene.versionId}&variation=${scene.variationId}`;
    expect(brief.items).toEqual([
      expect.objectContaining({
        comment_id: scene.marked,
        box: { x: 100, y: 100, width: 200, height: 100 },
        frame: 1000,
        frame_end: null,
        timecode: '00:00:41:16',
        timecode_end: null,
        frame_url: `${api}/variations/${scene.variationId}/frames/1000.png`,
        crop_url: `${api}/comments/${scene.marked}/crop.png`,
        link: `${link}&comment=${scene.marked}&frame=1000`,
      }),
      // Without a mark, the crop of a frame's comment is the whole frame.
      expect.objectContaining({ comment_id: scene.range, box: null, frame: 1000, frame_end: 1100, timecode: '00:00:41:16', timecode_end: '00:00:45:20', crop_url: `${api}/comments/${scene.range}/crop.png` }),
      expect.objectContaining({ comment_id: scene.whole, frame: null, frame_end: null, timecode: null, timecode_end: null, frame_url: null, crop_url: null, link: `${link}&comment=${scene.whole}` }),
    ]);
  });

  it('says in Markdown that the version is a video and places each thread in time instead of on a page', async () => {
    const scene = await buildVideoScene();
    const body = (await get(scene.owner, `/assets/${scene.assetId}/feedback?format=md`)).body;
    expect(body).toContain('Version 1: a video, 1:23.42 at 23.976 fps, 2000 frames numbered from 0 (1200 × 800 px; areas are in these pixels).');
    const api = 'http://localhost:3000/api/v1';
    expect(body).toContain(
      `## 1. Olivia Owner\n\n- Time: at 00:00:41:16 (frame 1000)\n- Area: x 100, y 100, 200 × 100 px\n- Crop: ${api}/comments/${scene.marked}/crop.png\n- Frame: ${api}/variations/${scene.variationId}/frames/1000.png\n`,
    );
    expect(body).toContain(`## 2. Olivia Owner\n\n- Time: 00:00:41:16 – 00:00:45:20 (frames 1000–1100)\n- Area: no mark (about the whole frame)\n- Crop: ${api}/comments/${scene.range}/crop.png\n`);
    expect(body).toContain('## 3. Olivia Owner\n\n- Page: 1\n- Area: no mark (about the whole design)\n- Open:');
  });
});

describe('GET /comments/{id}/crop.png', () => {
  it('cuts the marked area with a margin from the rendering, scaled to it, with the mark drawn on it', async () => {
    const scene = await buildScene();
    const res = await get(scene.owner, `/comments/${scene.rectangle}/crop.png`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const crop = sharp(res.rawPayload);
    const design = await sharp(await makeGradientImage(ANNOTATED_SIZE.width, ANNOTATED_SIZE.height)).resize(ANNOTATED_SIZE.width * PREVIEW_SCALE).toBuffer();
    // The box (400,300 500×400) with a margin of 125 image pixels, at the preview's 0.8.
    const area = { left: 275 * PREVIEW_SCALE, top: 175 * PREVIEW_SCALE, width: 750 * PREVIEW_SCALE, height: 650 * PREVIEW_SCALE };
    expect(await crop.metadata()).toMatchObject({ format: 'png', width: area.width, height: area.height });

    const preview = await ctx.app.database.db.selectFrom('variations').select('preview').where('id', '=', scene.variationId).executeTakeFirstOrThrow();
    const rendering = await buffer((await ctx.app.blobs.get(preview.preview))!.stream);
    const block = (left: number, top: number) => ({ left, top, width: 60, height: 60 });
    // In the margin and inside the rectangle the crop is the rendering's own pixels, and those are the design's.
    for (const at of [block(10, 10), block(200, 200)]) {
      const source = { ...at, left: at.left + area.left, top: at.top + area.top };
      expect(await meanDifference(crop.clone().extract(at), sharp(rendering).extract(source))).toBe(0);
      expect(await meanDifference(crop.clone().extract(at), sharp(design).extract(source))).toBeLessThan(4);
    }
    // The rectangle's left edge, 400 image pixels across, is drawn in the red pen's colour.
    const edge = await crop.clone().extract({ left: 400 * PREVIEW_SCALE - area.left, top: 300, width: 1, height: 1 }).removeAlpha().raw().toBuffer();
    expect([...edge]).toEqual([0xef, 0x44, 0x44]);
  });

  it('answers 304 to a client that has this crop, and is private to the signed-in', async () => {
    const scene = await buildScene();
    const first = await get(scene.owner, `/comments/${scene.arrow}/crop.png`);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await get(scene.owner, `/comments/${scene.arrow}/crop.png`, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it("cuts a video comment's mark from its exact frame, and gives a frame's comment without a mark the whole frame", async () => {
    const owner = await buildUser(ctx.app);
    const video = await buildVideoAsset(ctx.app, owner, await buildProject(ctx.app, owner));
    // Below the barcode across the top sixth, so the crop keeps it whole and the stroke stays off it.
    const marked = await video.comment({ shape: 'rect', color: 'red', content: 'The title flickers here.', frame: 10, starting_point: [{ x: 40, y: 60 }], path: [{ x: 40, y: 60 }, { x: 280, y: 60 }, { x: 280, y: 100 }, { x: 40, y: 100 }] }, '/annotation-comments');
    const crop = await get(owner, `/comments/${marked}/crop.png`);
    expect(crop.statusCode, crop.body.slice(0, 200)).toBe(200);
    expect(crop.headers['content-type']).toBe('image/png');
    // The box (40,60 240×40) with a margin of 60, kept on the 320×180 frame.
    expect(await sharp(crop.rawPayload).metadata()).toMatchObject({ width: 320, height: 160 });
    expect(await readImageBarcode(crop.rawPayload)).toBe(10);
    const edge = await sharp(crop.rawPayload).extract({ left: 160, top: 60, width: 1, height: 1 }).removeAlpha().raw().toBuffer();
    expect([...edge]).toEqual([0xef, 0x44, 0x44]);

    const range = await video.comment({ content: 'Too fast through here.', frame: 30, frame_end: 40 });
    const whole = await get(owner, `/comments/${range}/crop.png`);
    expect(await sharp(whole.rawPayload).metadata()).toMatchObject({ width: 320, height: 180 });
    expect(await readImageBarcode(whole.rawPayload)).toBe(30);
    // A reply is on its thread's frame.
    const reply = await video.comment({ parent_id: range, content: 'Slowed down.' });
    expect(await readImageBarcode((await get(owner, `/comments/${reply}/crop.png`)).rawPayload)).toBe(30);

    const again = await get(owner, `/comments/${marked}/crop.png`, { 'if-none-match': String(crop.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(whole.headers.etag).not.toBe(crop.headers.etag);
    // About the whole video and without a mark, a comment has no picture of its own.
    expect((await get(owner, `/comments/${await video.comment({ content: 'Lovely grade.' })}/crop.png`)).statusCode).toBe(404);
    expect((await get(await buildUser(ctx.app), `/comments/${marked}/crop.png`)).statusCode).toBe(404);
  });

  it("scales a video frame's whole picture down to fit, for a frame's comment without a mark", async () => {
    const large = await renderWholeFrame(await makeGradientImage(3840, 2160));
    expect(await sharp(large).metadata()).toMatchObject({ format: 'png', width: WHOLE_FRAME_MAX, height: 720 });
    const small = await renderWholeFrame(await makeGradientImage(640, 360));
    expect(await sharp(small).metadata()).toMatchObject({ width: 640, height: 360 });
  });

  it('answers 404 for a comment without a mark, to an outsider and for an unknown comment', async () => {
    const scene = await buildScene();
    const outsider = await buildUser(ctx.app);
    expect((await get(scene.owner, `/comments/${scene.plain}/crop.png`)).json().message).toBe('This comment has no drawn mark to show.');
    expect((await get(outsider, `/comments/${scene.rectangle}/crop.png`)).statusCode).toBe(404);
    expect((await get(scene.owner, '/comments/999999/crop.png')).statusCode).toBe(404);
  });
});
