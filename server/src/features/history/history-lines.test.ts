import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { buildMultipart, buildUser, type SignedInUser } from '../../test/factories.ts';
import { guestBrowser } from '../../test/guest-browser.ts';
import { makeImage } from '../../test/images.ts';
import { buildMember, buildProject, buildUploadedAsset } from '../../test/project-factories.ts';
import { apiCaller } from '../../test/review-team.ts';

// Every kind of history line, as the History tab reads them: what, who (a member or a guest by
// name), the words quoted, and in which order. The lines follow from domain events; this pins that
// they say exactly what they said when each service wrote its own.

const ctx = useTestApp();
const call = apiCaller(() => ctx.app);
const casey = { name: 'Casey Client', email: 'casey@client.example' };

interface Line {
  user: { id: number } | null;
  guest: { name: string } | null;
  action: string;
  message: { text: string; reply?: string; replied_to?: string };
  created_at: string;
}

async function scene() {
  const owner = await buildUser(ctx.app, { first_name: 'Dana', last_name: 'Designer' });
  await call(owner, 'PUT', '/profile/plan', { plan: 'pro' });
  const projectId = await buildProject(ctx.app, owner);
  const lead = await buildMember(ctx.app, owner, projectId, 'Member');
  const colleague = await buildMember(ctx.app, owner, projectId, 'Member');
  await call(lead, 'PUT', '/profile/update', { first_name: 'Lee', last_name: 'Lead' });
  await call(colleague, 'PUT', '/profile/update', { first_name: 'Cole', last_name: 'League' });
  const names = new Map([owner, lead, colleague].map((person, index) => [person.user.id, ['owner', 'lead', 'colleague'][index]!]));
  /** The asset's lines, oldest first, as [who, action, text, reply?, replied_to?]. */
  const lines = async (assetId: number) => {
    const data: Line[] = (await call(owner, 'GET', `/history?asset=${assetId}&per_page=100`)).json().data;
    return data.reverse().map((line) => [line.user ? names.get(line.user.id) : `guest ${line.guest?.name}`, line.action, line.message.text, ...(line.message.reply === undefined ? [] : [line.message.reply]), ...(line.message.replied_to === undefined ? [] : [line.message.replied_to])]);
  };
  return { owner, lead, colleague, projectId, lines };
}

async function upload(by: SignedInUser, url: string, fields: Record<string, string>, name: string, width: number) {
  const form = buildMultipart(fields, [{ field: 'design_file', filename: name, content: await makeImage('png', width, 90) }]);
  const res = await ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { ...by.headers, ...form.headers }, payload: form.payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

describe('history lines', () => {
  it('of an asset: created, versions, variations, status by hand, comments, marks, replies, resolving, reactions', async () => {
    const { owner, lead, projectId, lines } = await scene();
    const asset = (await call(owner, 'POST', '/assets', { project_id: projectId, title: 'Poster' })).json().data;
    const first = await upload(owner, '/versions', { asset_id: String(asset.id) }, 'poster.png', 100);
    const second = await upload(owner, '/variations', { version_id: String(first.id), variation_name: 'Dark mode' }, 'dark.png', 101);
    expect((await call(owner, 'DELETE', `/variations/${second.id}`)).statusCode).toBe(200);
    expect((await call(owner, 'PUT', `/assets/${asset.id}`, { status: 'InProgress' })).statusCode).toBe(200);
    const variationId = first.variations[0].id;
    const long = `Make the logo bigger ${'and bolder '.repeat(10)}`.trim();
    const top = (await call(lead, 'POST', '/comments', { variation_id: variationId, content: long })).json().data;
    expect((await call(owner, 'POST', '/comments', { variation_id: variationId, content: 'On it', parent_id: top.id })).statusCode).toBe(201);
    const mark = { variation_id: variationId, starting_point: JSON.stringify([{ x: 5, y: 5 }]), path: JSON.stringify([{ x: 5, y: 5 }, { x: 30, y: 30 }]), color: 'red' };
    expect((await call(lead, 'POST', '/annotation-comments', { ...mark, content: 'Here' })).statusCode).toBe(201);
    expect((await call(lead, 'POST', '/annotation-comments', { ...mark, content: ' ' })).statusCode).toBe(201);
    await call(owner, 'POST', `/comments-resolve/${top.id}`);
    await call(lead, 'POST', `/comments-resolve/${top.id}`);
    await call(lead, 'POST', '/comments-react', { reaction: '😍', comment_id: top.id });
    await call(lead, 'POST', '/comments-react', { reaction: '😍', comment_id: top.id });
    const given = (await call(owner, 'POST', '/comments-react', { reaction: '👍', comment_id: top.id })).json().data.reactions[0];
    expect((await call(owner, 'DELETE', `/remove-comment-reaction/${given.id}`)).statusCode).toBe(200);

    const quoted = `${long.slice(0, 77)}...`;
    expect(await lines(asset.id)).toEqual([
      ['owner', 'created_asset', 'created the asset "Poster"'],
      ['owner', 'uploaded_version', 'uploaded version 1 (poster.png)'],
      ['owner', 'added_variation', 'added variation "Dark mode" to version 1'],
      ['owner', 'deleted_variation', 'deleted variation "Dark mode" of version 1'],
      ['owner', 'status_changed', 'changed the status from To Do to In Progress'],
      ['lead', 'commented', `commented on Poster: "${quoted}"`],
      ['owner', 'replied', 'replied to a comment', 'On it', long],
      ['lead', 'annotated', 'annotated Poster: "Here"'],
      ['lead', 'annotated', 'annotated Poster'],
      ['owner', 'resolved', `resolved a comment: "${quoted}"`],
      ['lead', 'reopened', `reopened a comment: "${quoted}"`],
      ['lead', 'reacted', 'reacted with 😍 on a comment'],
      ['lead', 'unreacted', 'took back 😍 on a comment'],
      ['owner', 'reacted', 'reacted with 👍 on a comment'],
      ['owner', 'unreacted', 'took back 👍 on a comment'],
    ]);
    // A comment's line is dated as the comment is.
    const history: Line[] = (await call(owner, 'GET', `/history?asset=${asset.id}&per_page=100`)).json().data;
    expect(history.find((line) => line.action === 'commented')?.created_at).toBe(top.created_at);
  });

  it('of a review: reviewers, decisions and outcomes, a new version, the review open again, the approver cleared', async () => {
    const { owner, lead, colleague, projectId, lines } = await scene();
    const hero = await buildUploadedAsset(ctx.app, owner, projectId, 'hero.png');
    const both = { reviewers: [{ user_id: lead.user.id, required: true }, { user_id: colleague.user.id, required: true }] };
    expect((await call(owner, 'PUT', `/assets/${hero.id}/review`, both)).statusCode).toBe(200);
    await call(lead, 'POST', `/assets/${hero.id}/decisions`, { decision: 'approved' });
    await call(colleague, 'POST', `/assets/${hero.id}/decisions`, { decision: 'changes_requested', note: 'Bigger logo.' });
    await call(colleague, 'POST', `/assets/${hero.id}/decisions`, { decision: 'approved' });
    await upload(owner, '/versions', { asset_id: String(hero.id) }, 'v2.png', 120);
    await call(owner, 'PUT', `/assets/${hero.id}/review`, { ...both, rule: 'any' });
    await call(colleague, 'POST', `/assets/${hero.id}/decisions`, { decision: 'approved' });
    await call(owner, 'PUT', `/assets/${hero.id}/review`, { ...both, rule: 'all' });
    await call(owner, 'PUT', `/assets/${hero.id}/review`, { reviewers: [] });

    expect(await lines(hero.id)).toEqual([
      ['owner', 'uploaded_version', 'uploaded version 1 (hero.png)'],
      ['owner', 'approver_changed', 'changed the approver'],
      ['owner', 'stage_started', 'version 1 is ready to review'],
      ['lead', 'decided_approved', 'approved version 1'],
      ['colleague', 'decided_changes', 'requested changes on version 1', 'Bigger logo.'],
      ['colleague', 'review_changes_requested', 'Changes requested: Cole League asked for changes on version 1'],
      ['colleague', 'decided_approved', 'approved version 1'],
      ['colleague', 'review_approved', 'Approved: all required approvers approved version 1'],
      ['owner', 'uploaded_version', 'uploaded version 2 (v2.png)'],
      ['owner', 'status_changed', 'version 2 is ready to review'],
      ['colleague', 'decided_approved', 'approved version 2'],
      ['colleague', 'review_approved', 'Approved: Cole League approved version 2'],
      ['owner', 'review_reopened', 'The review of version 2 is open again'],
      ['owner', 'approver_changed', 'cleared the approver'],
    ]);
  });

  it('of a review in stages, with a guest of a review link commenting and deciding', async () => {
    const { owner, lead, colleague, projectId, lines } = await scene();
    const poster = await buildUploadedAsset(ctx.app, owner, projectId, 'poster.png');
    const flyer = await buildUploadedAsset(ctx.app, owner, projectId, 'flyer.png', await makeImage('png', 640, 480));
    const stages = {
      stages: [
        { name: 'Internal', reviewers: [{ user_id: lead.user.id, required: true }] },
        { name: 'Client', guests: true, reviewers: [{ user_id: colleague.user.id, required: true }] },
        { name: 'Legal', start: 'manual', reviewers: [{ user_id: owner.user.id, required: true }] },
      ],
    };
    expect((await call(owner, 'PUT', `/assets/${poster.id}/stages`, stages)).statusCode).toBe(200);
    const link = (await call(owner, 'POST', `/projects/${projectId}/share-links`, { allow_decisions: true })).json().data;
    const review = `/api/v1/public/reviews/${link.link.split('/review/')[1]}`;
    const guest = guestBrowser(ctx.app);

    await call(lead, 'POST', `/assets/${poster.id}/decisions`, { decision: 'approved' });
    expect((await guest.request('POST', `${review}/comments`, { variation_id: poster.versions[0].variations[0].id, content: 'Love it', ...casey })).statusCode).toBe(201);
    expect((await guest.request('POST', `${review}/decisions`, { decision: 'approved', note: 'Ship it', asset_id: poster.id, ...casey })).statusCode).toBe(201);
    await call(colleague, 'POST', `/assets/${poster.id}/decisions`, { decision: 'changes_requested' });
    await call(colleague, 'POST', `/assets/${poster.id}/decisions`, { decision: 'approved' });
    const legal = (await call(owner, 'GET', `/assets/${poster.id}/stages`)).json().data.find((stage: { name: string }) => stage.name === 'Legal');
    expect((await call(owner, 'POST', `/assets/${poster.id}/stages/${legal.id}/start`)).statusCode).toBe(200);
    await call(owner, 'POST', `/assets/${poster.id}/decisions`, { decision: 'approved' });

    expect((await guest.request('POST', `${review}/decisions`, { decision: 'changes_requested', note: 'Too dark', asset_id: flyer.id, ...casey })).statusCode).toBe(201);
    expect((await guest.request('POST', `${review}/decisions`, { decision: 'approved', asset_id: flyer.id, ...casey })).statusCode).toBe(201);

    expect(await lines(poster.id)).toEqual([
      ['owner', 'uploaded_version', 'uploaded version 1 (poster.png)'],
      ['owner', 'approver_changed', 'changed the approver'],
      ['owner', 'stage_started', 'Internal started reviewing version 1'],
      ['lead', 'decided_approved', 'approved version 1 in Internal'],
      ['guest Casey Client', 'commented', 'commented on poster: "Love it"'],
      ['guest Casey Client', 'decided_approved', 'approved version 1 in Client', 'Ship it'],
      ['colleague', 'decided_changes', 'requested changes on version 1 in Client'],
      ['colleague', 'review_changes_requested', 'Changes requested: Cole League asked for changes on version 1 in Client'],
      ['colleague', 'decided_approved', 'approved version 1 in Client'],
      ['colleague', 'review_reopened', 'The review of version 1 is open again'],
      ['owner', 'decided_approved', 'approved version 1 in Legal'],
      ['owner', 'review_approved', 'Approved: every stage approved version 1'],
    ]);
    expect(await lines(flyer.id)).toEqual([
      ['owner', 'uploaded_version', 'uploaded version 1 (flyer.png)'],
      ['guest Casey Client', 'decided_changes', 'requested changes on version 1', 'Too dark'],
      ['guest Casey Client', 'review_changes_requested', 'Changes requested: Casey Client (guest) asked for changes on version 1'],
      ['guest Casey Client', 'decided_approved', 'approved version 1'],
      ['guest Casey Client', 'review_approved', 'Approved: all required approvers approved version 1'],
    ]);
  });
});
