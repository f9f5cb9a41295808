import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../../test/build-test-app.ts';
import { buildUser } from '../../test/factories.ts';
import { buildProject } from '../../test/project-factories.ts';

const ctx = useTestApp();

describe('GET /health', () => {
  it('answers 200 while the database answers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 with a message when the database is gone', async () => {
    const broken = await buildTestApp();
    // Answered once first: a connection that was never opened would simply be opened again.
    expect((await broken.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    await broken.app.database.db.destroy();
    const res = await broken.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('The database is not reachable.');
    await broken.close().catch(() => undefined);
  });
});

describe('the API never answers with HTML or a stack trace', () => {
  it('answers unknown API routes with 404 JSON', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/No route/);
  });

  it('tolerates duplicate slashes', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1//health' });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['bad JSON', '{"email":', 'application/json', 400],
    ['a huge body', JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) }), 'application/json', 413],
    ['an unsupported content type', 'email=a', 'text/csv', 415],
  ])('answers %s with 4xx JSON', async (_name, payload, contentType, status) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload, headers: { 'content-type': contentType } });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBeTruthy();
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('answers wrong types with 422 JSON', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { first_name: 42, last_name: ['x'], email: {}, password: true } });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'first_name', 'last_name', 'password']);
  });

  it('answers a cut or malformed multipart body with 400 JSON on every upload route', async () => {
    const user = await buildUser(ctx.app);
    const projectId = await buildProject(ctx.app, user);
    const routes = ['/upload/design_files', '/versions', '/variations', '/comments', '/profile/update-avatar', `/projects/${projectId}/attachments`];
    const bodies = ['--x\r\n', '--x\r\nContent-Disposition: form-data; name="project_id"\r\n\r\n1', 'no boundary at all'];
    for (const url of routes) {
      for (const payload of bodies) {
        const res = await ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { ...user.headers, 'content-type': 'multipart/form-data; boundary=x' }, payload });
        expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBeLessThan(500);
        expect(res.json().message, url).toEqual(expect.any(String));
      }
    }
  });

    it('ignores unknown fields instead of failing', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { first_name: 'A', last_name: 'B', email: 'unknown.fields@example.com', password: 'long-enough', is_admin: true, plan: 'pro' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.plan).toBe('starter');
  });

  it('serves the OpenAPI document built from the contract', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/v1/auth/login'].post).toBeTruthy();
  });
});

describe('security headers', () => {
  it.each([
    ['a reply', '/api/v1/health', 200],
    ['a 404', '/api/v1/no-such-thing', 404],
    ['a refusal', '/api/v1/projects', 401],
  ])('sets them on %s', async (_, url, status) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('GET /api/docs', () => {
  it('serves the browsable docs without forcing https, so plain-http instances can use them', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});
