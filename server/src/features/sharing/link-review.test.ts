import type { VariationChanges } from '@review/contract/changes';
import type { StageListReply } from '@review/contract/stages';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { buildMultipart, buildUser, type SignedInUser } from '../../test/factories.ts';
import { guestBrowser } from '../../test/guest-browser.ts';
import { makeDesign } from '../../test/moved-design.ts';
import { buildMember, buildProject, buildUploadedAsset } from '../../test/project-factories.ts';

const ctx = useTestApp();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const call = (person: SignedInUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: person.headers, ...(payload && { payload }) });

async function uploadVersion(user: SignedInUser, assetId: number, content: Buffer) {
  const form = buildMultipart({ asset_id: String(assetId), note: '' }, [{ field: 'design_file', filename: 'design.png', content }]);
  const reply = await ctx.app.inject({ method: 'POST', url: '/api/v1/versions', headers: { ...user.headers, ...form.headers }, payload: form.payload });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json().data.variations[0].id as number;
}

async function linkOf(owner: SignedInUser, assetId: number, settings?: object) {
  const created = await call(owner, 'POST', `/assets/${assetId}/share-links`, settings);
  expect(created.statusCode, created.body).toBe(201);
  return (created.json().data.link as string).split('/review/')[1]!;
}

describe('What changed through a review link', () => {
  it("gives a shared variation's regions as members read them, and nothing of a design outside the link", async () => {
    const owner = await buildUser(ctx.app);
    const projectId = await buildProject(ctx.app, owner);
    const asset = await buildUploadedAsset(ctx.app, owner, projectId, 'design.png', await makeDesign());
    const moved = await uploadVersion(owner, asset.id, await makeDesign({ button: { left: 500, top: 350 } }));
    const other = await buildUploadedAsset(ctx.app, owner, projectId, 'other.png');
    const token = await linkOf(owner, asset.id);
    const browser = guestBrowser(ctx.app);
    const url = (variationId: number) => `/api/v1/public/reviews/${token}/variations/${variationId}/changes`;

    let changes: VariationChanges;
    for (const until = Date.now() + 60_000; ; await sleep(100)) {
      const reply = await browser.request('GET', url(moved));
      expect(reply.statusCode, reply.body).toBe(200);
      changes = reply.json().data;
      if (changes.state !== 'pending' || Date.now() > until) break;
    }
    expect(changes.state).toBe('ready');
    expect(changes.regions.length).toBeGreaterThan(0);
    expect(changes).toEqual((await call(owner, 'GET', `/variations/${moved}/changes`)).json().data);

    for (const outside of [other.versions[0].variations[0].id as number, 999_999]) {
      const refused = await browser.request('GET', url(outside));
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe('This design is not part of the shared asset.');
    }
    expect((await browser.request('GET', `/api/v1/public/reviews/no-such-link/variations/${moved}/changes`)).statusCode).toBe(404);
  });

  it('asks for the password of a protected link first', async () => {
    const owner = await buildUser(ctx.app);
    const asset = await buildUploadedAsset(ctx.app, owner, await buildProject(ctx.app, owner));
    const token = await linkOf(owner, asset.id, { password: 'blue-sky' });
    const reply = await guestBrowser(ctx.app).request('GET', `/api/v1/public/reviews/${token}/variations/${asset.versions[0].variations[0].id}/changes`);
    expect(reply.statusCode).toBe(401);
    expect(reply.json().code).toBe('password_required');
  });
});

describe('Stages through a review link', () => {
  it("shows the asset's stages by name, a private stage only when it takes the link's guests, never as managed", async () => {
    const owner = await buildUser(ctx.app, { first_name: 'Dana' });
    await call(owner, 'PUT', '/profile/plan', { plan: 'pro' });
    const projectId = await buildProject(ctx.app, owner);
    const lead = await buildMember(ctx.app, owner, projectId, 'Member');
    const legal = await buildMember(ctx.app, owner, projectId, 'Member');
    const asset = await buildUploadedAsset(ctx.app, owner, projectId);
    const saved = await call(owner, 'PUT', `/assets/${asset.id}/stages`, {
      stages: [
        { name: 'Internal', reviewers: [{ user_id: lead.user.id, required: true }] },
        { name: 'Legal', private: true, reviewers: [{ user_id: legal.user.id, required: true }] },
        { name: 'Client', private: true, guests: true, reviewers: [] },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const token = await linkOf(owner, asset.id);
    const other = await buildUploadedAsset(ctx.app, owner, projectId, 'other.png');

    const reply = await guestBrowser(ctx.app).request('GET', `/api/v1/public/reviews/${token}/assets/${asset.id}/stages`);
    expect(reply.statusCode, reply.body).toBe(200);
    const stages: StageListReply = reply.json();
    expect(stages.can_manage).toBe(false);
    expect(stages.data.map((stage) => stage.name)).toEqual(['Internal', 'Client']);
    expect(stages.data[0]!.reviewers).toEqual([expect.objectContaining({ user_id: lead.user.id, first_name: lead.user.first_name, avatar: null })]);
    // The members' own answer lists every stage.
    expect((await call(owner, 'GET', `/assets/${asset.id}/stages`)).json().data.map((stage: { name: string }) => stage.name)).toEqual(['Internal', 'Legal', 'Client']);

    const outside = await guestBrowser(ctx.app).request('GET', `/api/v1/public/reviews/${token}/assets/${other.id}/stages`);
    expect(outside.statusCode).toBe(404);
  });
});
