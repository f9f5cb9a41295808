import { describe, expect, it } from 'vitest';
import type { Asset } from '@review/contract/assets';
import type { PublicReview } from '@review/contract/sharing';
import { useTestApp } from '../../test/build-test-app.ts';
import { buildUser, type SignedInUser } from '../../test/factories.ts';
import { guestBrowser } from '../../test/guest-browser.ts';
import { buildMember, buildProject, buildUploadedAsset } from '../../test/project-factories.ts';

const ctx = useTestApp();

const call = (user: SignedInUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => ctx.app.inject({ method, url: `/api/v1${url}`, headers: user.headers, ...(payload && { payload }) });

async function sharedProject() {
  const owner = await buildUser(ctx.app, { first_name: 'Dana', last_name: 'Owner' });
  expect((await call(owner, 'PUT', '/profile/plan', { plan: 'pro' })).statusCode).toBe(200);
  const projectId = await buildProject(ctx.app, owner);
  const first = await buildUploadedAsset(ctx.app, owner, projectId);
  const second = await buildUploadedAsset(ctx.app, owner, projectId);
  const link = await call(owner, 'POST', `/projects/${projectId}/share-links`);
  expect(link.statusCode, link.body).toBe(201);
  const token = (link.json().data.link as string).split('/review/')[1]!;
  const view = async (assetId?: number) => {
    const res = await guestBrowser(ctx.app).request('GET', `/api/v1/public/reviews/${token}${assetId ? `?asset=${assetId}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as PublicReview;
  };
  return { owner, projectId, first, second, view };
}

describe("a review link's presentation", () => {
  it('is the board’s and the versions’ presentation members get, cut to what a link gives', async () => {
    const { owner, projectId, first, view } = await sharedProject();
    const board = (await call(owner, 'GET', `/assets?project=${projectId}`)).json().data as Asset[];
    const shown = await view(first.id);

    expect(shown.assets).toEqual(board.map((asset) => ({ id: asset.id, title: asset.title, status: asset.status, thumbnail: asset.thumbnail, version: asset.versions[0]!.version, outcome: asset.review.outcome })));
    const versions = board.find((asset) => asset.id === first.id)!.versions;
    expect(shown.versions).toEqual(
      versions.map((version) => ({
        id: version.id,
        version: version.version,
        variations: version.variations.map(({ id, label, variation_name, preview, thumbnail, width, height, page_count, pages, render_state, render_error, media, tiles }) => ({ id, label, variation_name, preview, thumbnail, width, height, page_count, pages, render_state, render_error, media, tiles })),
      })),
    );
    expect(JSON.stringify(shown)).not.toContain('design_file');
  });

  it("shows a guest the decisions of the stages they see: a private stage's only when it takes the link's guests", async () => {
    const { owner, projectId, first, view } = await sharedProject();
    const lead = await buildMember(ctx.app, owner, projectId, 'Member');
    const legal = await buildMember(ctx.app, owner, projectId, 'Member');
    const client = await buildMember(ctx.app, owner, projectId, 'Member');
    const stages = [
      { name: 'Internal', reviewers: [{ user_id: lead.user.id, required: true }] },
      { name: 'Legal', private: true, reviewers: [{ user_id: legal.user.id, required: true }] },
      { name: 'Client', private: true, guests: true, reviewers: [{ user_id: client.user.id, required: true }] },
    ];
    const saved = await call(owner, 'PUT', `/assets/${first.id}/stages`, { stages });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const reviewer of [lead, legal, client]) {
      const decided = await call(reviewer, 'POST', `/assets/${first.id}/decisions`, { decision: 'approved', note: `From ${reviewer.user.id}` });
      expect(decided.statusCode, decided.body).toBe(200);
    }

    const { review } = await view(first.id);
    expect(review?.decisions.map((decision) => decision.note)).toEqual([`From ${lead.user.id}`, `From ${client.user.id}`]);
    expect(review?.outcome).toBe('approved');
  });
});
