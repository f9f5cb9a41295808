import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import type { Feedback } from '@review/contract/feedback';
import { buildMultipart, buildUser } from '../../test/factories.ts';
import { makeDesign } from '../../test/moved-design.ts';
import { buildProject, buildUploadedAsset } from '../../test/project-factories.ts';
import { buildVideoLikeAsset } from '../../test/video-asset.ts';
import { createWebhookMessages } from './payloads.ts';

const ctx = useTestApp();
const PUBLIC_URL = 'https://review.example';

describe("comment events' payloads", () => {
  it("place a comment on a video in time: its frame or range, their timecodes, and a link that opens on the frame", async () => {
    const owner = await buildUser(ctx.app, { first_name: 'Olive', last_name: 'Owner' });
    const video = await buildVideoLikeAsset(ctx.app, owner, await buildProject(ctx.app, owner));
    const messageOf = createWebhookMessages(PUBLIC_URL);
    const commentOf = async (commentId: number, type: 'comment.created' | 'comment.resolved' = 'comment.created') =>
      (await messageOf(ctx.app.database.db, type === 'comment.created' ? { type, comment_id: commentId } : { type, comment_id: commentId, actor_id: owner.user.id }))?.data.comment;

    const onFrame = await video.comment({ content: 'The title flickers here.', frame: 1000 });
    expect(await commentOf(onFrame)).toEqual({
      id: onFrame,
      parent_id: null,
      text: 'The title flickers here.',
      page: 1,
      frame: 1000,
      frame_end: null,
      timecode: '00:00:41:16',
      timecode_end: null,
      resolved: false,
      url: `${PUBLIC_URL}/asset/${video.assetId}?version=${video.versionId}&variation=${video.variationId}&comment=${onFrame}&frame=1000`,
    });
    const range = await video.comment({ content: 'Too fast through here.', frame: 1000, frame_end: 1100 });
    expect(await commentOf(range, 'comment.resolved')).toMatchObject({ frame: 1000, frame_end: 1100, timecode: '00:00:41:16', timecode_end: '00:00:45:20' });
    const reply = await video.comment({ parent_id: range, content: 'Slowed down.' });
    expect(await commentOf(reply)).toMatchObject({ parent_id: range, frame: 1000, frame_end: 1100, timecode: '00:00:41:16' });
    const whole = await video.comment({ content: 'Lovely grade overall.' });
    expect(await commentOf(whole)).toMatchObject({ frame: null, frame_end: null, timecode: null, timecode_end: null, url: expect.stringMatching(new RegExp(`comment=${whole}$`)) });
  });

  it('give a comment on a still null frames and timecodes', async () => {
    const owner = await buildUser(ctx.app);
    const asset = await buildUploadedAsset(ctx.app, owner, await buildProject(ctx.app, owner));
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/comments', headers: owner.headers, payload: { variation_id: asset.versions[0].variations[0].id, content: 'Bigger logo' } });
    const message = await createWebhookMessages(PUBLIC_URL)(ctx.app.database.db, { type: 'comment.created', comment_id: res.json().data.id });
    expect(message?.data.comment).toMatchObject({ text: 'Bigger logo', frame: null, frame_end: null, timecode: null, timecode_end: null });
  });
});

describe("version.compared's payload", () => {
  it('lists the threads the feedback brief lists, with the numbers and variations the review screen gives them', async () => {
    const owner = await buildUser(ctx.app);
    const asset = await buildUploadedAsset(ctx.app, owner, await buildProject(ctx.app, owner), 'hero.png', await makeDesign());
    const call = (method: 'GET' | 'POST', url: string, payload?: object) => ctx.app.inject({ method, url: `/api/v1${url}`, headers: owner.headers, ...(payload && { payload }) });
    const pin = async (variationId: number, x: number, y: number) =>
      (await call('POST', '/annotation-comments', { variation_id: variationId, starting_point: [{ x, y }], path: [{ x, y }], content: `at ${x},${y}`, color: 'red' })).json().data.id as number;
    const first = asset.versions[0].variations[0].id as number;
    const onButton = await pin(first, 150, 120);
    await call('POST', '/comments', { variation_id: first, content: 'No mark: not on version 2.' });
    const resolved = await pin(first, 740, 540);
    expect((await call('POST', `/comments-resolve/${resolved}`)).statusCode).toBe(200);
    const form = buildMultipart({ asset_id: String(asset.id), note: '' }, [{ field: 'design_file', filename: 'hero.png', content: await makeDesign({ button: { left: 500, top: 350 } }) }]);
    const second = (await ctx.app.inject({ method: 'POST', url: '/api/v1/versions', headers: { ...owner.headers, ...form.headers }, payload: form.payload })).json().data.variations[0].id as number;
    await expect.poll(async () => (await call('GET', `/variations/${second}/changes`)).json().data.state, { timeout: 30_000 }).toBe('ready');
    const own = await pin(second, 400, 40);

    const message = await createWebhookMessages(PUBLIC_URL)(ctx.app.database.db, { type: 'version.compared', asset_id: asset.id, version_number: 2 });
    const threads = (message?.data.threads ?? []) as { id: number; number: number; variation: string; version: number; change_state: string | null }[];
    expect(threads.map(({ id, number, variation, version, change_state }) => ({ id, number, variation, version, change_state }))).toEqual([
      { id: own, number: 1, variation: '2A', version: 2, change_state: null },
      { id: onButton, number: 1, variation: '1A', version: 1, change_state: 'changed' },
    ]);
    const brief = (await call('GET', `/assets/${asset.id}/feedback`)).json<{ data: Feedback }>().data;
    expect(threads.map((thread) => [thread.id, thread.number])).toEqual(brief.items.map((item) => [item.comment_id, item.number]));
  }, 60_000);
});
