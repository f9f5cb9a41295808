import { describe, expect, it } from 'vitest';
import { LINK_PASSWORD_REQUIRED, REVIEW_LINK_INACTIVE } from '@review/contract/sharing';
import { useTestApp } from '../../test/build-test-app.ts';
import { buildUser, type SignedInUser } from '../../test/factories.ts';
import { guestBrowser } from '../../test/guest-browser.ts';
import { buildProject, buildUploadedAsset } from '../../test/project-factories.ts';

const ctx = useTestApp();

const call = (person: SignedInUser, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: person.headers, ...(payload && { payload }) });

async function buildLink(scope: 'asset' | 'project', settings?: object) {
  const owner = await buildUser(ctx.app);
  const projectId = await buildProject(ctx.app, owner, 'Client work');
  const asset = await buildUploadedAsset(ctx.app, owner, projectId, 'poster.png');
  const created = await call(owner, 'POST', scope === 'asset' ? `/assets/${asset.id}/share-links` : `/projects/${projectId}/share-links`, settings);
  expect(created.statusCode, created.body).toBe(201);
  const link = created.json().data;
  return { owner, asset, link, token: (link.link as string).split('/review/')[1]! };
}

describe('GET /public/reviews/{token}/page', () => {
  it('answers an open link with the same review as the API, counting the view once', async () => {
    const { owner, asset, link, token } = await buildLink('asset');
    const browser = guestBrowser(ctx.app);
    const page = await browser.request('GET', `/api/v1/public/reviews/${token}/page`);
    expect(page.statusCode).toBe(200);
    const view = await browser.request('GET', `/api/v1/public/reviews/${token}`);
    expect(page.json()).toEqual({ data: { state: 'open', review: view.json().data } });
    expect(page.json().data.review.asset).toMatchObject({ id: asset.id, title: 'poster' });
    const listed = await ctx.app.inject({ method: 'GET', url: `/api/v1/assets/${asset.id}/share-links`, headers: owner.headers });
    expect(listed.json().data.find((each: { id: number }) => each.id === link.id).view_count).toBe(1);
  });

  it('tells a password, a closed link and an asset no longer in the link as 200 states with their sentences, telling nothing else', async () => {
    const locked = await buildLink('asset', { password: 'blue-sky' });
    const browser = guestBrowser(ctx.app);
    const asked = await browser.request('GET', `/api/v1/public/reviews/${locked.token}/page`);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ data: { state: 'password_required', message: LINK_PASSWORD_REQUIRED, locale: null } });
    // The API keeps its answer for API clients.
    expect((await browser.request('GET', `/api/v1/public/reviews/${locked.token}`)).statusCode).toBe(401);
    await browser.request('POST', `/api/v1/public/reviews/${locked.token}/unlock`, { password: 'blue-sky' });
    expect((await browser.request('GET', `/api/v1/public/reviews/${locked.token}/page`)).json().data.state).toBe('open');

    const project = await buildLink('project');
    const missing = await browser.request('GET', `/api/v1/public/reviews/${project.token}/page?asset=999999`);
    expect(missing.statusCode).toBe(200);
    expect(missing.json()).toEqual({ data: { state: 'asset_unavailable', message: 'This asset is not part of the review link.', locale: null } });

    expect((await call(project.owner, 'DELETE', `/share-links/${project.link.id}`)).statusCode).toBe(200);
    for (const token of [project.token, 'no-such-link']) {
      const closed = await browser.request('GET', `/api/v1/public/reviews/${token}/page`);
      expect(closed.statusCode).toBe(200);
      expect(closed.json()).toEqual({ data: { state: 'closed', message: REVIEW_LINK_INACTIVE, locale: null } });
      expect((await browser.request('GET', `/api/v1/public/reviews/${token}`)).statusCode).toBe(404);
    }
  });
});
