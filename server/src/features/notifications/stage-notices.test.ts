import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { buildMultipart, type SignedInUser } from '../../test/factories.ts';
import { makeImage } from '../../test/images.ts';
import { apiCaller, buildReviewTeam } from '../../test/review-team.ts';

const ctx = useTestApp();
const call = apiCaller(() => ctx.app);

let owner: SignedInUser;
let lead: SignedInUser;
let client: SignedInUser;
let assetId: number;

beforeEach(async () => {
  const team = await buildReviewTeam(ctx.app, 2);
  ({ owner, assetId } = team);
  [lead, client] = team.members as [SignedInUser, SignedInUser];
});

const bell = async (user: SignedInUser) => (await call(user, 'GET', '/notifications')).json().data.map((n: { data: { message: string } }) => n.data.message) as string[];
const subjectsTo = async (user: SignedInUser) => (await ctx.app.database.db.selectFrom('outbox').select('subject').where('to_address', '=', user.user.email).orderBy('id').execute()).map((row) => row.subject);
const decide = async (by: SignedInUser, decision: 'approved' | 'changes_requested') => expect((await call(by, 'POST', `/assets/${assetId}/decisions`, { decision })).statusCode).toBe(200);
const putStages = async (body: object) => {
  const res = await call(owner, 'PUT', `/assets/${assetId}/stages`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; name: string }[];
};
const internalThenClient = (client_stage: object = {}) => ({
  stages: [
    { name: 'Internal', reviewers: [{ user_id: lead.user.id, required: true }] },
    { name: 'Client', reviewers: [{ user_id: client.user.id, required: true }], ...client_stage },
  ],
});
const STARTED = 'The Client review of hero has started: your decision is needed';

describe('notices of review stages', () => {
  it("asks the next stage's reviewers when it starts, in the bell and by e-mail, and tells the creator the stage before is complete", async () => {
    await putStages(internalThenClient());
    expect(await bell(client)).toEqual([]);
    await decide(lead, 'approved');

    expect(await bell(client)).toEqual([STARTED]);
    // "Review requests" are e-mailed at once by default.
    expect(await subjectsTo(client)).toContain('The Client review of hero v1 has started: your decision is needed — Launch');
    expect((await bell(owner)).filter((message) => message.includes('review of hero'))).toEqual(['The Internal review of hero is complete: version 1 approved']);
    // The one who decided hears of neither.
    expect((await bell(lead)).filter((message) => message.includes('Client') || message.includes('complete'))).toEqual([]);

    // The last stage's approval is the whole review's: told once, as the asset approved.
    await decide(client, 'approved');
    const told = await bell(owner);
    expect(told.filter((message) => message.startsWith('hero is approved'))).toHaveLength(1);
    expect(told.filter((message) => message.startsWith('The Client review of hero is complete'))).toEqual([]);
  });

  it('tells a request for changes once, as the review sent back, and leaves reviewers of a restarted stage to the upload notice', async () => {
    await putStages({ ...internalThenClient(), restart_from: 'changes' });
    await decide(lead, 'approved');
    await decide(client, 'changes_requested');
    const told = await bell(owner);
    expect(told.filter((message) => message.includes('requested changes on version 1 of hero'))).toHaveLength(1);
    expect(told.filter((message) => message.includes('is complete: changes requested'))).toEqual([]);

    // Version 2 restarts at Client, whose reviewer hears of it once: as the new version to review.
    const form = buildMultipart({ asset_id: String(assetId) }, [{ field: 'design_file', filename: 'hero.png', content: await makeImage('png', 640, 480) }]);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/versions', headers: { ...owner.headers, ...form.headers }, payload: form.payload })).statusCode).toBe(201);
    // Told once the new version's comparison with version 1 settles (a job).
    const toldOfUpload = async () => (await bell(client)).filter((message) => message.includes('uploaded version 2 of hero for your review')).length;
    await expect.poll(toldOfUpload, { timeout: 15_000 }).toBe(1);
    const clientTold = await bell(client);
    expect(clientTold.filter((message) => message.includes('uploaded version 2 of hero for your review'))).toHaveLength(1);
    expect(clientTold.filter((message) => message === STARTED)).toHaveLength(1);
  });

  it('asks the reviewers of a stage started by hand, never the one who started it', async () => {
    const stages = await putStages(internalThenClient({ start: 'manual', reviewers: [{ user_id: client.user.id, required: true }, { user_id: owner.user.id }] }));
    const started = await call(owner, 'POST', `/assets/${assetId}/stages/${stages[1]!.id}/start`);
    expect(started.statusCode, started.body).toBe(200);
    expect(await bell(client)).toEqual([STARTED]);
    expect((await bell(owner)).filter((message) => message.includes('has started'))).toEqual([]);
  });

  it('names the stage in deadline reminders of a review with several stages', async () => {
    await putStages(internalThenClient({ deadline: '2099-03-10' }));
    await decide(lead, 'approved');
    await ctx.app.reviews.tick(new Date('2099-03-09T07:00:00Z'));
    expect(await bell(client)).toContain('Your Client review of hero is due tomorrow');
    await ctx.app.reviews.tick(new Date('2099-03-11T07:00:00Z'));
    expect(await bell(client)).toContain('The Client review of hero is overdue');
    expect(await bell(owner)).toContain('The Client review of hero is overdue');
  });

  it('keeps the words of a review with one stage', async () => {
    await putStages({ stages: [{ name: 'Internal', deadline: '2099-03-10', reviewers: [{ user_id: lead.user.id, required: true }] }] });
    await ctx.app.reviews.tick(new Date('2099-03-09T07:00:00Z'));
    expect(await bell(lead)).toContain('Your review of hero is due tomorrow');
    await ctx.app.reviews.tick(new Date('2099-03-11T07:00:00Z'));
    expect(await bell(owner)).toContain('The review of hero is overdue');
  });
});
