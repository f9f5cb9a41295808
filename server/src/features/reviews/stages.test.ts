import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { buildMultipart, buildUser, type SignedInUser } from '../../test/factories.ts';
import { guestBrowser } from '../../test/guest-browser.ts';
import { makeImage } from '../../test/images.ts';
import { apiCaller, buildReviewTeam } from '../../test/review-team.ts';

const ctx = useTestApp();
const call = apiCaller(() => ctx.app);

let owner: SignedInUser;
let lead: SignedInUser;
let client: SignedInUser;
let lawyer: SignedInUser;
let assetId: number;

beforeEach(async () => {
  const team = await buildReviewTeam(ctx.app, 3);
  ({ owner, assetId } = team);
  [lead, client, lawyer] = team.members as [SignedInUser, SignedInUser, SignedInUser];
});

afterEach(() => {
  vi.useRealTimers();
});

interface StageView {
  id: number;
  name: string;
  state: string;
  version: number | null;
  deadline: string | null;
  locked: boolean;
}

const putStages = (body: object, by = owner) => call(by, 'PUT', `/assets/${assetId}/stages`, body);
const stages = async (): Promise<StageView[]> => (await call(owner, 'GET', `/assets/${assetId}/stages`)).json().data;
const states = async () => (await stages()).map((stage) => `${stage.name}:${stage.state}`);
const decide = (by: SignedInUser, body: object) => call(by, 'POST', `/assets/${assetId}/decisions`, body);
const status = async () => (await call(owner, 'GET', `/assets/${assetId}`)).json().data.status;
const waitingFor = async (user: SignedInUser) => (await call(user, 'GET', '/reviews/mine')).json().data.map((row: { stage_name: string }) => row.stage_name);
const bell = async (user: SignedInUser) => (await call(user, 'GET', '/notifications')).json().data.map((n: { data: { message: string } }) => n.data.message) as string[];
const uploadVersion = async () => {
  const form = buildMultipart({ asset_id: String(assetId) }, [{ field: 'design_file', filename: 'next.png', content: await makeImage('png', 640, 480) }]);
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/versions', headers: { ...owner.headers, ...form.headers }, payload: form.payload });
  expect(res.statusCode, res.body).toBe(201);
};

const threeStages = (restart_from: 'first' | 'changes') => ({
  restart_from,
  stages: [
    { name: 'Internal', reviewers: [{ user_id: lead.user.id, required: true }] },
    { name: 'Client', guests: true, reviewers: [{ user_id: client.user.id, required: true }] },
    { name: 'Legal', reviewers: [{ user_id: lawyer.user.id, required: true }] },
  ],
});

describe('a three-stage review', () => {
  it('runs internal, then client, then legal, restarts a new version at the stage that asked for changes, and ends Approved', async () => {
    const saved = await putStages(threeStages('changes'));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ message: 'Stages saved.', restart_from: 'changes', can_manage: true });
    expect(saved.json().data.map((stage: { position: number; start: string }) => [stage.position, stage.start])).toEqual([
      [1, 'upload'],
      [2, 'previous_approved'],
      [3, 'previous_approved'],
    ]);
    expect(await states()).toEqual(['Internal:running', 'Client:waiting', 'Legal:waiting']);
    expect(await waitingFor(lead)).toEqual(['Internal']);
    expect(await waitingFor(client)).toEqual([]);

    const early = await decide(client, { decision: 'approved' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('The Client stage has not started yet.');

    expect((await decide(lead, { decision: 'approved' })).statusCode).toBe(200);
    expect(await states()).toEqual(['Internal:approved', 'Client:running', 'Legal:waiting']);
    expect(await waitingFor(client)).toEqual(['Client']);
    expect(await bell(client)).toContain('The Client review of hero has started: your decision is needed');
    expect(await status()).toBe('Ready to Review');

    expect((await decide(client, { decision: 'changes_requested', note: 'Bigger logo' })).statusCode).toBe(200);
    expect(await states()).toEqual(['Internal:approved', 'Client:changes_requested', 'Legal:waiting']);
    expect(await status()).toBe('InProgress');

    await uploadVersion();
    const restarted = await stages();
    expect(restarted.map((stage) => [stage.name, stage.state, stage.version])).toEqual([
      ['Internal', 'approved', 1],
      ['Client', 'running', 2],
      ['Legal', 'waiting', null],
    ]);
    expect(await status()).toBe('Ready to Review');

    await decide(client, { decision: 'approved' });
    expect(await states()).toEqual(['Internal:approved', 'Client:approved', 'Legal:running']);
    await decide(lawyer, { decision: 'approved' });
    expect(await states()).toEqual(['Internal:approved', 'Client:approved', 'Legal:approved']);
    expect(await status()).toBe('Approved');

    const record = (await call(owner, 'GET', `/assets/${assetId}/decisions`)).json().data;
    expect(record.map((row: { stage_name: string; version: number; decision: string }) => `${row.stage_name} v${row.version} ${row.decision}`)).toEqual([
      'Legal v2 approved',
      'Client v2 approved',
      'Client v1 changes_requested',
      'Internal v1 approved',
    ]);
  });

  it('restarts from stage 1 by default, keeping the earlier rounds on record', async () => {
    await putStages(threeStages('first'));
    await decide(lead, { decision: 'approved' });
    await decide(client, { decision: 'changes_requested' });
    await uploadVersion();
    expect(await states()).toEqual(['Internal:running', 'Client:waiting', 'Legal:waiting']);
    const v1 = (await call(owner, 'GET', `/assets/${assetId}/decisions`)).json().data;
    expect(v1).toHaveLength(2);
  });

  it('lets guests of a review link decide in the client stage, once it has started', async () => {
    await putStages(threeStages('first'));
    const created = await call(owner, 'POST', `/assets/${assetId}/share-links`, { allow_decisions: true });
    expect(created.statusCode, created.body).toBe(201);
    const review = `/api/v1/public/reviews/${created.json().data.link.split('/review/')[1]}`;
    const guest = { name: 'Casey Client', email: 'casey@client.example' };
    const early = await guestBrowser(ctx.app).request('POST', `${review}/decisions`, { decision: 'approved', asset_id: assetId, ...guest });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('The Client stage has not started yet.');

    await decide(lead, { decision: 'approved' });
    const asked = await guestBrowser(ctx.app).request('POST', `${review}/decisions`, { decision: 'changes_requested', note: 'Warmer', asset_id: assetId, ...guest });
    expect(asked.statusCode, asked.body).toBe(201);
    const client = (await stages())[1]!;
    expect(client).toMatchObject({ name: 'Client', state: 'running' });
    expect((await call(owner, 'GET', `/assets/${assetId}/stages`)).json().data[1].guest_decisions).toEqual([expect.objectContaining({ name: 'Casey Client', decision: 'changes_requested', note: 'Warmer' })]);
  });
});

describe('stage rules', () => {
  it('runs stages that share a position side by side, and approves only when both have', async () => {
    const saved = await putStages({
      stages: [
        { name: 'Internal', reviewers: [{ user_id: lead.user.id, required: true }] },
        { name: 'Client', position: 2, reviewers: [{ user_id: client.user.id, required: true }] },
        { name: 'Legal', position: 2, reviewers: [{ user_id: lawyer.user.id, required: true }] },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await decide(lead, { decision: 'approved' });
    expect(await states()).toEqual(['Internal:approved', 'Client:running', 'Legal:running']);
    await decide(lawyer, { decision: 'approved' });
    expect(await status()).not.toBe('Approved');
    await decide(client, { decision: 'approved' });
    expect(await status()).toBe('Approved');
  });

  it('starts a stage when every decision of the previous one is in, at a set time, or by hand', async () => {
    await putStages({
      stages: [
        { name: 'Internal', rule: 'any', reviewers: [{ user_id: lead.user.id }, { user_id: client.user.id }] },
        { name: 'Client', start: 'previous_decided', reviewers: [{ user_id: client.user.id, required: true }] },
        { name: 'Legal', start: 'manual', reviewers: [{ user_id: lawyer.user.id, required: true }] },
        { name: 'Launch', start: 'at', start_at: '2099-01-04T09:00:00Z', reviewers: [{ user_id: lead.user.id, required: true }] },
      ],
    });
    await decide(lead, { decision: 'approved' });
    // Internal is approved (rule any) but not every decision is in: Client waits.
    expect(await states()).toEqual(['Internal:approved', 'Client:waiting', 'Legal:waiting', 'Launch:waiting']);
    await decide(client, { decision: 'approved', stage_id: (await stages())[0]!.id });
    expect((await states())[1]).toBe('Client:running');

    const legal = (await stages())[2]!;
    expect((await call(lead, 'POST', `/assets/${assetId}/stages/${legal.id}/start`)).statusCode).toBe(403);
    const started = await call(owner, 'POST', `/assets/${assetId}/stages/${legal.id}/start`);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().message).toBe('Stage started.');
    expect((await states())[2]).toBe('Legal:running');
    const again = await call(owner, 'POST', `/assets/${assetId}/stages/${legal.id}/start`);
    expect(again.statusCode).toBe(409);

    await ctx.app.reviews.tick(new Date('2099-01-04T08:59:00Z'));
    expect((await states())[3]).toBe('Launch:waiting');
    await ctx.app.reviews.tick(new Date('2099-01-04T09:00:00Z'));
    expect((await states())[3]).toBe('Launch:running');
  });

  it('locks a stage once every decision is in', async () => {
    await putStages({ stages: [{ name: 'Legal', lock: true, reviewers: [{ user_id: lawyer.user.id, required: true }, { user_id: lead.user.id }] }] });
    await decide(lawyer, { decision: 'approved' });
    // One decision is still missing: a change of mind is allowed.
    expect((await decide(lawyer, { decision: 'changes_requested' })).statusCode).toBe(200);
    await decide(lead, { decision: 'approved' });
    const stage = (await stages())[0]!;
    expect(stage.locked).toBe(true);
    const refused = await decide(lawyer, { decision: 'approved' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The review is locked: every decision is in, and decisions can no longer change.');
  });

  it('counts a deadline in business days from the start, across a weekend', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T10:00:00Z') });
    await putStages({ stages: [{ name: 'Internal', deadline_days: 2, reviewers: [{ user_id: lead.user.id, required: true }] }, { name: 'Client', deadline_days: 1, reviewers: [{ user_id: client.user.id }] }] });
    expect((await stages()).map((stage) => stage.deadline)).toEqual(['2026-11-30', null]);
    vi.setSystemTime(new Date('2026-11-27T16:00:00Z'));
    await decide(lead, { decision: 'approved' });
    // Started on a Friday: one business day later is the Monday.
    expect((await stages())[1]!.deadline).toBe('2026-11-30');
  });

  it('sends reminders the day before the deadline and each day while overdue, once per day whatever the ticks', async () => {
    await putStages({ stages: [{ name: 'Internal', deadline: '2099-03-10', reviewers: [{ user_id: lead.user.id, required: true }] }] });
    const due = async () => (await bell(lead)).filter((message) => message.includes('due') || message.includes('overdue'));
    await ctx.app.reviews.tick(new Date('2099-03-08T07:00:00Z'));
    expect(await due()).toEqual([]);
    await ctx.app.reviews.tick(new Date('2099-03-09T07:00:00Z'));
    await ctx.app.reviews.tick(new Date('2099-03-09T12:00:00Z'));
    expect((await bell(lead)).filter((message) => message.includes('due tomorrow'))).toHaveLength(1);
    await ctx.app.reviews.tick(new Date('2099-03-11T07:00:00Z'));
    await ctx.app.reviews.tick(new Date('2099-03-11T09:00:00Z'));
    await ctx.app.reviews.tick(new Date('2099-03-12T07:00:00Z'));
    expect((await bell(lead)).filter((message) => message.includes('overdue'))).toHaveLength(2);
  });

  it('validates the list (422): names, positions, triggers, reviewers from the project, stages of this asset', async () => {
    const outsider = await buildUser(ctx.app);
    const cases: [object, string][] = [
      [{ stages: [] }, 'A review has at least one stage.'],
      [{ stages: [{ name: ' ' }] }, 'Please name each stage.'],
      [{ stages: [{ name: 'A', start: 'previous_approved' }] }, ''],
      [{ stages: [{ name: 'A', reviewers: [{ user_id: outsider.user.id }] }] }, 'Reviewers must be members of the project.'],
      [{ stages: [{ id: 999999, name: 'A' }] }, 'Stage 999999 is not a stage of this asset.'],
      [{ stages: [{ name: 'A', deadline: '2026-02-30' }] }, 'The deadline is not a day of the calendar.'],
    ];
    for (const [body, message] of cases) {
      const res = await putStages(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      if (message) expect(res.json().message).toBe(message);
    }
    expect((await putStages(threeStages('first'), lead)).statusCode).toBe(403);
    expect(await states()).toEqual(['Review:running']);
  });

  it('keeps the approvals API working on stage 1', async () => {
    await putStages(threeStages('first'));
    const review = (await call(owner, 'GET', `/assets/${assetId}/review`)).json().data;
    expect(review.reviewers.map((reviewer: { user_id: number }) => reviewer.user_id)).toEqual([lead.user.id]);
    expect(review.stage).toMatchObject({ name: 'Internal', state: 'running', of: 3 });
    const set = await call(owner, 'PUT', `/assets/${assetId}/review`, { reviewers: [{ user_id: lead.user.id, required: true }, { user_id: lawyer.user.id }], due_date: '2099-01-31' });
    expect(set.statusCode, set.body).toBe(200);
    const first = (await stages())[0]!;
    expect(first).toMatchObject({ name: 'Internal', deadline: '2099-01-31' });
    const card = (await call(owner, 'GET', `/assets/${assetId}`)).json().data.review;
    expect(card.stage).toMatchObject({ name: 'Internal', state: 'running', deadline: '2099-01-31', of: 3 });
  });
});
