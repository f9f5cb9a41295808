import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { buildMultipart, buildUser, type SignedInUser } from '../../test/factories.ts';
import { makeImage } from '../../test/images.ts';
import { buildMember, buildProject, buildUploadedAsset } from '../../test/project-factories.ts';

const ctx = useTestApp();

const call = (user: SignedInUser, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: user.headers, ...(payload && { payload }) });

let owner: SignedInUser;
let lead: SignedInUser;
let colleague: SignedInUser;
let member: SignedInUser;
let projectId: number;
let assetId: number;

beforeEach(async () => {
  owner = await buildUser(ctx.app, { first_name: 'Dana', last_name: 'Designer' });
  await call(owner, 'PUT', '/profile/plan', { plan: 'pro' });
  projectId = await buildProject(ctx.app, owner);
  lead = await buildMember(ctx.app, owner, projectId, 'Member');
  colleague = await buildMember(ctx.app, owner, projectId, 'Member');
  member = await buildMember(ctx.app, owner, projectId, 'Member');
  assetId = (await buildUploadedAsset(ctx.app, owner, projectId)).id;
});

const setReview = (by: SignedInUser, body: object, id = assetId) => call(by, 'PUT', `/assets/${id}/review`, body);
const decide = (by: SignedInUser, body: object, id = assetId) => call(by, 'POST', `/assets/${id}/decisions`, body);
const review = async (id = assetId) => (await call(owner, 'GET', `/assets/${id}/review`)).json().data;
const asset = async (id = assetId) => (await call(owner, 'GET', `/assets/${id}`)).json().data;
const historyTexts = async (id = assetId) => (await call(owner, 'GET', `/history?asset=${id}&per_page=100`)).json().data.map((entry: { message: { text: string } }) => entry.message.text);
const bell = async (user: SignedInUser) => (await call(user, 'GET', '/notifications')).json().data.map((n: { data: { message: string } }) => n.data.message) as string[];
const uploadVersion = async (by: SignedInUser) => {
  const form = buildMultipart({ asset_id: String(assetId) }, [{ field: 'design_file', filename: 'v2.png', content: await makeImage('png', 640, 480) }]);
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/versions', headers: { ...by.headers, ...form.headers }, payload: form.payload });
  expect(res.statusCode).toBe(201);
  return res.json().data;
};
const both = () => ({ reviewers: [{ user_id: lead.user.id, required: true }, { user_id: colleague.user.id, required: true }] });

describe('rules and outcome', () => {
  it('with the rule all, approves the asset only when every required approver approved, and says so in history', async () => {
    const saved = await setReview(owner, { ...both(), due_date: '2099-01-31' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Reviewers saved.');
    expect(saved.json().data).toMatchObject({ rule: 'all', due_date: '2099-01-31', overdue: false, outcome: 'pending', version: 1, can_manage: true });
    expect(saved.json().data.reviewers.map((r: { user_id: number; decision: string }) => [r.user_id, r.decision])).toEqual([
      [lead.user.id, 'pending'],
      [colleague.user.id, 'pending'],
    ]);
    expect((await asset()).approver_user_id).toBe(lead.user.id);
    expect(await bell(lead)).toContain('Dana Designer asked you to review hero');

    const first = await decide(lead, { decision: 'approved' });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Decision recorded.');
    expect(first.json().data.outcome).toBe('pending');
    // The review runs with its reviewers chosen: the asset waits in Ready to Review.
    expect((await asset()).status).toBe('Ready to Review');

    expect((await decide(colleague, { decision: 'approved' })).json().data.outcome).toBe('approved');
    const approved = await asset();
    expect(approved.status).toBe('Approved');
    expect(approved.review).toMatchObject({ outcome: 'approved', approved_by_decision: true });
    expect(await historyTexts()).toContain('Approved: all required approvers approved version 1');
    expect(await bell(owner)).toContain(`hero is approved: ${colleague.user.first_name} ${colleague.user.last_name} approved version 1, the last of the required approvers`);
  });

  it('tells the creator of a decision that settles the review once, as the outcome, naming who decided', async () => {
    await setReview(owner, { ...both(), rule: 'any' });
    const colleagueName = (await call(colleague, 'GET', '/profile')).json().data;
    const who = `${colleagueName.first_name} ${colleagueName.last_name}`;
    const aboutHero = async () => (await bell(owner)).filter((message) => message.includes('hero'));
    await decide(colleague, { decision: 'approved' });
    expect(await aboutHero()).toEqual([`hero is approved: ${who} approved version 1`]);
    const [notice] = (await call(owner, 'GET', '/notifications')).json().data;
    expect(notice.data).toMatchObject({ user: { first_name: colleagueName.first_name, last_name: colleagueName.last_name }, guest: null });

    // A decision that leaves the outcome where it was is still told, as a decision.
    await decide(lead, { decision: 'approved' });
    expect(await aboutHero()).toHaveLength(2);

    await uploadVersion(owner);
    await decide(lead, { decision: 'changes_requested', note: 'Bigger logo.' });
    const leadName = (await call(lead, 'GET', '/profile')).json().data;
    expect((await aboutHero()).filter((message) => message.includes('version 2'))).toEqual([`${leadName.first_name} ${leadName.last_name} requested changes on version 2 of hero: "Bigger logo."`]);
  });

  it('with the rule any, one required approver is enough', async () => {
    await setReview(owner, { ...both(), rule: 'any' });
    expect((await decide(colleague, { decision: 'approved' })).json().data.outcome).toBe('approved');
    expect((await asset()).status).toBe('Approved');
  });

  it('counts every reviewer when nobody is required', async () => {
    await setReview(owner, { reviewers: [{ user_id: lead.user.id, required: false }, { user_id: colleague.user.id }] });
    await decide(lead, { decision: 'approved' });
    expect((await review()).outcome).toBe('pending');
    await decide(colleague, { decision: 'approved' });
    expect((await review()).outcome).toBe('approved');
  });

  it('moves the asset to In Progress when a required approver asks for changes, with the note kept', async () => {
    await setReview(owner, both());
    const res = await decide(colleague, { decision: 'changes_requested', note: '  Bigger logo, please.  ' });
    expect(res.json().data.outcome).toBe('changes_requested');
    expect(res.json().data.reviewers[1]).toMatchObject({ user_id: colleague.user.id, decision: 'changes_requested', note: 'Bigger logo, please.' });
    expect((await asset()).status).toBe('InProgress');
    expect(await historyTexts()).toEqual(expect.arrayContaining(['requested changes on version 1', expect.stringMatching(/^Changes requested: .+ asked for changes on version 1$/)]));
    expect((await bell(owner)).some((message) => message.includes('requested changes on version 1 of hero: "Bigger logo, please."'))).toBe(true);
  });

  it('lets a reviewer change their mind on the newest version', async () => {
    await setReview(owner, { reviewers: [{ user_id: lead.user.id, required: true }] });
    await decide(lead, { decision: 'changes_requested' });
    expect((await asset()).status).toBe('InProgress');
    await decide(lead, { decision: 'approved' });
    expect((await asset()).status).toBe('Approved');
    expect((await call(owner, 'GET', `/assets/${assetId}/decisions`)).json().data.map((d: { decision: string }) => d.decision)).toEqual(['approved', 'changes_requested']);
  });

  it('counts two reviewers deciding at the same instant (no lost update)', async () => {
    await setReview(owner, both());
    const answers = await Promise.all([decide(lead, { decision: 'approved' }), decide(colleague, { decision: 'approved' })]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await review()).outcome).toBe('approved');
    expect((await asset()).status).toBe('Approved');
  });

  it('shows which cards were approved by decision and which by hand', async () => {
    await setReview(owner, { reviewers: [{ user_id: lead.user.id, required: true }] });
    await decide(lead, { decision: 'approved' });
    expect((await asset()).review.approved_by_decision).toBe(true);
    await call(owner, 'PUT', `/assets/${assetId}`, { status: 'InProgress' });
    await call(owner, 'PUT', `/assets/${assetId}`, { status: 'Approved' });
    expect((await asset()).review.approved_by_decision).toBe(false);
  });
});

describe('versions', () => {
  it('sets every decision back to pending for a new version, keeps older ones under theirs, and refuses decisions on an older version', async () => {
    await setReview(owner, both());
    await decide(colleague, { decision: 'changes_requested', note: 'Try blue' });
    const first = (await review()).version_id;
    const v2 = await uploadVersion(owner);

    const now = await review();
    expect(now).toMatchObject({ version: 2, version_id: v2.id, outcome: 'pending' });
    expect(now.reviewers.map((r: { decision: string }) => r.decision)).toEqual(['pending', 'pending']);
    const moved = await asset();
    expect(moved.status).toBe('Ready to Review');
    expect(moved.review.reviewers.map((r: { decision: string }) => r.decision)).toEqual(['pending', 'pending']);
    // Told once the new version's comparison with version 1 settles (a job), with what changed.
    await expect.poll(async () => (await bell(lead)).some((message) => message.startsWith('Dana Designer uploaded version 2 of hero for your review')), { timeout: 15_000 }).toBe(true);

    const late = await decide(colleague, { decision: 'approved', version_id: first });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Decisions are about the newest version: version 2. Version 1 can no longer be decided on.');
    const older = (await call(owner, 'GET', `/assets/${assetId}/decisions?version_id=${first}`)).json().data;
    expect(older).toEqual([expect.objectContaining({ user_id: colleague.user.id, version: 1, decision: 'changes_requested', note: 'Try blue' })]);
  });
});

describe('rights', () => {
  it('lets managers and the asset creator set reviewers, and only listed reviewers decide, for themselves', async () => {
    const refused = await setReview(member, both());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Only the project's owner or an admin, or the asset's creator, can choose its reviewers.");
    expect((await call(member, 'GET', `/assets/${assetId}/review`)).json().data.can_manage).toBe(false);

    await call(owner, 'PUT', `/assets/${assetId}`, { creator_user_id: member.user.id });
    expect((await setReview(member, both())).statusCode).toBe(200);
    const admin = await buildMember(ctx.app, owner, projectId, 'Admin');
    expect((await setReview(admin, both())).statusCode).toBe(200);

    const notReviewer = await decide(member, { decision: 'approved' });
    expect(notReviewer.statusCode).toBe(403);
    expect(notReviewer.json().message).toBe("Only the asset's reviewers can decide on it, each for themself.");
  });

  it('hides the review from outsiders and refuses reviewers outside the project', async () => {
    const outsider = await buildUser(ctx.app);
    for (const res of [await call(outsider, 'GET', `/assets/${assetId}/review`), await setReview(outsider, both()), await decide(outsider, { decision: 'approved' }), await call(outsider, 'GET', `/assets/${assetId}/decisions`)]) {
      expect(res.statusCode).toBe(404);
    }
    const res = await setReview(owner, { reviewers: [{ user_id: outsider.user.id, required: true }] });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Reviewers must be members of the project.');
  });

  it('validates the body', async () => {
    expect((await setReview(owner, { reviewers: [{ user_id: lead.user.id }], rule: 'most' })).json().message).toBe('The rule must be all or any.');
    expect((await setReview(owner, { reviewers: [{ user_id: lead.user.id }], due_date: '2099-02-30' })).statusCode).toBe(422);
    expect((await setReview(owner, { reviewers: [{ user_id: lead.user.id }, { user_id: lead.user.id }] })).json().message).toBe('Each reviewer may be listed once.');
    expect((await decide(owner, { decision: 'maybe' })).statusCode).toBe(422);
  });
});

describe('due dates', () => {
  it('marks a review overdue and sends the day-before and overdue notices once', async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await setReview(owner, { ...both(), due_date: yesterday });
    expect((await review()).overdue).toBe(true);
    expect((await asset()).review).toMatchObject({ due_date: yesterday, overdue: true });

    const other = (await buildUploadedAsset(ctx.app, owner, projectId, 'poster.png')).id;
    await setReview(owner, { reviewers: [{ user_id: lead.user.id, required: true }], due_date: tomorrow }, other);

    await ctx.app.reviews.tick();
    await ctx.app.reviews.tick();
    const leadBell = await bell(lead);
    expect(leadBell.filter((message) => message === 'The review of hero is overdue')).toHaveLength(1);
    expect(leadBell.filter((message) => message === 'Your review of poster is due tomorrow')).toHaveLength(1);
    expect((await bell(owner)).filter((message) => message === 'The review of hero is overdue')).toHaveLength(1);
  });
});

describe('GET /reviews/mine', () => {
  it("lists the assets whose newest version waits for my decision, across projects", async () => {
    const otherProject = await buildProject(ctx.app, owner, 'Second');
    const accepted = await call(owner, 'POST', '/invite', { project_id: otherProject, email: lead.user.email, role: 'Member' });
    await call(lead, 'POST', `/invitations/${accepted.json().data.link.split('/').pop()}/accept`);
    const otherAsset = (await buildUploadedAsset(ctx.app, owner, otherProject, 'banner.png')).id;
    await setReview(owner, { reviewers: [{ user_id: lead.user.id, required: true }], due_date: '2099-03-01' });
    await setReview(owner, { reviewers: [{ user_id: lead.user.id, required: true }] }, otherAsset);

    const mine = (await call(lead, 'GET', '/reviews/mine')).json().data;
    expect(mine).toEqual([
      { asset_id: assetId, title: 'hero', project_id: projectId, project_name: 'Launch', version: 1, stage_id: expect.any(Number), stage_name: 'Review', stage_count: 1, due_date: '2099-03-01', overdue: false, thumbnail: expect.stringMatching(/^files\//), page_count: 1 },
      expect.objectContaining({ asset_id: otherAsset, project_name: 'Second' }),
    ]);
    await decide(lead, { decision: 'approved' });
    expect((await call(lead, 'GET', '/reviews/mine')).json().data.map((row: { asset_id: number }) => row.asset_id)).toEqual([otherAsset]);
    expect((await call(member, 'GET', '/reviews/mine')).json().data).toEqual([]);
  });
});

it('raises the project revision on every review change, for live updates', async () => {
  const revision = async () => Number((await sql<{ revision: number }>`select revision from projects where id = ${projectId}`.execute(ctx.app.database.db)).rows[0]?.revision);
  const before = await revision();
  await setReview(owner, both());
  const afterSet = await revision();
  expect(afterSet).toBeGreaterThan(before);
  await decide(lead, { decision: 'approved' });
  expect(await revision()).toBeGreaterThan(afterSet);
});
