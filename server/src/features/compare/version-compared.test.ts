import type { Feedback } from '@review/contract/feedback';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { buildMultipart, buildUser, type SignedInUser } from '../../test/factories.ts';
import { makeDesign } from '../../test/moved-design.ts';
import { buildMember, buildProject, buildUploadedAsset } from '../../test/project-factories.ts';
import { startWebhookReceiver } from '../../test/webhook-receiver.ts';

const ctx = useTestApp({ WEBHOOK_ALLOW_PRIVATE: 'true' });
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

const call = (user: SignedInUser, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: user.headers, ...(payload && { payload }) });
const bell = async (user: SignedInUser) => (await call(user, 'GET', '/notifications')).json().data.map((n: { data: { message: string } }) => n.data.message) as string[];

const pin = async (user: SignedInUser, variationId: number, x: number, y: number) =>
  (await call(user, 'POST', '/annotation-comments', { variation_id: variationId, starting_point: JSON.stringify([{ x, y }]), path: JSON.stringify([{ x, y }]), content: `at ${x},${y}`, color: 'red' })).json().data.id as number;

async function uploadVersion(user: SignedInUser, assetId: number, content: Buffer) {
  const form = buildMultipart({ asset_id: String(assetId), note: '' }, [{ field: 'design_file', filename: 'hero.png', content }]);
  const reply = await ctx.app.inject({ method: 'POST', url: '/api/v1/versions', headers: { ...user.headers, ...form.headers }, payload: form.payload });
  expect(reply.statusCode).toBe(201);
  return reply.json().data.variations[0].id as number;
}

/** Version 1 with a reviewer's three pins (one on the button that moves) and one of the owner's, and a hook on `version.compared`. */
async function scene() {
  const owner = await buildUser(ctx.app, { first_name: 'Dana', last_name: 'Designer' });
  await call(owner, 'PUT', '/profile/plan', { plan: 'pro' });
  const projectId = await buildProject(ctx.app, owner);
  const lead = await buildMember(ctx.app, owner, projectId, 'Member');
  const asset = await buildUploadedAsset(ctx.app, owner, projectId, 'hero.png', await makeDesign());
  const first = asset.versions[0].variations[0].id as number;
  expect((await call(owner, 'PUT', `/assets/${asset.id}/review`, { reviewers: [{ user_id: lead.user.id, required: true }] })).statusCode).toBe(200);
  const onButton = await pin(lead, first, 150, 120);
  const elsewhere = [await pin(lead, first, 400, 40), await pin(lead, first, 300, 500)];
  const owners = await pin(owner, first, 600, 300);
  const hook = await call(owner, 'POST', `/projects/${projectId}/webhooks`, { url: receiver.url, events: ['version.compared'] });
  expect(hook.statusCode).toBe(201);
  return { owner, lead, assetId: asset.id as number, first, onButton, elsewhere, owners };
}

describe('a new version compared with the previous one', () => {
  it('tells its reviewers what changed and how many of their open comments are in it, once the comparison is ready', async () => {
    const { owner, lead, assetId, first } = await scene();
    // A comment with no mark stays on version 1, where it was raised: version 2's screen does not list it, so it is not counted.
    expect((await call(lead, 'POST', '/comments', { variation_id: first, content: 'Warmer overall' })).statusCode).toBe(201);
    await uploadVersion(owner, assetId, await makeDesign({ button: { left: 500, top: 350 } }));
    const told = async () => (await bell(lead)).filter((message) => message.startsWith('Dana Designer uploaded version 2 of hero'));
    await expect.poll(told, { timeout: 30_000 }).toEqual(['Dana Designer uploaded version 2 of hero for your review: 2 areas changed; 1 of your 3 open comments is in them']);
    // The uploader is not told of their own version.
    expect((await bell(owner)).filter((message) => message.includes('uploaded version 2'))).toEqual([]);
  }, 60_000);

  it('tells them in plain words when the comparison failed', async () => {
    const { owner, lead, assetId, first } = await scene();
    // Held so the previous rendering can be marked failed before the comparison reads it.
    await ctx.app.jobs.stop();
    try {
      await uploadVersion(owner, assetId, await makeDesign({ button: { left: 500, top: 350 } }));
      expect((await bell(lead)).filter((message) => message.includes('uploaded version 2'))).toEqual([]);
      await ctx.app.database.db.updateTable('variations').set({ render_state: 'failed' }).where('id', '=', first).execute();
    } finally {
      ctx.app.jobs.start();
    }
    const told = async () => (await bell(lead)).filter((message) => message.startsWith('Dana Designer uploaded version 2 of hero'));
    await expect.poll(told, { timeout: 30_000 }).toEqual(['Dana Designer uploaded version 2 of hero for your review']);
  }, 60_000);

  it('sends the boxes and each open thread’s mark to webhooks, and puts them in the feedback brief', async () => {
    const { owner, lead, assetId, onButton, elsewhere, owners } = await scene();
    const before = receiver.received.length;
    const second = await uploadVersion(owner, assetId, await makeDesign({ button: { left: 500, top: 350 } }));
    const [delivery] = (await receiver.waitFor(before + 1, 30_000)).slice(before);
    const body = JSON.parse(delivery!.body);
    expect(body.type).toBe('version.compared');
    expect(body.data.version.number).toBe(2);
    expect(body.data.changes).toHaveLength(1);
    expect(body.data.changes[0]).toMatchObject({ variation_id: second, compared_with_version: 1, state: 'ready' });
    expect(body.data.changes[0].regions).toHaveLength(2);
    const marks = Object.fromEntries(body.data.threads.map((thread: { id: number; change_state: string }) => [thread.id, thread.change_state]));
    expect(marks).toEqual({ [onButton]: 'changed', [elsewhere[0]!]: 'untouched', [elsewhere[1]!]: 'untouched', [owners]: 'untouched' });

    const brief: Feedback = (await call(lead, 'GET', `/assets/${assetId}/feedback`)).json().data;
    expect(brief.version).toBe(2);
    expect(brief.changes).toMatchObject({ compared_with_version: 1, state: 'ready', regions: body.data.changes[0].regions });
    expect(brief.items.map((item) => [item.comment_id, item.version, item.change_state])).toEqual([
      [onButton, 1, 'changed'],
      [elsewhere[0], 1, 'untouched'],
      [elsewhere[1], 1, 'untouched'],
      [owners, 1, 'untouched'],
    ]);
    const markdown = (await call(lead, 'GET', `/assets/${assetId}/feedback?format=md`)).body;
    expect(markdown).toContain('Compared with version 1: 2 areas changed');
    expect(markdown).toContain('- Carried forward from version 1: its area changed in the newest version');
    expect(markdown).toContain('- Carried forward from version 1: its area is untouched by the newest version');
  }, 60_000);

  it('has nothing to compare a first version with', async () => {
    const owner = await buildUser(ctx.app);
    const projectId = await buildProject(ctx.app, owner);
    const asset = await buildUploadedAsset(ctx.app, owner, projectId, 'hero.png', await makeDesign());
    const brief: Feedback = (await call(owner, 'GET', `/assets/${asset.id}/feedback`)).json().data;
    expect(brief.changes).toEqual({ compared_with_version: null, state: 'none', regions: [], changed_ratio: 0 });
    expect((await call(owner, 'GET', `/assets/${asset.id}/feedback?format=md`)).body).not.toContain('Compared with');
  });
});
