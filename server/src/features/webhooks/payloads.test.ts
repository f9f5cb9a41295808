import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { buildUser } from '../../test/factories.ts';
import { buildProject, buildUploadedAsset } from '../../test/project-factories.ts';
import { buildVideoLikeAsset } from '../feedback/test-video-asset.ts';
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
