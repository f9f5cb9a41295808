import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import type { SignedInUser } from '../../test/factories.ts';
import { guestBrowser } from '../../test/guest-browser.ts';
import { buildUploadedAsset } from '../../test/project-factories.ts';
import { apiCaller, buildReviewTeam } from '../../test/review-team.ts';

// Issue #39: a decision goes only to a running stage that takes its decider, and the asset's status
// follows the review as soon as a stage runs.

const ctx = useTestApp();
const call = apiCaller(() => ctx.app);

let owner: SignedInUser;
let lead: SignedInUser;
let client: SignedInUser;
let projectId: number;
let assetId: number;

beforeEach(async () => {
  const team = await buildReviewTeam(ctx.app, 2);
  ({ owner, projectId, assetId } = team);
  [lead, client] = team.members as [SignedInUser, SignedInUser];
});

interface StageView {
  id: number;
  name: string;
  state: string;
  guests: boolean;
  accepts_decisions: boolean;
  guest_decisions: { name: string; decision: string }[];
}

const stages = async (id = assetId): Promise<StageView[]> => (await call(owner, 'GET', `/assets/${id}/stages`)).json().data;
const states = async () => (await stages()).map((stage) => `${stage.name}:${stage.state}`);
const putStages = async (body: object) => {
  const res = await call(owner, 'PUT', `/assets/${assetId}/stages`, body);
  expect(res.statusCode, res.body).toBe(200);
};
const decide = (by: SignedInUser, body: object) => call(by, 'POST', `/assets/${assetId}/decisions`, body);
const status = async (id = assetId) => (await call(owner, 'GET', `/assets/${id}`)).json().data.status;
const boardStatus = async (id = assetId) => (await call(owner, 'GET', `/assets?project=${projectId}`)).json().data.find((asset: { id: number }) => asset.id === id)?.status;
const casey = { name: 'Casey Client', email: 'casey@client.example' };

/** A review link of the asset that lets guests decide: a guest's decision through it, and what it shows of the review. */
async function decisionLink() {
  const created = await call(owner, 'POST', `/assets/${assetId}/share-links`, { allow_decisions: true });
  expect(created.statusCode, created.body).toBe(201);
  const review = `/api/v1/public/reviews/${created.json().data.link.split('/review/')[1]}`;
  const guestDecides = (body: object) => guestBrowser(ctx.app).request('POST', `${review}/decisions`, { asset_id: assetId, ...casey, ...body });
  guestDecides.closed = async () => (await guestBrowser(ctx.app).request('GET', review)).json().data.review.guests_closed as string | null;
  return guestDecides;
}

describe('a decision belongs to the running stage', () => {
  it("files a guest's request for changes in Client once Internal is approved, with the stages as the asset's editor saves them", async () => {
    // The editor sends back stage 1 as it read it, renamed, and adds the client stage that takes guests.
    const [first] = await stages();
    expect(first).toMatchObject({ name: 'Review', guests: false });
    const { id, rule, lock, private: isPrivate, guests } = first as StageView & { rule: string; lock: boolean; private: boolean };
    await putStages({
      stages: [
        { id, name: 'Internal', rule, lock, private: isPrivate, guests, reviewers: [{ user_id: lead.user.id, required: true }] },
        { name: 'Client', guests: true, reviewers: [] },
      ],
    });
    const guestDecides = await decisionLink();
    expect((await decide(lead, { decision: 'approved' })).statusCode).toBe(200);
    expect(await states()).toEqual(['Internal:approved', 'Client:running']);

    const asked = await guestDecides({ decision: 'changes_requested', note: 'Warmer' });
    expect(asked.statusCode, asked.body).toBe(201);
    const [internal, clientStage] = await stages();
    expect(internal).toMatchObject({ state: 'approved', guest_decisions: [] });
    expect(clientStage).toMatchObject({ state: 'changes_requested', guest_decisions: [expect.objectContaining({ name: 'Casey Client', decision: 'changes_requested' })] });
    const record = (await call(owner, 'GET', `/assets/${assetId}/decisions`)).json().data;
    expect(record.map((row: { stage_name: string; decision: string }) => `${row.stage_name} ${row.decision}`)).toEqual(['Client changes_requested', 'Internal approved']);
    expect(await status()).toBe('InProgress');
  });

  it('sends a guest to the running stage even when a finished one takes guests too', async () => {
    await putStages({
      stages: [
        { name: 'Internal', guests: true, reviewers: [{ user_id: lead.user.id, required: true }] },
        { name: 'Client', guests: true, reviewers: [] },
      ],
    });
    const guestDecides = await decisionLink();
    await decide(lead, { decision: 'approved' });
    expect((await guestDecides({ decision: 'changes_requested' })).statusCode).toBe(201);
    expect(await states()).toEqual(['Internal:approved', 'Client:changes_requested']);
  });

  it('refuses a decision in a finished stage (409), whether the stage is named or not', async () => {
    await putStages({
      stages: [
        { name: 'Internal', reviewers: [{ user_id: lead.user.id, required: true }] },
        { name: 'Client', reviewers: [{ user_id: client.user.id, required: true }] },
      ],
    });
    const [internal] = await stages();
    await decide(lead, { decision: 'approved' });
    const message = 'The Internal stage is finished, and the review has moved on to Client: decisions go there now.';
    for (const body of [{ decision: 'changes_requested' }, { decision: 'changes_requested', stage_id: internal!.id }]) {
      const refused = await decide(lead, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(409);
      expect(refused.json().message).toBe(message);
    }
    expect(await states()).toEqual(['Internal:approved', 'Client:running']);
    // The API says where decisions go, so screens offer them only there.
    expect((await stages()).map((stage) => stage.accepts_decisions)).toEqual([false, true]);
    expect((await decide(client, { decision: 'approved' })).statusCode).toBe(200);
    expect(await states()).toEqual(['Internal:approved', 'Client:approved']);
  });

  it("no longer lists a finished stage under a pending reviewer's Waiting for my review", async () => {
    await putStages({
      stages: [
        { name: 'Internal', reviewers: [{ user_id: lead.user.id, required: true }, { user_id: client.user.id }] },
        { name: 'Legal', start: 'manual', reviewers: [{ user_id: lead.user.id, required: true }] },
      ],
    });
    const waitingFor = async () => (await call(client, 'GET', '/reviews/mine')).json().data.map((row: { stage_name: string }) => row.stage_name);
    await decide(lead, { decision: 'changes_requested' });
    expect(await waitingFor()).toEqual(['Internal']);
    const legal = (await stages())[1]!;
    expect((await call(owner, 'POST', `/assets/${assetId}/stages/${legal.id}/start`)).statusCode).toBe(200);
    expect(await waitingFor()).toEqual([]);
    expect((await decide(client, { decision: 'approved' })).statusCode).toBe(409);
  });

  it('refuses a decision in a stage that has not started (409), named or not', async () => {
    await putStages({
      stages: [
        { name: 'Internal', reviewers: [{ user_id: lead.user.id, required: true }] },
        { name: 'Client', reviewers: [{ user_id: client.user.id, required: true }] },
      ],
    });
    const clientStage = (await stages())[1]!;
    for (const body of [{ decision: 'approved' }, { decision: 'approved', stage_id: clientStage.id }]) {
      const refused = await decide(client, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(409);
      expect(refused.json().message).toBe('The Client stage has not started yet.');
    }
    expect(await states()).toEqual(['Internal:running', 'Client:waiting']);
    expect((await stages()).map((stage) => stage.accepts_decisions)).toEqual([true, false]);
  });

  it('refuses guests (409) where the running stage does not take them, and on a review none of whose stages does', async () => {
    await putStages({
      stages: [
        { name: 'Internal', reviewers: [{ user_id: lead.user.id, required: true }] },
        { name: 'Client', guests: true, reviewers: [] },
      ],
    });
    const guestDecides = await decisionLink();
    // The link says so in place of the buttons, and the API refuses the same way.
    expect(await guestDecides.closed()).toBe('The Client stage has not started yet.');
    const early = await guestDecides({ decision: 'approved' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('The Client stage has not started yet.');
    expect(await states()).toEqual(['Internal:running', 'Client:waiting']);
    await decide(lead, { decision: 'approved' });
    expect(await guestDecides.closed()).toBeNull();

    const [internal, clientStage] = await stages();
    await putStages({ stages: [{ id: internal!.id, name: 'Internal', reviewers: [{ user_id: lead.user.id, required: true }] }, { id: clientStage!.id, name: 'Client', reviewers: [{ user_id: client.user.id }] }] });
    expect(await guestDecides.closed()).toBe('Guests of review links do not decide in any stage of this review.');
    const none = await guestDecides({ decision: 'approved' });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('Guests of review links do not decide in any stage of this review.');
    expect((await call(owner, 'GET', `/assets/${assetId}/decisions`)).json().data.map((row: { stage_name: string }) => row.stage_name)).toEqual(['Internal']);
  });

  it('refuses a decision before there is a version to decide on (409)', async () => {
    const empty = (await call(owner, 'POST', '/assets', { project_id: projectId, title: 'Empty' })).json().data.id as number;
    expect((await call(owner, 'PUT', `/assets/${empty}/review`, { reviewers: [{ user_id: lead.user.id, required: true }] })).statusCode).toBe(200);
    const refused = await call(lead, 'POST', `/assets/${empty}/decisions`, { decision: 'approved' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('There is no version to decide on yet.');
  });

  it("leaves guests' switch off on every new stage, the first included, while a one-stage review still takes the link's guests", async () => {
    expect((await stages()).map((stage) => stage.guests)).toEqual([false]);
    const guestDecides = await decisionLink();
    expect((await guestDecides({ decision: 'approved' })).statusCode).toBe(201);

    await putStages({ stages: [{ name: 'Internal', reviewers: [{ user_id: lead.user.id }] }, { name: 'Client' }] });
    expect((await stages()).map((stage) => stage.guests)).toEqual([false, false]);
  });
});

describe('the status follows the review', () => {
  it('moves the asset to Ready to Review, on the board too, as soon as its running stage has reviewers', async () => {
    expect(await status()).toBe('Todo');
    const saved = await call(owner, 'PUT', `/assets/${assetId}/review`, { reviewers: [{ user_id: lead.user.id, required: true }] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await status()).toBe('Ready to Review');
    expect(await boardStatus()).toBe('Ready to Review');
  });

  it('moves it there when a stage set to start by hand is started', async () => {
    await putStages({ stages: [{ name: 'Internal', start: 'manual', reviewers: [{ user_id: lead.user.id, required: true }] }] });
    expect(await status()).toBe('Todo');
    const internal = (await stages())[0]!;
    expect((await call(owner, 'POST', `/assets/${assetId}/stages/${internal.id}/start`)).statusCode).toBe(200);
    expect(await status()).toBe('Ready to Review');
  });

  it('puts an asset created from a template with stages in Ready to Review at its upload', async () => {
    const template = await call(owner, 'POST', `/projects/${projectId}/stage-templates`, {
      name: 'Internal then client',
      is_default: true,
      stages: [
        { name: 'Internal', reviewers: [{ user_id: lead.user.id, required: true }] },
        { name: 'Client', guests: true },
      ],
    });
    expect(template.statusCode, template.body).toBe(201);
    const created = await buildUploadedAsset(ctx.app, owner, projectId, 'poster.png');
    expect(created.status).toBe('Ready to Review');
    expect((await stages(created.id)).map((stage) => `${stage.name}:${stage.state}`)).toEqual(['Internal:running', 'Client:waiting']);
    expect(await boardStatus(created.id)).toBe('Ready to Review');
  });
});
