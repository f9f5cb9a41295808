import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { WEBHOOK_LIMIT_REACHED, WEBHOOK_URL_TAKEN, WEBHOOKS_PER_PROJECT } from '@review/contract/webhooks';
import { useTestApp } from '../../test/build-test-app.ts';
import { buildUser, type SignedInUser } from '../../test/factories.ts';
import { buildMember, buildProject, buildUploadedAsset } from '../../test/project-factories.ts';
import { startWebhookReceiver } from '../../test/webhook-receiver.ts';

const ctx = useTestApp({ WEBHOOK_ALLOW_PRIVATE: 'true' });
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

const call = (person: SignedInUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: person.headers, ...(payload && { payload }) });

/** Makes every waiting job due now: a retry need not wait out its backoff in a test. */
async function runJobsNow() {
  const db = ctx.app.database.db;
  // A job still being recorded would set its own next run after this one.
  for (let tries = 0; tries < 100; tries++) {
    const busy = await db.selectFrom('jobs').select('id').where('locked_until', '>', new Date().toISOString()).where('failed_at', 'is', null).execute();
    if (busy.length === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await db.updateTable('jobs').set({ run_at: new Date(0).toISOString() }).where('failed_at', 'is', null).execute();
  ctx.app.jobs.wake();
}

async function waitForDelivery(person: SignedInUser, hookId: number, match: (delivery: { state: string; status_code: number | null }) => boolean) {
  for (let tries = 0; tries < 100; tries++) {
    const found = (await call(person, 'GET', `/webhooks/${hookId}/deliveries`)).json().data.find(match);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no such delivery');
}

const countHooks = async (projectId: number) =>
  Number((await ctx.app.database.db.selectFrom('webhooks').select((eb) => eb.fn.countAll().as('n')).where('project_id', '=', projectId).executeTakeFirstOrThrow()).n);

async function buildHooked(events: string[]) {
  const owner = await buildUser(ctx.app, { first_name: 'Olive', last_name: 'Owner' });
  const projectId = await buildProject(ctx.app, owner, 'Spring campaign');
  const created = await call(owner, 'POST', `/projects/${projectId}/webhooks`, { url: receiver.url, events });
  expect(created.statusCode, created.body).toBe(201);
  return { owner, projectId, hook: created.json().data as { id: number; secret: string } };
}

describe('webhooks', () => {
  it('are managed by the project managers, the secret shown once', async () => {
    const { owner, projectId, hook } = await buildHooked(['comment.created']);
    expect(hook).toMatchObject({ url: receiver.url, events: ['comment.created'], active: true, disabled_reason: null, secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/=]{32}$/) });
    const listed = (await call(owner, 'GET', `/projects/${projectId}/webhooks`)).json().data;
    expect(listed).toHaveLength(1);
    expect(listed[0]).not.toHaveProperty('secret');

    const member = await buildMember(ctx.app, owner, projectId, 'Member');
    expect((await call(member, 'GET', `/projects/${projectId}/webhooks`)).statusCode).toBe(403);
    expect((await call(member, 'PUT', `/webhooks/${hook.id}`, { active: false })).statusCode).toBe(403);
    expect((await call(await buildUser(ctx.app), 'GET', `/webhooks/${hook.id}/deliveries`)).statusCode).toBe(404);

    for (const body of [{ url: 'ftp://example.com', events: ['comment.created'] }, { url: receiver.url, events: [] }, { url: receiver.url, events: ['comment.sung'] }]) {
      const res = await call(owner, 'POST', `/projects/${projectId}/webhooks`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    const saved = await call(owner, 'PUT', `/webhooks/${hook.id}`, { events: ['comment.created', 'asset.approved'], active: false });
    expect(saved.json().data).toMatchObject({ events: ['comment.created', 'asset.approved'], active: false });
    expect((await call(owner, 'DELETE', `/webhooks/${hook.id}`)).json()).toEqual({ message: 'Webhook deleted.' });
    expect((await call(owner, 'GET', `/projects/${projectId}/webhooks`)).json().data).toEqual([]);
  });

  it('deliver signed events that a Standard Webhooks library verifies, and log them', async () => {
    const { owner, projectId, hook } = await buildHooked(['comment.created', 'asset.created', 'version.created']);
    const before = receiver.received.length;
    const asset = await buildUploadedAsset(ctx.app, owner, projectId, 'poster.png');
    const comment = (await call(owner, 'POST', '/comments', { variation_id: asset.versions[0].variations[0].id, content: 'Bigger logo' })).json().data;

    const requests = (await receiver.waitFor(before + 3)).slice(before);
    const verifier = new Webhook(hook.secret);
    const bodies = requests.map((request) => verifier.verify(request.body, request.headers as Record<string, string>) as { type: string; timestamp: string; data: Record<string, unknown> });
    expect(bodies.map((body) => body.type).sort()).toEqual(['asset.created', 'comment.created', 'version.created']);
    const commented = bodies.find((body) => body.type === 'comment.created')!;
    expect(commented.data).toMatchObject({
      project: { id: projectId, name: 'Spring campaign', url: expect.stringMatching(new RegExp(`/project/${projectId}$`)) },
      asset: { id: asset.id, title: 'poster', url: expect.stringMatching(new RegExp(`/asset/${asset.id}$`)) },
      version: { number: 1 },
      actor: { id: owner.user.id, name: 'Olive Owner', guest: false },
      comment: { id: comment.id, text: 'Bigger logo', url: expect.stringContaining(`comment=${comment.id}`) },
    });
    expect(() => new Webhook(`whsec_${Buffer.from('another secret, 24 bytes').toString('base64')}`).verify(requests[0]!.body, requests[0]!.headers as Record<string, string>)).toThrow();

    const log = await waitForDelivery(owner, hook.id, (delivery) => delivery.state === 'delivered' && (delivery as { event?: string }).event === 'comment.created');
    expect(log).toMatchObject({ status_code: 200, attempts: 1, response_excerpt: 'thanks', duration_ms: expect.any(Number) });
  });

  it('try a failed delivery again with the same id, redeliver on demand, and switch a hook off after a day of failures', async () => {
    const { owner, projectId, hook } = await buildHooked(['status.changed', 'asset.approved']);
    const asset = await buildUploadedAsset(ctx.app, owner, projectId, 'banner.png');
    const before = receiver.received.length;
    receiver.answerWith(500, 500);
    expect((await call(owner, 'PUT', `/assets/${asset.id}`, { status: 'Approved' })).statusCode).toBe(200);
    await receiver.waitFor(before + 2);
    const failed = await waitForDelivery(owner, hook.id, (delivery) => delivery.status_code === 500);
    expect(failed).toMatchObject({ state: 'pending', response_excerpt: 'receiver broke' });

    await runJobsNow();
    await receiver.waitFor(before + 4);
    const ids = receiver.received.slice(before).map((request) => request.headers['webhook-id']);
    expect(new Set(ids).size).toBe(2);
    const deliveries = (await call(owner, 'GET', `/webhooks/${hook.id}/deliveries`)).json().data;
    await waitForDelivery(owner, hook.id, (delivery) => delivery.state === 'delivered' && (delivery as { attempts?: number }).attempts === 2);
    expect(deliveries.map((delivery: { event: string }) => delivery.event).sort()).toEqual(['asset.approved', 'status.changed']);

    const again = await call(owner, 'POST', `/webhook-deliveries/${deliveries[0].id}/redeliver`);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data).toMatchObject({ state: 'pending', attempts: 0 });
    await receiver.waitFor(before + 5);
    expect(JSON.parse(receiver.received.at(-1)!.body).type).toBe(deliveries[0].event);

    // The hook has failed since yesterday: one more failure switches it off and tells the owner.
    await ctx.app.database.db.updateTable('webhooks').set({ failing_since: new Date(Date.now() - 25 * 60 * 60_000).toISOString() }).where('id', '=', hook.id).execute();
    receiver.answerWith(503, 503);
    await call(owner, 'PUT', `/assets/${asset.id}`, { status: 'Todo' });
    await waitForDelivery(owner, hook.id, (delivery) => delivery.status_code === 503);
    // The log is written before the hook is switched off.
    await expect.poll(async () => (await call(owner, 'GET', `/projects/${projectId}/webhooks`)).json().data[0].active).toBe(false);
    const switchedOff = (await call(owner, 'GET', `/projects/${projectId}/webhooks`)).json().data[0];
    expect(switchedOff).toMatchObject({ active: false, disabled_reason: 'Every delivery failed for 24 hours.' });
    const notices = (await call(owner, 'GET', '/notifications')).json().data;
    expect(notices[0]).toMatchObject({ kind: 'webhook_disabled', data: { message: expect.stringContaining(receiver.url) } });

    const on = await call(owner, 'PUT', `/webhooks/${hook.id}`, { active: true });
    expect(on.json().data).toMatchObject({ active: true, disabled_reason: null });
  });

  it('redeliver a message under its first webhook-id, so a receiver that drops repeats drops it', async () => {
    const { owner, projectId, hook } = await buildHooked(['asset.created']);
    const before = receiver.received.length;
    await buildUploadedAsset(ctx.app, owner, projectId, 'badge.png');
    // Answered or not (the receiver may still hold an earlier test's failure status), it was sent.
    const delivered = await waitForDelivery(owner, hook.id, (delivery) => delivery.status_code !== null);
    const first = receiver.received[before];

    const redeliveredBefore = receiver.received.length;
    const again = await call(owner, 'POST', `/webhook-deliveries/${delivered.id}/redeliver`);
    expect(again.statusCode, again.body).toBe(201);
    const second = (await receiver.waitFor(redeliveredBefore + 1))[redeliveredBefore];
    expect(second!.headers['webhook-id']).toEqual(expect.stringMatching(/^msg_/));
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(second!.body).toBe(first!.body);
    const verifier = new Webhook(hook.secret);
    expect(verifier.verify(second!.body, second!.headers as Record<string, string>)).toMatchObject({ type: 'asset.created', data: { project: { id: projectId } } });

    const redelivered = await waitForDelivery(owner, hook.id, (delivery) => (delivery as { id?: number }).id === again.json().data.id && delivery.state === 'delivered');
    expect(redelivered).toMatchObject({ event: 'asset.created', status_code: 200, attempts: 1 });
    const log = (await call(owner, 'GET', `/webhooks/${hook.id}/deliveries`)).json().data;
    expect(log.map((delivery: { id: number }) => delivery.id)).toEqual([again.json().data.id, delivered.id]);
    const messageIds = await ctx.app.database.db.selectFrom('webhook_deliveries').select('message_id').where('webhook_id', '=', hook.id).execute();
    expect(messageIds.map((row) => row.message_id)).toEqual([first!.headers['webhook-id'], first!.headers['webhook-id']]);
  });

  it("tell of guests' comments through review links as link.comment, and of resolved comments", async () => {
    const { owner, projectId } = await buildHooked(['link.comment', 'comment.resolved']);
    const asset = await buildUploadedAsset(ctx.app, owner, projectId, 'flyer.png');
    const variationId = asset.versions[0].variations[0].id;
    const link = (await call(owner, 'POST', `/assets/${asset.id}/share-links`)).json().data;
    const before = receiver.received.length;
    const guest = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/public/reviews/${link.link.split('/review/')[1]}/comments`,
      payload: { variation_id: variationId, content: 'From the client', name: 'Casey', email: 'casey@client.example' },
    });
    await call(owner, 'POST', `/comments-resolve/${guest.json().data.id}`);
    // Two jobs may run at once: the order of arrival is not the order of events.
    const [second, first] = (await receiver.waitFor(before + 2))
      .slice(before)
      .map((request) => JSON.parse(request.body))
      .sort((a, b) => a.type.localeCompare(b.type));
    expect(first).toMatchObject({ type: 'link.comment', data: { actor: { id: null, name: 'Casey (guest)', guest: true }, comment: { text: 'From the client' } } });
    expect(second).toMatchObject({ type: 'comment.resolved', data: { actor: { id: owner.user.id }, comment: { resolved: true } } });
  });

  it('tell of review stages starting and completing, with the stage, the version and the outcome', async () => {
    const { owner, projectId } = await buildHooked(['stage.started', 'stage.completed']);
    const lead = await buildMember(ctx.app, owner, projectId, 'Member');
    const client = await buildMember(ctx.app, owner, projectId, 'Member');
    const uploading = receiver.received.length;
    const asset = await buildUploadedAsset(ctx.app, owner, projectId, 'staged.png');
    // The upload starts the one stage a new asset's review has.
    expect(JSON.parse((await receiver.waitFor(uploading + 1))[uploading]!.body)).toMatchObject({ type: 'stage.started', data: { stage: { name: 'Review', position: 1 } } });
    const before = receiver.received.length;
    const stages = [
      { name: 'Internal', reviewers: [{ user_id: lead.user.id, required: true }] },
      { name: 'Client', reviewers: [{ user_id: client.user.id, required: true }] },
    ];
    expect((await call(owner, 'PUT', `/assets/${asset.id}/stages`, { stages })).statusCode).toBe(200);
    expect((await call(lead, 'POST', `/assets/${asset.id}/decisions`, { decision: 'approved' })).statusCode).toBe(200);
    const bodies = (await receiver.waitFor(before + 3))
      .slice(before)
      .map((request) => JSON.parse(request.body) as { type: string; data: { stage: { name: string }; outcome?: string } });
    const told = bodies.map((body) => `${body.type} ${body.data.stage.name}${body.data.outcome ? ` ${body.data.outcome}` : ''}`).sort();
    expect(told).toEqual(['stage.completed Internal approved', 'stage.started Client', 'stage.started Internal']);
    const completed = bodies.find((body) => body.type === 'stage.completed')!;
    expect(completed.data).toMatchObject({
      project: { id: projectId },
      asset: { id: asset.id, title: 'staged', url: expect.stringMatching(new RegExp(`/asset/${asset.id}$`)) },
      version: { number: 1 },
      actor: { id: lead.user.id, guest: false },
      stage: { id: expect.any(Number), name: 'Internal', position: 1 },
      outcome: 'approved',
    });
    expect(bodies.find((body) => body.type === 'stage.started' && body.data.stage.name === 'Client')!.data).toMatchObject({ stage: { position: 2 }, actor: { id: lead.user.id } });
    expect(bodies.find((body) => body.type === 'stage.started')!.data).not.toHaveProperty('outcome');
  });

  it(`are at most ${WEBHOOKS_PER_PROJECT} a project, and the one past them is refused without a row written`, async () => {
    const owner = await buildUser(ctx.app);
    const projectId = await buildProject(ctx.app, owner);
    for (let n = 1; n <= WEBHOOKS_PER_PROJECT; n++) {
      const res = await call(owner, 'POST', `/projects/${projectId}/webhooks`, { url: `${receiver.url}/${n}`, events: ['comment.created'] });
      expect(res.statusCode, res.body).toBe(201);
    }
    const over = await call(owner, 'POST', `/projects/${projectId}/webhooks`, { url: `${receiver.url}/more`, events: ['comment.created'] });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ message: WEBHOOK_LIMIT_REACHED });
    expect(await countHooks(projectId)).toBe(WEBHOOKS_PER_PROJECT);

    // Another project has its own count.
    const other = await call(owner, 'POST', `/projects/${await buildProject(ctx.app, owner, 'Other')}/webhooks`, { url: `${receiver.url}/1`, events: ['comment.created'] });
    expect(other.statusCode, other.body).toBe(201);
  });

  it('keep to the cap when many are added at once', async () => {
    const owner = await buildUser(ctx.app);
    const projectId = await buildProject(ctx.app, owner);
    const replies = await Promise.all(
      Array.from({ length: WEBHOOKS_PER_PROJECT + 5 }, (_, n) => call(owner, 'POST', `/projects/${projectId}/webhooks`, { url: `${receiver.url}/${n}`, events: ['comment.created'] })),
    );
    expect(replies.filter((res) => res.statusCode === 201)).toHaveLength(WEBHOOKS_PER_PROJECT);
    expect(replies.filter((res) => res.statusCode === 422).map((res) => res.json().message)).toEqual(Array(5).fill(WEBHOOK_LIMIT_REACHED));
    expect(await countHooks(projectId)).toBe(WEBHOOKS_PER_PROJECT);
  });

  it('refuse a second hook to the same URL of a project, however it is written, also when added at once', async () => {
    const { owner, projectId, hook } = await buildHooked(['comment.created']);
    const { port } = new URL(receiver.url);
    for (const url of [receiver.url, `HTTP://127.0.0.1:${port}/hooks`, `http://127.0.0.1:${port}/./hooks`]) {
      const res = await call(owner, 'POST', `/projects/${projectId}/webhooks`, { url, events: ['asset.created'] });
      expect(res.statusCode, url).toBe(422);
      expect(res.json(), url).toMatchObject({ message: WEBHOOK_URL_TAKEN, errors: { url: WEBHOOK_URL_TAKEN } });
    }
    expect(await countHooks(projectId)).toBe(1);
    // Its own URL, written anew, is no clash.
    const same = await call(owner, 'PUT', `/webhooks/${hook.id}`, { url: `HTTP://127.0.0.1:${port}/hooks`, events: ['asset.created'] });
    expect(same.statusCode, same.body).toBe(200);

    const fresh = await buildProject(ctx.app, owner, 'Fresh');
    const replies = await Promise.all(Array.from({ length: 4 }, () => call(owner, 'POST', `/projects/${fresh}/webhooks`, { url: receiver.url, events: ['comment.created'] })));
    expect(replies.map((res) => res.statusCode).sort()).toEqual([201, 422, 422, 422]);
    expect(await countHooks(fresh)).toBe(1);
  });

  it("refuse an edit to another hook's URL, and change nothing of the hook", async () => {
    const { owner, projectId } = await buildHooked(['comment.created']);
    const second = (await call(owner, 'POST', `/projects/${projectId}/webhooks`, { url: `${receiver.url}/second`, events: ['asset.created'] })).json().data;
    const clash = await call(owner, 'PUT', `/webhooks/${second.id}`, { url: receiver.url.replace('http:', 'HTTP:'), events: ['comment.resolved'], active: false });
    expect(clash.statusCode).toBe(422);
    expect(clash.json()).toMatchObject({ message: WEBHOOK_URL_TAKEN, errors: { url: WEBHOOK_URL_TAKEN } });
    const listed = (await call(owner, 'GET', `/projects/${projectId}/webhooks`)).json().data;
    expect(listed.find((hook: { id: number }) => hook.id === second.id)).toMatchObject({ url: `${receiver.url}/second`, events: ['asset.created'], active: true });
    expect(await countHooks(projectId)).toBe(2);
  });
});
